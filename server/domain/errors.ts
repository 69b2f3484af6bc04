/** A broken business rule, with the catalogue code that names it and the input field at fault. */
export class DomainError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

// The error envelope of document 2 §8 (the catalogue of codes is catalogue.ts).
import * as z from 'zod/mini';

/** Identity expired: every call refreshes the client session and tries once more on a 403 with it. */
export const IDENTITY_EXPIRED = { code: 4000 } as const;
/** Invalid (the catalogue's general code): bad input, not found, conflicts, maintenance. */
export const INVALID = { code: 1000 } as const;
/** The member's session expired: sign in again (answered with 401). */
export const SESSION_EXPIRED = { code: 1400 } as const;

export const ErrorDetailSchema = z.looseObject({
  code: z.number(),
  error: z.string(),
  /** The request field at fault, when one is. */
  field: z.optional(z.string()),
  /** A 429: seconds to wait before asking again (the Retry-After header says the same). */
  retry_after: z.optional(z.number()),
});
export type ErrorDetail = z.infer<typeof ErrorDetailSchema>;

export const ErrorItemSchema = z.looseObject({
  title: z.string(),
  details: z.looseObject({ base: z.array(ErrorDetailSchema) }),
});
export type ErrorItem = z.infer<typeof ErrorItemSchema>;

/** `errors` as an array or a single item, or a bare `error` (document 2 §8). */
export const ErrorEnvelopeSchema = z.union([
  z.looseObject({ errors: z.union([z.array(ErrorItemSchema), ErrorItemSchema]) }),
  z.looseObject({ error: z.union([z.string(), ErrorItemSchema]) }),
]);
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export interface ReadError {
  title: string;
  code: number | undefined;
  error: string;
  field: string | undefined;
}

/** The first detail, read from errors[0].details.base[0], whichever shape the envelope took. */
export function readError(envelope: ErrorEnvelope): ReadError {
  let item: ErrorItem | undefined;
  if ('errors' in envelope) item = Array.isArray(envelope.errors) ? envelope.errors[0] : envelope.errors;
  else if (typeof envelope.error === 'string') return { title: envelope.error, code: undefined, error: envelope.error, field: undefined };
  else item = envelope.error;
  const detail = item?.details.base[0];
  return { title: item?.title ?? '', code: detail?.code, error: detail?.error ?? item?.title ?? '', field: detail?.field };
}

/** Builds the envelope the reference API answers with; `more` adds to the detail (e.g. retry_after). */
export function errorEnvelope(title: string, code: number, error: string, field?: string, more?: Pick<ErrorDetail, 'retry_after'>): { errors: ErrorItem[] } {
  return { errors: [{ title, details: { base: [{ code, error, ...(field ? { field } : {}), ...more }] } }] };
}

// Every failure of the API becomes one of these, answered with the catalogue envelope.
import type * as z from 'zod/mini';
import { CATALOGUE, errorEnvelope, type ErrorDetail } from '../contract';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly title: string,
    message: string,
    readonly field?: string,
    /** More for the detail, such as a 429's retry_after. */
    readonly more?: Pick<ErrorDetail, 'retry_after'>,
  ) {
    super(message);
  }

  toEnvelope() {
    return errorEnvelope(this.title, this.code, this.message, this.field, this.more);
  }
}

export const fail = {
  badRequest: (message: string, field?: string) => new ApiError(400, CATALOGUE.INVALID.code, 'Bad Request', message, field),
  notFound: (message = 'Not found') => new ApiError(404, CATALOGUE.INVALID.code, 'Not Found', message),
  unauthorized: (message = 'Your session has expired. Please sign in again.') =>
    new ApiError(401, CATALOGUE.SESSION_EXPIRED.code, 'Unauthorized', message),
  identityExpired: (message = 'The client session is missing or has expired.') =>
    new ApiError(403, CATALOGUE.IDENTITY_EXPIRED.code, 'Forbidden', message),
  forbidden: (message = 'Forbidden') => new ApiError(403, CATALOGUE.INVALID.code, 'Forbidden', message),
  maintenance: (message = 'This hotel is under maintenance. Please try again later.') =>
    new ApiError(503, CATALOGUE.INVALID.code, 'Service Unavailable', message),
};

/** Parses input with a contract schema; a failure names the first offending field. */
export function parseInput<S extends z.ZodMiniType>(schema: S, value: unknown, where: 'body' | 'query' | 'params' | 'headers'): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data as z.infer<S>;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : where;
  const message = issue ? describeIssue(issue) : 'is invalid';
  throw fail.badRequest(`${field} ${message}`, field);
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `must be ${issue.expected}`;
    case 'invalid_value':
      return `must be one of: ${issue.values.map(String).join(', ')}`;
    case 'too_small':
      return `is too small (minimum ${String(issue.minimum)})`;
    case 'too_big':
      return `is too big (maximum ${String(issue.maximum)})`;
    case 'unrecognized_keys':
      return `has unknown keys: ${issue.keys.join(', ')}`;
    default:
      return issue.message && issue.message !== 'Invalid input' ? issue.message : 'is invalid';
  }
}

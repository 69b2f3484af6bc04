// A failed call as one of its endpoint's named error cases (`isFailure(err, createReservation.errors.soldOut)`):
// its own module, so that only the screens that tell cases apart carry it.
import type { ErrorCase } from '../../../contract/endpoint';
import { isErrorCase } from '../../../contract/error-case';
import { ApiCallError } from './failure';

/** Whether a failure is the named error case of an endpoint (`isFailure(err, createReservation.errors.soldOut)`). */
export function isFailure(err: unknown, c: ErrorCase): err is ApiCallError {
  return err instanceof ApiCallError && isErrorCase({ status: err.status, code: err.code, error: err.message, field: err.field }, c);
}

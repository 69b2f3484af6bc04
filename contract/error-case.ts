// Whether a failure is one of the named error cases of the endpoint table (contract/endpoint.ts):
// its own module, so that only the screens that tell cases apart carry it.
import type { ErrorCase } from './endpoint';

/** Whether a failure is the named case: its status, code and (when the case names one) its error and field. */
export function isErrorCase(failure: { status: number; code: number | undefined; error: string; field?: string | undefined }, c: ErrorCase): boolean {
  return (
    [c.status].flat().includes(failure.status) &&
    failure.code === c.code &&
    (c.error === undefined || failure.error === c.error || failure.error.startsWith(`${c.error}:`)) &&
    (c.field === undefined || failure.field === c.field)
  );
}

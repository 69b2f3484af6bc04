// A failed call as the widget sees it, and the reading of an answer's body: shared by the client
// (lib/api/client.ts) and its file transfers (lib/api/transfers.ts).
import { ErrorEnvelopeSchema } from '../../../contract';

export class ApiCallError extends Error {
  constructor(
    /** HTTP status; 0 when the network failed. */
    readonly status: number,
    readonly code: number | undefined,
    readonly title: string,
    message: string,
    readonly field?: string,
    /** The parsed error body, for calls whose errors carry more than the envelope (a new price). */
    readonly body?: unknown,
  ) {
    super(message);
  }
  get isNetwork(): boolean {
    return this.status === 0;
  }
  /** Seconds to wait before asking again, as a 429's detail says (undefined when it does not). */
  get retryAfter(): number | undefined {
    const envelope = ErrorEnvelopeSchema.safeParse(this.body);
    if (!envelope.success || !('errors' in envelope.data)) return undefined;
    const item = Array.isArray(envelope.data.errors) ? envelope.data.errors[0] : envelope.data.errors;
    const seconds = item?.details.base[0]?.retry_after;
    return seconds !== undefined && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
  }
}


/** What the reactions need of an answer, from fetch or XMLHttpRequest alike. */
export interface Outcome {
  status: number;
  statusText: string;
  ok: boolean;
}

export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}


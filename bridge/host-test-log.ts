// The custom bot test page's log lines: payloads as JSON with every token masked. Pure, so it is
// unit-tested apart from the page.
import type { YadoriTrace } from './host-api';

/** Fields whose values are secrets (the chatbot session, any token, secret or password). */
const SECRET_KEY = /session|token|secret|password/i;

/** A secret shown by its last 4 characters only; the bullets do not tell its length. */
export function maskSecret(value: string): string {
  return value.length <= 4 ? '••••' : `••••••••${value.slice(-4)}`;
}

/** A copy of `value` with the string values of secret fields masked, at any depth. */
export function maskSecrets(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return SECRET_KEY.test(key) ? maskSecret(value) : value;
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v, key));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskSecrets(v, k)]));
  }
  return value;
}

export type LogDirection = 'toPage' | 'toWidget' | 'held';

/** What a line says beside its kind, for the messages a reader looks for: the page's height, analytics. */
export interface LogNote {
  key: 'note_resize' | 'note_ga4';
  vars: Record<string, string>;
}

export interface LogLine {
  at: Date;
  direction: LogDirection;
  name: string;
  kind: YadoriTrace['kind'];
  /** The payload as JSON with secrets masked, or '' when the line has none. */
  payload: string;
  reason: string;
  note: LogNote | null;
}

function noteOf(entry: YadoriTrace): LogNote | null {
  if (entry.kind !== 'received' || typeof entry.payload !== 'object' || entry.payload === null) return null;
  const payload = entry.payload as Record<string, unknown>;
  if (entry.name === 'resize' && typeof payload.height === 'number') return { key: 'note_resize', vars: { height: String(payload.height) } };
  if (entry.name === 'ga4Event' && typeof payload.name === 'string') return { key: 'note_ga4', vars: { event: payload.name } };
  return null;
}

const DIRECTION: Record<YadoriTrace['kind'], LogDirection> = {
  received: 'toPage',
  refused: 'toPage',
  delivered: 'toPage',
  answered: 'toWidget',
  sent: 'toWidget',
  failed: 'toWidget',
  queued: 'held',
};

export function logLine(entry: YadoriTrace, at = new Date()): LogLine {
  return {
    at,
    direction: DIRECTION[entry.kind],
    name: entry.name,
    kind: entry.kind,
    payload: entry.payload === undefined ? '' : JSON.stringify(maskSecrets(entry.payload), null, 1).replace(/\n\s*/g, ' '),
    reason: entry.reason ?? '',
    note: noteOf(entry),
  };
}

/** `HH:MM:SS.mmm` in the browser's time zone. */
export function clock(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}.${String(at.getMilliseconds()).padStart(3, '0')}`;
}

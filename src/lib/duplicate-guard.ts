// Document 2 §7.1: the last 10 reservation bodies are kept, and the same body sent again within
// 2 seconds is logged as a duplicate reservation (a double click, or a retry loop gone wrong).
// Pure: the clock and the log are handed in, so it is tested without timers.
import { LIMITS } from '../../contract';

export interface DuplicateGuardOptions {
  keep?: number;
  windowMs?: number;
  now?: () => number;
  log?: (message: string, data?: unknown) => void;
}

export interface DuplicateGuard {
  /** Records a body; answers true (and logs) when the same body was recorded within the window. */
  record(body: unknown): boolean;
  /** The bodies kept, oldest first. */
  kept(): readonly string[];
}

/** Key order must not make two equal bodies look different. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function createDuplicateGuard(options: DuplicateGuardOptions = {}): DuplicateGuard {
  const keep = options.keep ?? LIMITS.reservationBodiesKept;
  const windowMs = options.windowMs ?? LIMITS.duplicateReservationWindowMs;
  const now = options.now ?? (() => Date.now());
  const log = options.log ?? ((message: string, data?: unknown) => console.warn(`[yadori] ${message}`, data ?? ''));
  const bodies: { text: string; at: number }[] = [];
  return {
    record(body) {
      const text = stableJson(body);
      const at = now();
      const duplicate = bodies.some((b) => b.text === text && at - b.at <= windowMs);
      if (duplicate) log('duplicate reservation', { withinMs: windowMs });
      bodies.push({ text, at });
      while (bodies.length > keep) bodies.shift();
      return duplicate;
    },
    kept: () => bodies.map((b) => b.text),
  };
}

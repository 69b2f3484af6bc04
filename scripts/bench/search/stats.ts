// Percentiles (nearest rank) and number formatting for the printout and the JSON line.
import type { RunResult } from './runner';

export interface Summary {
  requests: number;
  errors: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Completed operations per second of wall time. */
  rps: number;
  aborted: boolean;
}

/** Nearest-rank percentile of an ascending array; NaN when empty. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1]!;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function summarize(run: RunResult): Summary {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  return {
    requests: run.completed,
    errors: run.errors,
    p50: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    p99: percentile(sorted, 0.99),
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
    rps: run.wallMs > 0 ? (run.completed / run.wallMs) * 1000 : Number.NaN,
    aborted: run.aborted,
  };
}

/** A number rounded for JSON (null when not finite). */
export function round(value: number | null | undefined, digits = 2): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export function fmt(value: number | null | undefined, digits = 2): string {
  const r = round(value, digits);
  return r === null ? '—' : r.toFixed(digits);
}

export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
}

// A closed-loop load runner: `concurrency` loops, each taking the next of `count` operations until
// all are done or the deadline passes, recording each operation's latency with performance.now().
// Used for the HTTP search (in the load-client child process) and for the raw SQL (in-process).
import { performance } from 'node:perf_hooks';

export interface RunSpec {
  concurrency: number;
  count: number;
  /** Stop starting operations after this long (in-flight ones finish); the run is then "aborted". */
  timeoutMs: number;
}

export interface RunResult {
  /** Latency of every completed operation, in ms, in completion order (errors included). */
  latencies: number[];
  completed: number;
  errors: number;
  /** A few distinct error messages, for the printout. */
  errorSamples: string[];
  wallMs: number;
  aborted: boolean;
}

/**
 * `op` resolves when the operation succeeded and rejects (or throws) when it failed. It may resolve
 * with its own latency (ms) when it measures a narrower span than the whole call (e.g. until the
 * last byte, before checking the answer); a failure is timed by the runner.
 */
export async function closedLoop(spec: RunSpec, op: (index: number) => Promise<number | void>): Promise<RunResult> {
  const latencies: number[] = [];
  const errorSamples = new Set<string>();
  let next = 0;
  let errors = 0;
  let aborted = false;
  const started = performance.now();
  const deadline = started + spec.timeoutMs;

  const loop = async () => {
    for (;;) {
      if (next >= spec.count) return;
      if (performance.now() > deadline) {
        aborted = true;
        return;
      }
      const index = next++;
      const t0 = performance.now();
      try {
        const own = await op(index);
        latencies.push(typeof own === 'number' ? own : performance.now() - t0);
      } catch (err) {
        latencies.push(performance.now() - t0);
        errors++;
        if (errorSamples.size < 5) errorSamples.add(err instanceof Error ? err.message : String(err));
      }
    }
  };
  await Promise.all(Array.from({ length: spec.concurrency }, loop));
  const wallMs = performance.now() - started;
  return { latencies, completed: latencies.length, errors, errorSamples: [...errorSamples], wallMs, aborted };
}

// Parent side of the HTTP load generator: forks ./load-client.ts (with tsx) once and sends it runs.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { RunResult, RunSpec } from './runner';

export interface LoadRequest {
  type: 'run';
  id: number;
  url: string;
  headers: Record<string, string>;
  spec: RunSpec;
  primeConnections: boolean;
}

export type LoadReply =
  | { type: 'ready' }
  | { type: 'result'; id: number; result: RunResult; bytes: number; rooms: number }
  | { type: 'error'; id: number; message: string };

export interface LoadOutcome {
  result: RunResult;
  /** Size of the last good answer, bytes. */
  bytes: number;
  /** data.rooms.length of the last good answer. */
  rooms: number;
}

export interface LoadClient {
  run(url: string, headers: Record<string, string>, spec: RunSpec, primeConnections?: boolean): Promise<LoadOutcome>;
  close(): Promise<void>;
}

export async function startLoadClient(): Promise<LoadClient> {
  const file = fileURLToPath(new URL('./load-client.ts', import.meta.url));
  const child: ChildProcess = fork(file, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const pending = new Map<number, { resolve: (o: LoadOutcome) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let exited = false;

  await new Promise<void>((resolve, reject) => {
    const onMessage = (m: LoadReply) => {
      if (m.type === 'ready') {
        child.off('message', onMessage);
        resolve();
      }
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`load client exited before it was ready (code ${code})`)));
  });

  child.on('message', (m: LoadReply) => {
    if (m.type === 'ready') return;
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (m.type === 'result') p.resolve({ result: m.result, bytes: m.bytes, rooms: m.rooms });
    else p.reject(new Error(`load client: ${m.message}`));
  });
  child.on('exit', (code) => {
    exited = true;
    for (const p of pending.values()) p.reject(new Error(`load client exited (code ${code})`));
    pending.clear();
  });

  return {
    run(url, headers, spec, primeConnections = true) {
      if (exited) return Promise.reject(new Error('load client is not running'));
      const id = nextId++;
      return new Promise<LoadOutcome>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child.send({ type: 'run', id, url, headers, spec, primeConnections } satisfies LoadRequest);
      });
    },
    async close() {
      if (exited) return;
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.send({ type: 'exit' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await gone;
      clearTimeout(timer);
    },
  };
}

// LINE state of this page: the LIFF session (when the page runs as a LIFF app), the sign-up
// prefill LINE gave, and why a LINE sign-in was refused. Components read snapshots only.
import { proxy, ref } from 'valtio';
import type { LinePrefill } from '../../../contract';
import type { LiffSession } from '../../../liff';

export type LineProblem = { key: string };

export const lineState = proxy({
  liff: null as LiffSession | null,
  /** Where the guest was going when LINE needed sign-up details. */
  next: '/' as string,
  prefill: null as LinePrefill | null,
  problem: null as LineProblem | null,
});

export function setLiffSession(session: LiffSession): void {
  lineState.liff = ref(session);
}

export function setPrefill(prefill: LinePrefill, next: string): void {
  lineState.prefill = prefill;
  lineState.next = next;
}

export function setLineProblem(problem: LineProblem | null): void {
  lineState.problem = problem;
}

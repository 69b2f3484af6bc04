// LINE Login's answer while it waits to be spent: taken from the address as the app loads
// (features/line/line-code.ts), or handed over by the sign-in window of a framed widget
// (lib/sign-on-window.ts). The state the tab started LINE Login with is lib/line-login-state.ts.

export interface HeldLineCode {
  code: string | null;
  state: string | null;
  redirect: string;
}

let held: HeldLineCode | null = null;
const listeners = new Set<() => void>();

/** LINE Login's answer waiting to be spent (null when none came). */
export function heldLineCode(): HeldLineCode | null {
  return held;
}

export function holdLineCode(answer: HeldLineCode | null): void {
  held = answer;
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever an answer is held or spent; returns the unsubscribe. */
export function onLineCodeHeld(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Where a tab keeps the state it started LINE Login with, so only that tab may finish it, and
// LINE Login's answer while it waits to be spent: taken from the address as the app loads
// (features/line/line-code.ts), or handed over by the sign-in window of a framed widget
// (lib/sign-on-window.ts).
import * as z from 'zod/mini';
import { sessionStore } from './storage';

export const LINE_LOGIN_STATE_KEY = 'yadori:line-login-state';
/** A sign-in left unfinished longer than this is started again (the API refuses it by then too). */
export const SIGN_ON_STATE_TTL_MS = 30 * 60_000;

/** Kept for this tab (in memory where a frame may not use storage). */
export function keepLineLoginState(state: string): void {
  sessionStore.set(LINE_LOGIN_STATE_KEY, state, SIGN_ON_STATE_TTL_MS);
}

/** The state this tab started LINE Login with (null when it started none). */
export function lineLoginState(): string | null {
  return sessionStore.get(LINE_LOGIN_STATE_KEY, z.string()) ?? null;
}

export function forgetLineLoginState(): void {
  sessionStore.remove(LINE_LOGIN_STATE_KEY);
}

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

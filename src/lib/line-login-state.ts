// Where a tab keeps the state it started LINE Login with, so only that tab may finish it. LINE
// Login's answer, while it waits to be spent, is lib/line-answer.ts.
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

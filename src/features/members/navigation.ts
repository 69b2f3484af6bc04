// Where member screens continue to: a `target` path of this widget (never another site), the
// results page by default; and the few words a member typed that travel between the screens
// (the e-mail address from sign-in to "forgot password"), kept for the tab, never in an address.
import * as z from 'zod/mini';
import { LIMITS } from '../../../contract';
import { hotelPath } from '../../lib/navigation';
import { sessionStore } from '../../lib/storage';

export function resultsPath(): string {
  return hotelPath('/booking/result');
}

/** Member pages a sign-in never returns to (it would show the sign-in again or a spent link). */
const NOT_A_TARGET = ['/sign-in', '/sign-up', '/sign-up-result', '/sign-up-done', '/sign-out', '/forgot-password', '/change-password', '/member-confirmation', '/member-deleted-confirmation', '/resend-confirmation-email', '/sso/custom/callback'];

/**
 * A same-origin path from a `target` query, else the results page. Protocol-relative (`//x`),
 * backslash tricks and anything that resolves to another origin are refused.
 */
export function safeTarget(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return resultsPath();
  try {
    const url = new URL(target, window.location.origin);
    if (url.origin !== window.location.origin || NOT_A_TARGET.includes(url.pathname)) return resultsPath();
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return resultsPath();
  }
}

/** A path with the target carried on (so sign-in, sign-up and their side pages lead back to it). */
export function withTarget(path: string, target: string | null): string {
  return hotelPath(path, target ? { target } : {});
}

const EMAIL_KEY = 'yadori:members:email';

export function rememberEmail(email: string): void {
  sessionStore.set(EMAIL_KEY, email, LIMITS.savedBrowsingStateMs);
}

export function rememberedEmail(): string {
  return sessionStore.get(EMAIL_KEY, z.string()) ?? '';
}

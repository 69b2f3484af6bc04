// Secrets that arrive in the address of a member page are taken out of it the moment this module
// is evaluated (the route table imports it, so before the app starts, records or renders
// anything) and held in memory only, so they never stay in the tab's history:
// - /member-confirmation: confirmation_token of the sign-up or e-mail change link;
// - /change-password: reset_password_token of the password reset link;
// - /sso/custom/callback: the single sign-on code and state the API hands back (`code` there is
//   the hotel code and stays).
export const MEMBER_CONFIRMATION_PATH = '/member-confirmation';
export const CHANGE_PASSWORD_PATH = '/change-password';
export const SSO_CALLBACK_PATH = '/sso/custom/callback';

const SECRETS: Record<string, readonly string[]> = {
  [MEMBER_CONFIRMATION_PATH]: ['confirmation_token'],
  [CHANGE_PASSWORD_PATH]: ['reset_password_token'],
  [SSO_CALLBACK_PATH]: ['sso_code', 'sso_state'],
};

const held = new Map<string, string>();

export function captureMemberSecrets(): void {
  if (typeof window === 'undefined') return;
  const names = SECRETS[window.location.pathname];
  if (!names) return;
  const query = new URLSearchParams(window.location.search);
  let changed = false;
  for (const name of names) {
    const value = query.get(name);
    if (value === null) continue;
    held.set(name, value);
    query.delete(name);
    changed = true;
  }
  if (!changed) return;
  const q = query.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${q ? `?${q}` : ''}${window.location.hash}`);
}

/** A held secret (null when none came). */
export function heldMemberSecret(name: string): string | null {
  captureMemberSecrets();
  return held.get(name) ?? null;
}

/** Holds a secret that came another way than the address (a framed widget's sign-in window). */
export function holdMemberSecret(name: string, value: string): void {
  held.set(name, value);
}

/** Forgets a secret once it was spent. */
export function forgetMemberSecret(name: string): void {
  held.delete(name);
}

const runs = new Map<string, Promise<unknown>>();

/** Runs `work` once per key for this page load: a secret is spent once even when a page mounts twice. */
export function spendOnce<T>(key: string, work: () => Promise<T>): Promise<T> {
  let run = runs.get(key) as Promise<T> | undefined;
  if (!run) {
    run = work();
    runs.set(key, run);
  }
  return run;
}

captureMemberSecrets();

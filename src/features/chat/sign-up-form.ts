// The chat sign-up form: the member form rules of lib/member-forms (every message a key under
// chat.errors). What was typed (never the passwords) is kept as a draft for the tab, so an error
// or going back loses nothing.
import * as z from 'zod/mini';
import { LIMITS } from '../../../contract';
import { emptySignUpForm, type SignUpFormValues } from '../../lib/member-forms';
import { sessionStore } from '../../lib/storage';

export { SIGN_UP_FIELDS, asksKana, emptySignUpForm, signUpFormSchema, toSignUpRequest, type SignUpFormValues } from '../../lib/member-forms';

const DRAFT_KEY = 'yadori:chat:sign-up-draft';
const DraftSchema = z.object({
  email: z.string(),
  email_confirmation: z.string(),
  last_name: z.string(),
  first_name: z.string(),
  last_name_kana: z.string(),
  first_name_kana: z.string(),
  promotion_email_opt_in: z.boolean(),
  terms: z.boolean(),
});

/** Keeps what was typed for this tab, passwords left out (document 1 §4 saved browsing state). */
export function saveSignUpDraft(v: SignUpFormValues): void {
  const { password: _p, password_confirmation: _c, ...rest } = v;
  sessionStore.set(DRAFT_KEY, rest, LIMITS.savedBrowsingStateMs);
}

export function loadSignUpDraft(): SignUpFormValues {
  const draft = sessionStore.get(DRAFT_KEY, DraftSchema);
  return { ...emptySignUpForm(), ...draft, password: '', password_confirmation: '' };
}

export function clearSignUpDraft(): void {
  sessionStore.remove(DRAFT_KEY);
}

/** The address the result page speaks of, kept for the tab. */
const SENT_KEY = 'yadori:chat:sign-up-sent';
export function rememberSentTo(email: string): void {
  sessionStore.set(SENT_KEY, email, LIMITS.savedBrowsingStateMs * 6);
}
export function sentTo(): string | undefined {
  return sessionStore.get(SENT_KEY, z.string());
}

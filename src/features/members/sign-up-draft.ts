// What was typed into the sign-up form (never the passwords), kept for the tab, so an error, a
// step back or a look at the result page loses nothing; and the address the result page speaks of.
import * as z from 'zod/mini';
import { LIMITS } from '../../../contract';
import { emptySignUpForm, type SignUpFormValues } from '../../lib/member-forms';
import { sessionStore } from '../../lib/storage';

const DRAFT_KEY = 'yadori:members:sign-up-draft';
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

export function saveSignUpDraft(v: SignUpFormValues): void {
  const { password: _p, password_confirmation: _c, ...rest } = v;
  sessionStore.set(DRAFT_KEY, rest, LIMITS.savedBrowsingStateMs);
}

export function loadSignUpDraft(): SignUpFormValues {
  return { ...emptySignUpForm(), ...sessionStore.get(DRAFT_KEY, DraftSchema), password: '', password_confirmation: '' };
}

export function clearSignUpDraft(): void {
  sessionStore.remove(DRAFT_KEY);
}

const SENT_KEY = 'yadori:members:sign-up-sent';

export function rememberSentTo(email: string): void {
  // As long as the link is good for: a day.
  sessionStore.set(SENT_KEY, email, 24 * 60 * 60 * 1000);
}

export function sentTo(): string | undefined {
  return sessionStore.get(SENT_KEY, z.string());
}

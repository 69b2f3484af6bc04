// What was typed into a sign-up form (never the passwords), kept for the tab, so an error, a step
// back or a look at the result page loses nothing (document 1 §4 saved browsing state); and the
// address the result page speaks of. Each sign-up screen keeps its own under its own name.
import * as z from 'zod/mini';
import { LIMITS } from '../../contract';
import { emptySignUpForm, type SignUpFormValues } from './member-forms';
import { sessionStore } from './storage';

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

export interface SignUpDraft {
  save: (v: SignUpFormValues) => void;
  load: () => SignUpFormValues;
  clear: () => void;
  rememberSentTo: (email: string) => void;
  sentTo: () => string | undefined;
}

/** The draft and the sent-to address kept under `yadori:<area>:…`, the address for `sentForMs`. */
export function signUpDraft(area: string, sentForMs: number): SignUpDraft {
  const draftKey = `yadori:${area}:sign-up-draft`;
  const sentKey = `yadori:${area}:sign-up-sent`;
  return {
    save: (v) => {
      const { password: _p, password_confirmation: _c, ...rest } = v;
      sessionStore.set(draftKey, rest, LIMITS.savedBrowsingStateMs);
    },
    load: () => ({ ...emptySignUpForm(), ...sessionStore.get(draftKey, DraftSchema), password: '', password_confirmation: '' }),
    clear: () => sessionStore.remove(draftKey),
    rememberSentTo: (email) => sessionStore.set(sentKey, email, sentForMs),
    sentTo: () => sessionStore.get(sentKey, z.string()),
  };
}

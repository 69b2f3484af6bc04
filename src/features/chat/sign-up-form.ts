// The chat sign-up form: the member form rules of lib/member-forms (every message a key under
// chat.errors). What was typed (never the passwords) is kept as a draft for the tab, so an error
// or going back loses nothing.
import { LIMITS } from '../../../contract';
import { signUpDraft } from '../../lib/sign-up-draft';

export { SIGN_UP_FIELDS, asksKana, emptySignUpForm, signUpFormSchema, toSignUpRequest, type SignUpFormValues } from '../../lib/member-forms';

const draft = signUpDraft('chat', LIMITS.savedBrowsingStateMs * 6);

/** Keeps what was typed for this tab, passwords left out; gives it back; forgets it. The address
 * the result page speaks of is kept for the tab too. */
export const { save: saveSignUpDraft, load: loadSignUpDraft, clear: clearSignUpDraft, rememberSentTo, sentTo } = draft;

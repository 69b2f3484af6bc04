// The members sign-up form's draft (never the passwords) and the address the result page speaks
// of, kept for the tab (lib/sign-up-draft).
import { signUpDraft } from '../../lib/sign-up-draft';

// The address is kept as long as the link is good for: a day.
const draft = signUpDraft('members', 24 * 60 * 60 * 1000);

export const { save: saveSignUpDraft, load: loadSignUpDraft, clear: clearSignUpDraft, rememberSentTo, sentTo } = draft;

// The chat sign-up form's rules: the contract's SignUpRequestSchema (the server applies the same),
// extended with what only the form knows — the e-mail and the password typed twice, the password
// rules of document 1 §5 (contract passwordProblems), the name script for the language and the
// terms box. Every message is a key under chat.errors. What was typed (never the passwords) is
// kept as a draft for the tab, so an error or going back loses nothing.
import * as z from 'zod/mini';
import { KANA_RE, LIMITS, nameRuleFor, passwordProblems, type Language, type SignUpRequest } from '../../../contract';
import { sessionStore } from '../../lib/storage';

export interface SignUpFormValues {
  email: string;
  email_confirmation: string;
  last_name: string;
  first_name: string;
  last_name_kana: string;
  first_name_kana: string;
  password: string;
  password_confirmation: string;
  promotion_email_opt_in: boolean;
  terms: boolean;
}

export const SIGN_UP_FIELDS = [
  'email', 'email_confirmation', 'last_name', 'first_name', 'last_name_kana', 'first_name_kana', 'password', 'password_confirmation', 'terms',
] as const satisfies readonly (keyof SignUpFormValues)[];

export function emptySignUpForm(): SignUpFormValues {
  return {
    email: '', email_confirmation: '', last_name: '', first_name: '', last_name_kana: '', first_name_kana: '', password: '', password_confirmation: '',
    promotion_email_opt_in: false, terms: false,
  };
}

/** Kana readings are asked in Japanese only. */
export const asksKana = (locale: Language) => locale === 'ja';

const required = z.string().check(z.trim(), z.minLength(1, 'required'));

export function signUpFormSchema(locale: Language) {
  const nameRule = nameRuleFor(locale);
  // The contract's name limits (trimmed, 1 to 60), with the script the language allows.
  const name = z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(60, 'too_long'), z.regex(nameRule, 'name_script'));
  const kana = asksKana(locale)
    ? z.string().check(z.trim(), z.maxLength(60, 'too_long'), z.refine((v) => v === '' || KANA_RE.test(v), 'kana_only'))
    : z.string();
  return z
    .object({
      email: z.pipe(required, z.email('email_invalid').check(z.maxLength(254, 'too_long'))),
      email_confirmation: required,
      last_name: name,
      first_name: name,
      last_name_kana: kana,
      first_name_kana: kana,
      password: z.string().check(
        z.minLength(1, 'required'),
        z.maxLength(200, 'too_long'),
        z.refine((v) => passwordProblems(v).length === 0, 'password_rules'),
      ),
      password_confirmation: z.string().check(z.minLength(1, 'required')),
      promotion_email_opt_in: z.boolean(),
      terms: z.literal(true, 'terms_required'),
    })
    .check(
      z.refine((v) => v.email.trim().toLowerCase() === v.email_confirmation.trim().toLowerCase(), {
        message: 'email_mismatch',
        path: ['email_confirmation'],
        when: (p) => p.issues.every((i) => i.path?.[0] !== 'email' && i.path?.[0] !== 'email_confirmation'),
      }),
      z.refine((v) => v.password === v.password_confirmation, {
        message: 'password_mismatch',
        path: ['password_confirmation'],
        when: (p) => p.issues.every((i) => i.path?.[0] !== 'password_confirmation'),
      }),
    );
}

/** The request the form sends: the contract's shape, blank readings left out. */
export function toSignUpRequest(v: SignUpFormValues, locale: Language, redirectUrl: string): SignUpRequest {
  return {
    email: v.email.trim(),
    password: v.password,
    last_name: v.last_name.trim(),
    first_name: v.first_name.trim(),
    ...(asksKana(locale) && v.last_name_kana.trim() ? { last_name_kana: v.last_name_kana.trim() } : {}),
    ...(asksKana(locale) && v.first_name_kana.trim() ? { first_name_kana: v.first_name_kana.trim() } : {}),
    locale,
    promotion_email_opt_in: v.promotion_email_opt_in,
    redirect_url: redirectUrl,
  };
}

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

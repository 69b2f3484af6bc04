// The member forms' rules, shared by every sign-up and password screen: the contract's
// SignUpRequestSchema (the server applies the same), extended with what only a form knows — the
// e-mail and the password typed twice, the password rules of document 1 §5 (contract
// passwordProblems), the name script for the language and the terms box. Messages are keys the
// screens translate under their own namespace ("required", "password_mismatch", …).
import * as z from 'zod/mini';
import { KANA_RE, nameRuleFor, passwordProblems, type Language, type SignUpRequest } from '../../contract';
import { typedPasswordField } from './sign-in-form';

export { typedPasswordField };

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

/** The password rules of document 1 §5, in the order a form lists them. */
export const PASSWORD_RULES = ['password_too_short', 'password_needs_upper', 'password_needs_lower', 'password_needs_digit'] as const;

const required = z.string().check(z.trim(), z.minLength(1, 'required'));

/** A name in the script the language allows, trimmed, 1 to 60 characters. */
export function nameField(locale: Language) {
  return z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(60, 'too_long'), z.regex(nameRuleFor(locale), 'name_script'));
}

/** A kana reading (Japanese only; blank allowed). */
export function kanaField(locale: Language) {
  return asksKana(locale)
    ? z.string().check(z.trim(), z.maxLength(60, 'too_long'), z.refine((v) => v === '' || KANA_RE.test(v), 'kana_only'))
    : z.string();
}

export const emailField = z.pipe(required, z.email('email_invalid').check(z.maxLength(254, 'too_long')));

/** A new password: the rules of document 1 §5. */
export const newPasswordField = z.string().check(
  z.minLength(1, 'required'),
  z.maxLength(200, 'too_long'),
  z.refine((v) => passwordProblems(v).length === 0, 'password_rules'),
);


/** A new password and its confirmation (check them with passwordsMatch). */
export const newPasswordShape = { password: newPasswordField, password_confirmation: typedPasswordField };


/** Password and its confirmation must match; said on the confirmation field. */
export function passwordsMatch<T extends { password: string; password_confirmation: string }>() {
  return z.refine<T>((v) => v.password === v.password_confirmation, {
    message: 'password_mismatch',
    path: ['password_confirmation'],
    when: (p) => p.issues.every((i) => i.path?.[0] !== 'password_confirmation'),
  });
}

export function signUpFormSchema(locale: Language) {
  const name = nameField(locale);
  const kana = kanaField(locale);
  return z
    .object({
      email: emailField,
      email_confirmation: required,
      last_name: name,
      first_name: name,
      last_name_kana: kana,
      first_name_kana: kana,
      ...newPasswordShape,
      promotion_email_opt_in: z.boolean(),
      terms: z.literal(true, 'terms_required'),
    })
    .check(
      z.refine((v) => v.email.trim().toLowerCase() === v.email_confirmation.trim().toLowerCase(), {
        message: 'email_mismatch',
        path: ['email_confirmation'],
        when: (p) => p.issues.every((i) => i.path?.[0] !== 'email' && i.path?.[0] !== 'email_confirmation'),
      }),
      passwordsMatch(),
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

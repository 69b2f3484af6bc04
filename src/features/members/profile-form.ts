// The profile form: the member's details as strings for the inputs, the rules of the contract's
// MemberUpdateRequestSchema (names in the language's script, kana only, phone digits, postcode
// letters and digits, Taiwan receipt number of 8 digits) with the form's own message keys, and the
// request it sends (a blank optional field is cleared with null).
import * as z from 'zod/mini';
import { deviceToday } from '../../../contract/dates';
import {
  GENDERS,
  IsoDateSchema,
  PHONE_RE,
  POSTCODE_RE,
  TW_RECEIPT_ID_RE,
  nameRuleFor,
  type Language,
  type MemberUpdateRequest,
  type User,
} from '../../../contract';
import { asksKana, kanaField, nameField } from '../../lib/member-forms';
import { asksLocalScriptName } from '../../lib/member-name';
import type { Snap } from './visibility';

export interface ProfileValues {
  last_name: string;
  first_name: string;
  last_name_kanji: string;
  first_name_kanji: string;
  last_name_kana: string;
  first_name_kana: string;
  dob: string;
  gender: string;
  nationality: string;
  occupation: string;
  phone: string;
  postal_code: string;
  prefecture_or_state: string;
  street_address: string;
  building_name_and_number: string;
  receipt_title: string;
  receipt_unicode: string;
  promotion_email_opt_in: boolean;
}

export type ProfileField = Exclude<keyof ProfileValues, 'promotion_email_opt_in'>;

/** The fields, in the order they show, for the member's language. */
export function profileFields(locale: Language): ProfileField[] {
  const fields: ProfileField[] = ['last_name', 'first_name'];
  if (asksLocalScriptName(locale)) fields.push('last_name_kanji', 'first_name_kanji');
  if (asksKana(locale)) fields.push('last_name_kana', 'first_name_kana');
  fields.push('dob', 'gender', 'nationality', 'occupation', 'phone', 'postal_code', 'prefecture_or_state', 'street_address', 'building_name_and_number', 'receipt_title');
  // The Taiwan receipt number (統一編號) is asked in Traditional Chinese only.
  if (locale === 'zh_Hant') fields.push('receipt_unicode');
  return fields;
}

export function profileValues(user: Snap<User>): ProfileValues {
  const p = user.profile;
  return {
    last_name: user.last_name,
    first_name: user.first_name,
    last_name_kanji: p?.last_name_kanji ?? '',
    first_name_kanji: p?.first_name_kanji ?? '',
    last_name_kana: user.last_name_kana ?? '',
    first_name_kana: user.first_name_kana ?? '',
    dob: p?.dob ?? '',
    gender: p?.gender ?? '',
    nationality: p?.nationality ?? '',
    occupation: p?.occupation ?? '',
    phone: p?.phone ?? '',
    postal_code: p?.postal_code ?? '',
    prefecture_or_state: p?.prefecture_or_state ?? '',
    street_address: p?.street_address ?? '',
    building_name_and_number: p?.building_name_and_number ?? '',
    receipt_title: p?.receipt_title ?? '',
    receipt_unicode: p?.receipt_unicode ?? '',
    promotion_email_opt_in: p?.promotion_email_opt_in ?? false,
  };
}

/** Separators people type in numbers ("090-1234-5678", "104-0061") are not part of them. */
export const normalizePhone = (v: string) => v.replace(/[\s\-().]/g, '');
export const normalizePostcode = (v: string) => v.replace(/[\s\-]/g, '');

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, 'too_long'));
const blankOr = (re: RegExp, key: string, max = 60) => z.string().check(z.trim(), z.maxLength(max, 'too_long'), z.refine((v) => v === '' || re.test(v.trim()), key));

export function profileSchema(locale: Language) {
  const localScript = z.string().check(z.trim(), z.maxLength(60, 'too_long'), z.refine((v) => v.trim() === '' || nameRuleFor(locale).test(v.trim()), 'name_script'));
  return z.object({
    last_name: nameField(locale),
    first_name: nameField(locale),
    last_name_kanji: localScript,
    first_name_kanji: localScript,
    last_name_kana: kanaField(locale),
    first_name_kana: kanaField(locale),
    dob: z.string().check(z.refine((v) => v === '' || (IsoDateSchema.safeParse(v).success && v <= deviceToday() && v >= '1900-01-01'), 'dob_invalid')),
    gender: z.string().check(z.refine((v) => v === '' || (GENDERS as readonly string[]).includes(v), 'required')),
    nationality: blankOr(/^[A-Z]{2}$/, 'country_code', 2),
    occupation: text(60),
    phone: z.string().check(z.maxLength(30, 'too_long'), z.refine((v) => v.trim() === '' || PHONE_RE.test(normalizePhone(v)), 'phone_digits')),
    postal_code: z.string().check(z.maxLength(16, 'too_long'), z.refine((v) => v.trim() === '' || POSTCODE_RE.test(normalizePostcode(v)), 'postcode_format')),
    prefecture_or_state: text(60),
    street_address: text(200),
    building_name_and_number: text(200),
    receipt_title: text(100),
    receipt_unicode: blankOr(TW_RECEIPT_ID_RE, 'tw_receipt_id', 8),
    promotion_email_opt_in: z.boolean(),
  });
}

/** The update request: the fields this language shows, blanks as null (cleared). */
export function toUpdateRequest(v: ProfileValues, locale: Language): MemberUpdateRequest {
  const shown = new Set<string>(profileFields(locale));
  const opt = (f: ProfileField) => (v[f].trim() === '' ? null : v[f].trim());
  const body: MemberUpdateRequest = {
    last_name: v.last_name.trim(),
    first_name: v.first_name.trim(),
    promotion_email_opt_in: v.promotion_email_opt_in,
  };
  const put = <K extends keyof MemberUpdateRequest>(k: K, value: MemberUpdateRequest[K]) => {
    if (shown.has(k)) body[k] = value;
  };
  put('last_name_kanji', opt('last_name_kanji'));
  put('first_name_kanji', opt('first_name_kanji'));
  put('last_name_kana', opt('last_name_kana'));
  put('first_name_kana', opt('first_name_kana'));
  put('dob', opt('dob'));
  put('gender', opt('gender') as MemberUpdateRequest['gender']);
  put('nationality', opt('nationality'));
  put('occupation', opt('occupation'));
  put('phone', v.phone.trim() === '' ? null : normalizePhone(v.phone));
  put('postal_code', v.postal_code.trim() === '' ? null : normalizePostcode(v.postal_code));
  put('prefecture_or_state', opt('prefecture_or_state'));
  put('street_address', opt('street_address'));
  put('building_name_and_number', opt('building_name_and_number'));
  put('receipt_title', opt('receipt_title'));
  put('receipt_unicode', opt('receipt_unicode'));
  return body;
}

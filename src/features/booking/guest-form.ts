// The guest-detail form's rules: the contract's GuestSchema (the server applies the same), extended
// with what only the form knows — the e-mail typed twice, the terms box, the script names may be
// written in for the guest's language, kana readings and the address when the hotel asks for
// them, the Taiwan receipt id in Traditional Chinese. Every message is a key under booking.errors.
import * as z from 'zod/mini';
import { GuestSchema, PaymentMethodSchema, nameRuleFor, type Guest, type Language, type PaymentMethod, type User } from '../../../contract';
import { familyNameFirst } from '../../../contract/rules/names';

export interface GuestFormValues {
  first_name: string;
  last_name: string;
  first_name_kana: string;
  last_name_kana: string;
  email: string;
  email_confirmation: string;
  phone: string;
  postal_code: string;
  prefecture_or_state: string;
  street_address: string;
  building_name_and_number: string;
  tw_receipt_id: string;
  notes: string;
  payment_type: string;
  terms: boolean;
}

export const GUEST_FORM_FIELDS = [
  'last_name', 'first_name', 'last_name_kana', 'first_name_kana', 'email', 'email_confirmation', 'phone', 'postal_code', 'prefecture_or_state',
  'street_address', 'building_name_and_number', 'tw_receipt_id', 'notes', 'payment_type', 'terms',
] as const satisfies readonly (keyof GuestFormValues)[];
export type GuestFormField = (typeof GUEST_FORM_FIELDS)[number];

export function emptyGuestForm(): GuestFormValues {
  return {
    first_name: '', last_name: '', first_name_kana: '', last_name_kana: '', email: '', email_confirmation: '', phone: '', postal_code: '',
    prefecture_or_state: '', street_address: '', building_name_and_number: '', tw_receipt_id: '', notes: '', payment_type: '', terms: false,
  };
}

export interface FormRules {
  locale: Language;
  /** The hotel asks for kana readings (Japanese guests). */
  kanaRequired: boolean;
  addressRequired: boolean;
  englishNamesOnly: boolean;
}

/** What the form shows: kana in Japanese when asked, the receipt id in Traditional Chinese. */
export function visibleFields(rules: FormRules) {
  return { kana: rules.kanaRequired && rules.locale === 'ja', address: rules.addressRequired, twReceipt: rules.locale === 'zh_Hant' };
}

const required = z.string().check(z.trim(), z.minLength(1, 'required'));
/** A blank optional field is absent, not an empty string the contract's pattern would refuse. */
const blank = (s: z.ZodMiniType) => z.pipe(z.transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)), z.optional(s));

/**
 * What a signed-in member's account already says, for the guest form: the name in the script the
 * form asks for (the locale's own script when the member gave one), e-mail twice, phone, and the
 * kana and address when the form asks for them. Only values the form would take: one it would
 * refuse (a name in another script, say) is left for the guest to type.
 */
export function memberPrefill(user: User | null, rules: FormRules): Partial<GuestFormValues> {
  if (!user || user.id <= 0) return {};
  const p = user.profile;
  const shown = visibleFields(rules);
  const ownScript = !rules.englishNamesOnly && familyNameFirst(rules.locale) && p?.first_name_kanji && p.last_name_kanji;
  const candidate: Partial<GuestFormValues> = {
    first_name: ownScript ? p.first_name_kanji! : user.first_name,
    last_name: ownScript ? p.last_name_kanji! : user.last_name,
    email: user.email,
    email_confirmation: user.email,
    phone: p?.phone ?? '',
    ...(shown.kana ? { first_name_kana: user.first_name_kana ?? '', last_name_kana: user.last_name_kana ?? '' } : {}),
    ...(shown.address
      ? {
          // The form takes letters and digits only (104-0061 is typed 1040061).
          postal_code: (p?.postal_code ?? '').replace(/[\s-]/g, ''),
          prefecture_or_state: p?.prefecture_or_state ?? '',
          street_address: p?.street_address ?? '',
          building_name_and_number: p?.building_name_and_number ?? '',
        }
      : {}),
  };
  const check = guestFormSchema(rules).safeParse({ ...emptyGuestForm(), ...candidate });
  const refused = new Set(check.success ? [] : check.error.issues.map((i) => String(i.path[0])));
  return Object.fromEntries(Object.entries(candidate).filter(([k, v]) => typeof v === 'string' && v.trim() !== '' && !refused.has(k))) as Partial<GuestFormValues>;
}

export function guestFormSchema(rules: FormRules) {
  const nameRule = rules.englishNamesOnly ? nameRuleFor('en') : nameRuleFor(rules.locale);
  const shown = visibleFields(rules);
  const g = GuestSchema.shape;
  const name = (s: typeof g.first_name) => s.check(z.regex(nameRule, 'name_script'));
  return z
    .object({
      first_name: name(g.first_name),
      last_name: name(g.last_name),
      first_name_kana: shown.kana ? z.pipe(required, g.first_name_kana._zod.def.innerType) : blank(g.first_name_kana),
      last_name_kana: shown.kana ? z.pipe(required, g.last_name_kana._zod.def.innerType) : blank(g.last_name_kana),
      email: z.pipe(required, g.email),
      email_confirmation: required,
      phone: z.pipe(z.pipe(required, z.transform((v) => v.replace(/[\s-]/g, ''))), g.phone),
      postal_code: shown.address ? z.pipe(required, g.postal_code._zod.def.innerType) : blank(g.postal_code),
      prefecture_or_state: blank(g.prefecture_or_state),
      street_address: shown.address ? z.pipe(required, g.street_address._zod.def.innerType) : blank(g.street_address),
      building_name_and_number: blank(g.building_name_and_number),
      tw_receipt_id: shown.twReceipt ? blank(g.tw_receipt_id) : z.pipe(z.transform(() => undefined), z.optional(z.undefined())),
      notes: blank(z.string().check(z.maxLength(1000, 'too_long'))),
      // A choice, not a text: its own words ("choose how to pay"), not "fill this in".
      payment_type: z.pipe(z.string().check(z.minLength(1, 'payment_required')), PaymentMethodSchema),
      terms: z.literal(true, 'terms_required'),
    })
    .check(
      z.refine((v) => v.email.trim().toLowerCase() === v.email_confirmation.trim().toLowerCase(), { message: 'email_mismatch', path: ['email_confirmation'], when: (p) => {
        const v = p.value as Partial<GuestFormValues> | undefined;
        return typeof v?.email === 'string' && typeof v.email_confirmation === 'string' && v.email_confirmation.trim() !== '';
      } }),
    );
}

export interface GuestFormOutput {
  guest: Guest;
  notes: string | undefined;
  payment_type: PaymentMethod;
}

/** The checked form as the reservation body's parts. */
export function guestFromForm(values: GuestFormValues, rules: FormRules): GuestFormOutput {
  const out = guestFormSchema(rules).parse(values) as Record<string, unknown>;
  const { email_confirmation: _c, terms: _t, notes, payment_type, ...guest } = out;
  const clean = Object.fromEntries(Object.entries(guest).filter(([, v]) => v !== undefined));
  return { guest: GuestSchema.parse(clean), notes: notes as string | undefined, payment_type: payment_type as PaymentMethod };
}

/** A server field ("guest.first_name") as the form field it belongs to, when it is one. */
export function formFieldOf(serverField: string | undefined): GuestFormField | null {
  if (!serverField) return null;
  const name = serverField.replace(/^guest\./, '');
  if (name === 'terms_accepted') return 'terms';
  return (GUEST_FORM_FIELDS as readonly string[]).includes(name) ? (name as GuestFormField) : null;
}

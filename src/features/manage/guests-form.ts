// The guest-details form (document 1 §3 "rooms (guest names with kana)", §5 names): the booking
// guest's names in the script the reservation's language allows, kana readings, e-mail and phone;
// and, per room, who stays there — both names or none (the booking guest then). Messages are
// keys under manage.guests.errors.
import * as z from 'zod/mini';
import { GuestSchema, KANA_RE, PHONE_RE, nameRuleFor, type Guest, type GuestsRequest, type Language, type Reservation } from '../../../contract';

export interface RoomGuestValues {
  id: number;
  last_name: string;
  first_name: string;
}

export interface GuestsValues {
  last_name: string;
  first_name: string;
  last_name_kana: string;
  first_name_kana: string;
  email: string;
  phone: string;
  rooms: RoomGuestValues[];
}

export interface GuestsRules {
  /** The reservation's language: the script its names are written in. */
  locale: Language;
  englishNamesOnly: boolean;
  /** Kana readings asked (Japanese reservations of a hotel that wants them). */
  kanaRequired: boolean;
}

export function guestsValuesOf(r: Reservation): GuestsValues {
  const g = r.guest;
  return {
    last_name: g.last_name,
    first_name: g.first_name,
    last_name_kana: g.last_name_kana ?? '',
    first_name_kana: g.first_name_kana ?? '',
    email: g.email,
    phone: g.phone,
    rooms: r.rooms.filter((room) => room.status === 'active').map((room) => ({ id: room.id, last_name: room.guest?.last_name ?? '', first_name: room.guest?.first_name ?? '' })),
  };
}

export function showsKana(rules: GuestsRules, values: Pick<GuestsValues, 'last_name_kana' | 'first_name_kana'>): boolean {
  return rules.kanaRequired || (rules.locale === 'ja' && !rules.englishNamesOnly) || !!values.last_name_kana || !!values.first_name_kana;
}

export function guestsFormSchema(rules: GuestsRules) {
  const script = rules.englishNamesOnly ? nameRuleFor('en') : nameRuleFor(rules.locale);
  const name = z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(60, 'too_long'), z.regex(script, 'name_script'));
  const kana = z.string().check(z.trim(), z.maxLength(60, 'too_long'), z.refine((v) => v === '' || KANA_RE.test(v), 'kana_only'), ...(rules.kanaRequired ? [z.minLength(1, 'required')] : []));
  const optionalName = z.string().check(z.trim(), z.maxLength(60, 'too_long'), z.refine((v) => v === '' || script.test(v), 'name_script'));
  return z.object({
    last_name: name,
    first_name: name,
    last_name_kana: kana,
    first_name_kana: kana,
    email: z.pipe(z.string().check(z.trim(), z.minLength(1, 'required')), z.email('email_invalid').check(z.maxLength(254, 'too_long'))),
    phone: z.string().check(z.trim(), z.minLength(1, 'required'), z.refine((v) => PHONE_RE.test(v.replace(/[\s-]/g, '')), 'phone_digits')),
    rooms: z.array(
      z
        .object({ id: z.number(), last_name: optionalName, first_name: optionalName })
        .check(z.refine((v) => (v.last_name.trim() === '') === (v.first_name.trim() === ''), { message: 'both_names', path: ['first_name'] })),
    ),
  });
}

/** The request: the whole guest (unchanged fields kept) and each room's guest or none. */
export function guestsRequest(values: GuestsValues, original: Guest): GuestsRequest {
  const trimmed = (s: string) => s.trim();
  const guest: Guest = GuestSchema.parse({
    ...original,
    last_name: trimmed(values.last_name),
    first_name: trimmed(values.first_name),
    last_name_kana: trimmed(values.last_name_kana) || undefined,
    first_name_kana: trimmed(values.first_name_kana) || undefined,
    email: trimmed(values.email),
    phone: values.phone.replace(/[\s-]/g, ''),
  });
  return {
    guest,
    rooms: values.rooms.map((room) => ({
      id: room.id,
      guest: room.last_name.trim() && room.first_name.trim() ? { last_name: room.last_name.trim(), first_name: room.first_name.trim() } : null,
    })),
  };
}

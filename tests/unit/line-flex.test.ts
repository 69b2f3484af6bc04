// The LINE messages sent after a booking inside LINE: the confirmation for the chat states what the
// confirmation page states (dates, room and plan, guests, number, the total with its currency by
// the page's own formatter), in the guest's language, and carries nothing secret; the hotel shared
// with friends carries nothing of the booking.
import { describe, expect, it } from 'vitest';
import { LANGUAGES, ReservationCreatedAnswerSchema, type Language, type PriceObject, type Reservation } from '../../contract';
import { formatIsoDate } from '../../contract/dates';
import created from '../fixtures/reservation-created-demo-tokyo.json';
import { confirmationMessage, hotelShareMessage, type ConfirmationInput, type Words } from '../../src/features/line/line-flex';
import { breakdownOf } from '../../src/features/booking/booking-rules';
import { htmlLang } from '../../src/lib/i18n/resolve';
import { formatMoney } from '../../src/lib/money';
import en from '../../src/locales/en.json';
import ja from '../../src/locales/ja.json';
import ko from '../../src/locales/ko.json';
import zhHans from '../../src/locales/zh_Hans.json';
import zhHant from '../../src/locales/zh_Hant.json';
import id from '../../src/locales/id.json';
import th from '../../src/locales/th.json';
import ar from '../../src/locales/ar.json';

const LOCALES: Record<Language, unknown> = { en, ja, ko, zh_Hans: zhHans, zh_Hant: zhHant, id, th, ar };

/** The widget's words of one language, placeholders filled in; a missing key fails the test. */
function wordsOf(lang: Language): Words {
  return (key, params = {}) => {
    const value = key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], LOCALES[lang]);
    if (typeof value !== 'string') throw new Error(`${lang}: no text for ${key}`);
    return value.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(params[name]));
  };
}

const booked: Reservation = ReservationCreatedAnswerSchema.parse(created).data.reservation;
const secrets = ['bypass_token', 'access_token', 'token=', '/reservation/manage', booked.guest.email, booked.guest.phone];
const HOTEL_URL = 'https://widget.example.test/?code=demo-tokyo';

function input(over: Partial<ConfirmationInput> = {}, reservation: Partial<Reservation> = {}): ConfirmationInput {
  const r = { ...booked, ...reservation };
  return { reservation: r, hotelName: 'Yadori Tokyo', price: breakdownOf(r.price, 0), hotelUrl: HOTEL_URL, locale: 'en', ...over };
}

/** Every text the message shows, in order. */
function texts(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    return [...(o.type === 'text' && typeof o.text === 'string' ? [o.text] : []), ...Object.entries(o).filter(([k]) => k !== 'text').flatMap(([, v]) => texts(v))];
  }
  return [];
}

/** The label -> value rows of the message's body. */
function rows(message: ReturnType<typeof confirmationMessage>): [string, string][] {
  const body = (message.contents as { body: { contents: { type: string; layout?: string; contents?: { text: string }[] }[] } }).body.contents;
  return body.filter((c) => c.type === 'box' && c.layout === 'horizontal').map((c) => [c.contents![0]!.text, c.contents![1]!.text]);
}

describe('the confirmation for the chat', () => {
  it('states the stay, the guests, the number and the total as the page does, in English', () => {
    const message = confirmationMessage(input(), wordsOf('en'));
    expect(message.type).toBe('flex');
    expect(rows(message)).toEqual([
      ['Check-in', formatIsoDate('2026-12-10', 'en', 'long')],
      ['Check-out', formatIsoDate('2026-12-12', 'en', 'long')],
      ['Room', 'Moderate Double · Room only'],
      ['Guests', 'Adults: 2 · Children: 0'],
      ['Reservation number', booked.reservation_number],
      ['Total', '¥39,820'],
    ]);
    // The page's total is the formatter's, from the same price.
    expect(formatMoney(breakdownOf(booked.price, 0).total, 'JPY', 'en')).toBe('¥39,820');
    expect(texts(message.contents)).toContain('Yadori Tokyo');
    expect(texts(message.contents)).toContain('Booking confirmed');
    expect(message.altText).toBe(`Booking confirmed: Yadori Tokyo, check-in ${formatIsoDate('2026-12-10', 'en', 'long')}, reservation ${booked.reservation_number}`);
    expect((message.contents as { direction?: string }).direction).toBe('ltr');
  });

  it('links to the hotel only, and carries no token, management link, e-mail or phone', () => {
    const message = confirmationMessage(input(), wordsOf('en'));
    const json = JSON.stringify(message);
    for (const secret of secrets) expect(json).not.toContain(secret);
    const uris = [...json.matchAll(/"uri":"([^"]+)"/g)].map((m) => m[1]);
    expect(uris).toEqual([HOTEL_URL]);
  });

  it('shows a converted total in its currency and what the hotel charges in its own, worded by payment', () => {
    const price: PriceObject = { ...booked.price, mcp_currency: 'USD', mcp: { total_price: 26547 } as PriceObject['mcp'] };
    const byCard = confirmationMessage(input({ price: breakdownOf(price, 0) }, { payment_type: 'credit_card', price }), wordsOf('en'));
    expect(rows(byCard).at(-1)).toEqual(['Total', '$265.47']);
    expect(texts(byCard.contents)).toContain("Charged as ¥39,820 in the hotel's currency.");
    const onSite = confirmationMessage(input({ price: breakdownOf(price, 0) }, { payment_type: 'on_site', price }), wordsOf('en'));
    expect(texts(onSite.contents)).toContain("You pay ¥39,820 at the hotel's rate.");
    // Not converted: no second amount.
    expect(texts(confirmationMessage(input(), wordsOf('en')).contents).filter((t) => t.includes('¥'))).toEqual(['¥39,820']);
  });

  it('keeps the currency digits of the formatter (three for KWD, none for KRW)', () => {
    const kwd = { currency: 'KWD' as const, total: 12345, converted: false, hotelCurrency: 'KWD' as const, hotelTotal: 12345 };
    expect(rows(confirmationMessage(input({ price: kwd }), wordsOf('en'))).at(-1)).toEqual(['Total', 'KWD 12.345']);
    const krw = { currency: 'KRW' as const, total: 260000, converted: false, hotelCurrency: 'KRW' as const, hotelTotal: 260000 };
    expect(rows(confirmationMessage(input({ price: krw, locale: 'ko' }), wordsOf('ko'))).at(-1)![1]).toBe(formatMoney(260000, 'KRW', 'ko'));
  });

  it('names each room of a booking of several, and a day use instead of a check-out', () => {
    const second = { ...booked.rooms[0]!, id: 2, room_type_name: 'Superior Twin', room_plan_name: 'Breakfast', adults: 1, children: 1 };
    const message = confirmationMessage(input({}, { rooms: [booked.rooms[0]!, second], is_day_use: true }), wordsOf('en'));
    expect(rows(message)).toEqual(
      expect.arrayContaining([
        ['Check-out', 'Day use (no overnight stay)'],
        ['Room 1', 'Moderate Double · Room only'],
        ['Room 2', 'Superior Twin · Breakfast'],
        ['Guests', 'Adults: 1 · Children: 1'],
      ]),
    );
  });

  it.each(LANGUAGES.map((l) => [l]))('is worded in %s, with dates in that language and no key or placeholder left', (lang) => {
    const message = confirmationMessage(input({ locale: lang }), wordsOf(lang));
    const all = [message.altText, ...texts(message.contents)];
    for (const t of all) {
      expect(t).not.toMatch(/{{|line_share\./);
      expect(t.length).toBeGreaterThan(0);
    }
    expect(message.altText).toContain(formatIsoDate('2026-12-10', htmlLang(lang), 'long'));
    expect(message.altText).toContain(booked.reservation_number);
    expect(rows(message).at(-1)![1]).toBe(formatMoney(39820, 'JPY', lang));
    if (lang !== 'en') expect(message.altText).not.toBe(confirmationMessage(input(), wordsOf('en')).altText);
    expect((message.contents as { direction?: string }).direction).toBe(lang === 'ar' ? 'rtl' : 'ltr');
  });

  it('says it in Japanese as the Japanese page does', () => {
    const message = confirmationMessage(input({ locale: 'ja' }), wordsOf('ja'));
    expect(texts(message.contents)).toContain('ご予約が確定しました');
    expect(rows(message)[0]![0]).toBe(ja.booking.summary.checkin);
    expect(rows(message).at(-1)).toEqual([ja.booking.price.total, '¥39,820']);
  });

  it('keeps the alternative text and the button label within LINE\'s limits', () => {
    const message = confirmationMessage(input({ hotelName: 'H'.repeat(600) }), wordsOf('en'));
    expect(message.altText.length).toBeLessThanOrEqual(400);
    const labels = [...JSON.stringify(message).matchAll(/"label":"([^"]+)"/g)].map((m) => m[1]!);
    for (const label of labels) expect(label.length).toBeLessThanOrEqual(40);
  });
});

describe('the hotel shared with friends', () => {
  it('names the hotel and links to it, and says nothing of the booking', () => {
    for (const lang of LANGUAGES) {
      const message = hotelShareMessage({ hotelName: 'Yadori Tokyo', hotelUrl: HOTEL_URL, locale: lang }, wordsOf(lang));
      const json = JSON.stringify(message);
      expect(message.altText).toContain('Yadori Tokyo');
      expect(json).toContain(HOTEL_URL);
      for (const secret of [...secrets, booked.reservation_number]) expect(json).not.toContain(secret);
      expect(json).not.toMatch(/{{|line_share\./);
    }
  });
});

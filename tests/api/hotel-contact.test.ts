// The hotel's contact in init settings (hotel.phone, hotel.email, beside the address), and a
// Japanese hotel run as Japanese hotels run it: names in kana, the guest's address, and a
// qualified-invoice registration number for its receipts.
import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BrandHotelsAnswerSchema, INVOICE_REGISTRATION_NUMBER_RE, InitSettingsAnswerSchema } from '../../contract';
import { addDays, todayIn } from '../../contract/dates';
import { DEMO, firstError, testClient } from './helpers';

let app: FastifyInstance;
let cs: string;
beforeEach(async () => {
  ({ app, cs } = await testClient());
});

async function init(code: string) {
  const res = await app.inject({ url: `/hotels/${code}/settings/init`, headers: { 'x-client-session': cs } });
  expect(res.statusCode, res.body).toBe(200);
  return InitSettingsAnswerSchema.parse(res.json()).data.booking_widget_setting_attributes;
}

describe("the hotel's contact", () => {
  it('every demo hotel gives its phone and e-mail in init settings, beside its address', async () => {
    for (const code of DEMO.hotelCodes) {
      const { hotel } = await init(code);
      expect(hotel.phone, code).toMatch(/^\+\d[\d-]+$/);
      expect(hotel.email, code).toMatch(/@demo\.yadori\.test$/);
      expect(hotel.address.full_address, code).not.toBe('');
    }
  });
});

describe('a Japanese hotel as Japanese hotels run it (demo-sapporo)', () => {
  it('asks names in kana and the guest address, and has a qualified-invoice registration number', async () => {
    const s = await init('demo-sapporo');
    expect(s.kanji_name_required).toBe(true);
    expect(s.customer_address_required).toBe(true);
    expect(s.hotel.invoice_registration_number).toMatch(INVOICE_REGISTRATION_NUMBER_RE);
    expect(s.hotel.invoice_registration_number).toMatch(/^T\d{13}$/);
    // The other demo hotels keep the short form.
    const tokyo = await init('demo-tokyo');
    expect([tokyo.kanji_name_required, tokyo.customer_address_required, tokyo.hotel.invoice_registration_number]).toEqual([false, false, null]);
  });

  it('refuses a Japanese booking without kana, and any booking without the address', async () => {
    const checkin = addDays(todayIn('Asia/Tokyo'), 30);
    const base = {
      checkin_date: checkin,
      checkout_date: addDays(checkin, 1),
      rooms: [{ room_plan_code: 'x', adults: 2 }],
      payment_type: 'on_site',
      expected_total_price: 1,
      terms_accepted: true,
    };
    const book = (guest: Record<string, string>, locale: string) =>
      app.inject({ method: 'POST', url: '/hotels/demo-sapporo/reservations', headers: { 'x-client-session': cs }, payload: { ...base, locale, guest: { email: 'kana@example.com', phone: '0312345678', ...guest } } });
    const noKana = await book({ first_name: '花子', last_name: '山田', postal_code: '0600042', street_address: '中央区大通西4-1' }, 'ja');
    expect(noKana.statusCode, noKana.body).toBe(400);
    expect(firstError(noKana.json()).field).toBe('guest.first_name_kana');
    const noAddress = await book({ first_name: 'Hanako', last_name: 'Yamada' }, 'en');
    expect(noAddress.statusCode, noAddress.body).toBe(400);
    expect(firstError(noAddress.json()).field).toBe('guest.postal_code');
  });
});

describe("the brand's hotels (facilities)", () => {
  it('carry each hotel’s address as written in each language, so English pages show the English one', async () => {
    const res = await app.inject({ url: `/hotel_brands/${DEMO.brandCode}/hotels`, headers: { 'x-client-session': cs } });
    expect(res.statusCode, res.body).toBe(200);
    const { hotelAddressIn, formatAddress } = await import('../../contract/rules/hotel-text');
    const hotels = BrandHotelsAnswerSchema.parse(res.json()).data;
    const tokyo = hotels.find((h) => h.code === 'demo-tokyo')!;
    expect(tokyo.translations.en?.address?.full_address).toBe('7-18-2 Ginza, Chuo-ku, Tokyo');
    expect(formatAddress(hotelAddressIn(tokyo, 'en'), 'en')).toBe('7-18-2 Ginza, Chuo-ku, Tokyo, 104-0061, Japan');
  });
});

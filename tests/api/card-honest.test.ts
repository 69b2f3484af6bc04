// The card form as a guest meets it: no expiry chosen until the guest chooses one, a security code
// of the brand's length (American Express 4 digits, the others 3) refused at once, and the 3-D
// Secure page's amount written as money in the guest's language.
import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ReservationCreatedAnswerSchema, RoomSearchAnswerSchema, type ReservationRequestInput } from '../../contract';
import { addDays, todayIn } from '../../contract/dates';
import { requiredAnswers, testClient } from './helpers';

let app: FastifyInstance;
let cs: string;
const checkin = addDays(todayIn('Asia/Tokyo'), 40);
const WIDGET = 'http://localhost:8080';
const nextYear = new Date().getUTCFullYear() + 1;

beforeEach(async () => {
  ({ app, cs } = await testClient());
});

function vault(number: string, cvc: string, exp = { exp_month: 12, exp_year: nextYear }, locale = 'en') {
  return app.inject({ method: 'POST', url: `/payments/sandbox/tokens?locale=${locale}`, payload: { holder: 'HANAKO YAMADA', number, cvc, ...exp } });
}

describe('the card form', () => {
  it('starts with no expiry chosen, and carries the words for a wrong code or expiry', async () => {
    const page = (await app.inject({ url: `/payments/sandbox/card-form?${new URLSearchParams({ origin: WIDGET, locale: 'en' })}` })).body;
    expect(page).toMatch(/<select id="exp_month"[^>]*required><option value="" selected>/);
    expect(page).toMatch(/<select id="exp_year"[^>]*required><option value="" selected>/);
    expect(page).toContain('data-cvc-amex="American Express cards have a 4-digit security code.');
    expect(page).toContain('data-expiry-missing="');
    const js = (await app.inject({ url: '/payments/sandbox/card-form.js' })).body;
    expect(js).toContain("cvc.addEventListener('input'");
    expect(js).toContain("cvc.addEventListener('blur'");
  });

  it('refuses a 3-digit American Express code and a 4-digit Visa code, in the guest’s language', async () => {
    const amex3 = await vault('378282246310005', '123');
    expect(amex3.statusCode).toBe(400);
    expect(amex3.body).toContain('4-digit');
    const visa4 = await vault('4242424242424242', '1234', undefined, 'ja');
    expect(visa4.statusCode).toBe(400);
    expect(visa4.body).toContain('3桁');
    expect((await vault('378282246310005', '1234')).statusCode).toBe(201);
    expect((await vault('4242424242424242', '123')).statusCode).toBe(201);
  });

  it('refuses an expiry that has passed', async () => {
    const res = await vault('4242424242424242', '123', { exp_month: 1, exp_year: new Date().getUTCFullYear() - 1 });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('expired');
  });
});

describe('the 3-D Secure page', () => {
  it('shows the amount as money in the guest’s language, not "JPY 25060"', async () => {
    const code = 'moderate-double-room-only';
    const rooms = encodeURIComponent(JSON.stringify([{ checkin_date: checkin, checkout_date: addDays(checkin, 2), adults: 2 }]));
    const found = await app.inject({ url: `/hotels/demo-tokyo/rooms?rooms=${rooms}&room_plan_codes=${code}&is_including_occupied=true`, headers: { 'x-client-session': cs } });
    const total = RoomSearchAnswerSchema.parse(found.json()).data.rooms[0]!.room_plan[0]!.price.total_price;
    const token = (await vault('4000000000003220', '123')).json() as { data: { token: string } };
    const body: ReservationRequestInput = {
      checkin_date: checkin,
      checkout_date: addDays(checkin, 2),
      rooms: [{ room_plan_code: code, adults: 2 }],
      guest: { first_name: 'Hanako', last_name: 'Yamada', email: 'card@example.com', phone: '0312345678' },
      payment_type: 'credit_card',
      locale: 'en',
      expected_total_price: total,
      card: { token: token.data.token, brand: 'visa' },
      answers: await requiredAnswers(app, cs, 'demo-tokyo', checkin),
      terms_accepted: true,
    };
    const res = await app.inject({ method: 'POST', url: '/hotels/demo-tokyo/reservations', headers: { 'x-client-session': cs }, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    const url = ReservationCreatedAnswerSchema.parse(res.json()).data.three_d_secure_url!;
    const page = (await app.inject({ url: new URL(url).pathname })).body;
    const formatted = new Intl.NumberFormat('en', { style: 'currency', currency: 'JPY' }).format(total);
    expect(page).toContain(formatted);
    expect(page).not.toContain(`JPY ${total}`);
  });
});

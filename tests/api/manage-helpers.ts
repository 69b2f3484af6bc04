// Bookings to manage: on site or by card, one room or several, and the calls of the manage API.
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ReservationCreatedAnswerSchema, RoomSearchAnswerSchema, type ReservationRequestInput } from '../../contract';
import type { Db } from '../../server/db/db';
import { addDays } from '../../contract/dates';
import { requiredAnswers } from './helpers';

export const EMAIL = 'keeper@example.com';
export const ROOM_ONLY = 'moderate-double-room-only';
export const NON_REFUNDABLE = 'moderate-double-advance-nr';

export interface Booking {
  checkin: string;
  nights?: number;
  plans?: string[];
  adults?: number;
  payment?: 'on_site' | 'credit_card';
  mcp_currency?: 'USD';
  headers?: Record<string, string>;
  extras?: ReservationRequestInput['extras'];
  spending_point_amount?: number;
  email?: string;
}

export function manageClient(app: FastifyInstance, cs: () => string) {
  const headers = (extra: Record<string, string> = {}) => ({ 'x-client-session': cs(), ...extra });

  /** What the search shows for these rooms now (the total a guest would be asked to confirm). */
  async function price(checkin: string, checkout: string, plans: string[], adults = 2, extra = ''): Promise<number> {
    let sum = 0;
    for (const plan of plans) {
      const wire = encodeURIComponent(JSON.stringify([{ checkin_date: checkin, checkout_date: checkout, adults }]));
      const res = await app.inject({ url: `/hotels/demo-tokyo/rooms?rooms=${wire}&room_plan_codes=${plan}&is_including_occupied=true${extra}`, headers: headers() });
      expect(res.statusCode, res.body).toBe(200);
      sum += RoomSearchAnswerSchema.parse(res.json()).data.rooms[0]!.room_plan[0]!.price.total_price;
    }
    return sum;
  }

  async function cardToken(number = '4242424242424242'): Promise<string> {
    const res = await app.inject({ method: 'POST', url: '/payments/sandbox/tokens', payload: { holder: 'HANAKO YAMADA', number, exp_month: 12, exp_year: 2030, cvc: '123' } });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { data: { token: string } }).data.token;
  }

  async function book(b: Booking) {
    const plans = b.plans ?? [ROOM_ONLY];
    const checkout = addDays(b.checkin, b.nights ?? 2);
    const payment = b.payment ?? 'on_site';
    const body: ReservationRequestInput = {
      checkin_date: b.checkin,
      checkout_date: checkout,
      rooms: plans.map((room_plan_code) => ({ room_plan_code, adults: b.adults ?? 2 })),
      guest: { first_name: 'Hanako', last_name: 'Yamada', email: b.email ?? EMAIL, phone: '0312345678' },
      payment_type: payment,
      locale: 'en',
      expected_total_price: 0,
      answers: await requiredAnswers(app, cs(), 'demo-tokyo', b.checkin, plans.map(() => b.adults ?? 2)),
      extras: b.extras ?? [],
      spending_point_amount: b.spending_point_amount ?? 0,
      terms_accepted: true,
      ...(b.mcp_currency ? { mcp_currency: b.mcp_currency } : {}),
      ...(payment === 'credit_card' ? { card: { token: await cardToken(), brand: 'visa' as const } } : {}),
    };
    // The first answer says the price; the booking is made at it.
    const first = await app.inject({ method: 'POST', url: '/hotels/demo-tokyo/reservations', headers: headers(b.headers), payload: body });
    if (first.statusCode === 201) return ReservationCreatedAnswerSchema.parse(first.json()).data;
    expect(first.statusCode, first.body).toBe(409);
    const expected = (first.json() as { price: { total_price: number } }).price.total_price;
    const again = { ...body, expected_total_price: expected, ...(payment === 'credit_card' ? { card: { token: await cardToken(), brand: 'visa' as const } } : {}) };
    const res = await app.inject({ method: 'POST', url: '/hotels/demo-tokyo/reservations', headers: headers(b.headers), payload: again });
    expect(res.statusCode, res.body).toBe(201);
    return ReservationCreatedAnswerSchema.parse(res.json()).data;
  }

  const access = (token: string, email = EMAIL) => `email=${encodeURIComponent(email)}&bypass_token=${token}`;
  const base = (no: string) => `/hotels/demo-tokyo/reservations/${no}`;

  return {
    headers,
    price,
    book,
    access,
    get: (no: string, token: string) => app.inject({ url: `${base(no)}?${access(token)}`, headers: headers() }),
    settings: (no: string, token: string, extra: Record<string, string> = {}) => app.inject({ method: 'PUT', url: `${base(no)}/update_settings?${access(token)}`, headers: headers(extra) }),
    update: (no: string, token: string, body: object, opts: { dryRun?: boolean; headers?: Record<string, string> } = {}) =>
      app.inject({ method: 'PUT', url: `${base(no)}?${access(token)}${opts.dryRun ? '&dry_run=true' : ''}`, headers: headers(opts.headers), payload: body }),
    fee: (no: string, token: string, roomIds?: number[]) => app.inject({ url: `${base(no)}/cancellation_fee?${access(token)}${roomIds ? `&room_ids=${roomIds.join(',')}` : ''}`, headers: headers() }),
    cancel: (no: string, token: string, body: object, extra: Record<string, string> = {}) => app.inject({ method: 'PUT', url: `${base(no)}/cancel?${access(token)}`, headers: headers(extra), payload: body }),
    guests: (no: string, token: string, body: object, extra: Record<string, string> = {}) => app.inject({ method: 'PUT', url: `${base(no)}/guests?${access(token)}`, headers: headers(extra), payload: body }),
    questions: (no: string, token: string) => app.inject({ url: `${base(no)}/additional_questions?${access(token)}`, headers: headers() }),
    batchUpdate: (no: string, token: string, body: object) => app.inject({ method: 'PUT', url: `${base(no)}/additional_questions/batch_update?${access(token)}`, headers: headers(), payload: body }),
    receipt: (no: string, query: string, extra: Record<string, string> = {}) => app.inject({ url: `${base(no)}/receipt?${query}`, headers: headers(extra) }),
  };
}

/** Rooms sold of a room type on each night from `from` for `nights` nights. */
export async function soldNights(db: Db, from: string, nights: number, roomType = 'moderate-double'): Promise<number[]> {
  const rows = await db.query<{ sold: number }>(
    `select i.sold from inventory i join room_types t on t.id = i.room_type_id join hotels h on h.id = t.hotel_id
      where h.code = 'demo-tokyo' and t.code = $3 and i.stay_date >= $1::date and i.stay_date < $2::date order by i.stay_date`,
    [from, addDays(from, nights), roomType],
  );
  return rows.map((r) => r.sold);
}

export async function cardState(db: Db, reservationId: number): Promise<{ amount: number; refunded_amount: number; state: string }[]> {
  return db.query('select amount, refunded_amount, state from payment_transactions where reservation_id = $1 order by id', [reservationId]);
}

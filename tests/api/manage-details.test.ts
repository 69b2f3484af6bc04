import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ReceiptStateAnswerSchema, ReservationAnswerSchema, ReservationQuestionsAnswerSchema, SignInAnswerSchema, UpdateSettingsAnswerSchema } from '../../contract';
import type { Db } from '../../server/db/db';
import { addDays, todayIn } from '../../contract/dates';
import { createMemberSession } from '../../server/db/identity-repo';
import { DEMO, firstError, testClient } from './helpers';
import { EMAIL, NON_REFUNDABLE, ROOM_ONLY, manageClient } from './manage-helpers';

let app: FastifyInstance;
let db: Db;
let cs: string;
const today = todayIn('Asia/Tokyo');

beforeEach(async () => {
  ({ app, db, cs } = await testClient());
});

const api = () => manageClient(app, () => cs);

async function signIn(email: string, password: string): Promise<Record<string, string>> {
  const res = await app.inject({ method: 'POST', url: '/hotels/demo-tokyo/memberships/sign_in', headers: api().headers(), payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${SignInAnswerSchema.parse(res.json()).data.access_token}` };
}

/** A further member of the demo brand, in the organization given (or none), with a session at demo-tokyo. */
async function otherMember(email: string, organizationId: number | null): Promise<Record<string, string>> {
  const [hotel] = await db.query<{ id: number; brand_id: number }>(`select id, brand_id from hotels where code = 'demo-tokyo'`);
  const [m] = await db.query<{ id: number }>(
    `insert into members (brand_id, email, first_name, last_name, organization_id, organization_role, confirmed_at) values ($1, $2, 'Jiro', 'Sato', $3, 'member', now()) returning id`,
    [hotel!.brand_id, email, organizationId],
  );
  const session = await createMemberSession(db, m!.id, hotel!.brand_id, hotel!.id);
  return { authorization: `Bearer ${session.token}` };
}

describe('guests after booking (PUT …/guests)', () => {
  it('changes the booking guest and names who stays in each room, without re-pricing', async () => {
    const { reservation, bypass_token } = await api().book({ checkin: addDays(today, 20), plans: [ROOM_ONLY, ROOM_ONLY] });
    const [r1, r2] = reservation.rooms;
    const res = await api().guests(reservation.reservation_number, bypass_token, {
      guest: { ...reservation.guest, phone: '+81901234567', receipt_name: 'Yadori Trading' },
      rooms: [{ id: r1!.id, guest: { first_name: 'Taro', last_name: 'Yamada', first_name_kana: 'タロウ', last_name_kana: 'ヤマダ' } }, { id: r2!.id, guest: { first_name: 'Jiro', last_name: 'Yamada' } }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = ReservationAnswerSchema.parse(res.json()).data;
    expect(after.guest.phone).toBe('+81901234567');
    expect(after.rooms.map((r) => r.guest?.first_name)).toEqual(['Taro', 'Jiro']);
    expect(after.total_price).toBe(reservation.total_price);
    // Cleared again with null.
    const cleared = await api().guests(reservation.reservation_number, bypass_token, { rooms: [{ id: r2!.id, guest: null }] });
    expect(ReservationAnswerSchema.parse(cleared.json()).data.rooms[1]!.guest).toBeNull();
  });

  it('refuses bad input with the field at fault', async () => {
    const { reservation, bypass_token } = await api().book({ checkin: addDays(today, 20) });
    const id = reservation.rooms[0]!.id;
    const cases: [object, string][] = [
      [{}, 'guest'],
      [{ rooms: [{ id, guest: { first_name: 'Taro', last_name: 'Yamada', first_name_kana: 'taro' } }] }, 'rooms.0.guest.first_name_kana'],
      [{ rooms: [{ id: id + 1000, guest: null }] }, 'rooms.0.id'],
      [{ guest: { ...reservation.guest, email: 'not-an-email' } }, 'guest.email'],
      [{ guest: { ...reservation.guest, first_name: '山田' } }, 'guest.first_name'],
    ];
    for (const [body, field] of cases) {
      const res = await api().guests(reservation.reservation_number, bypass_token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(firstError(res.json()).field, JSON.stringify(body)).toBe(field);
    }
  });

  it('not once the stay is over, nor for a cancelled reservation', async () => {
    const { reservation, bypass_token } = await api().book({ checkin: addDays(today, 20) });
    await db.query('update reservations set checkin_date = $2, checkout_date = $3 where id = $1', [reservation.id, addDays(today, -3), addDays(today, -1)]);
    const over = await api().guests(reservation.reservation_number, bypass_token, { guest: reservation.guest });
    expect(firstError(over.json()).error).toBe('stay_is_over');
    const other = await api().book({ checkin: addDays(today, 30) });
    await api().cancel(other.reservation.reservation_number, other.bypass_token, { reason: 'trip_changed', cancellation_fee_displayed: 0 });
    const cancelled = await api().guests(other.reservation.reservation_number, other.bypass_token, { guest: other.reservation.guest });
    expect(firstError(cancelled.json()).error).toBe('cancelled');
  });
});

describe('additional questions after booking', () => {
  it('reads the questions and answers, and changes some answers by room id, keeping the others', async () => {
    const { reservation, bypass_token } = await api().book({ checkin: addDays(today, 20), plans: [ROOM_ONLY, ROOM_ONLY] });
    const read = ReservationQuestionsAnswerSchema.parse((await api().questions(reservation.reservation_number, bypass_token)).json()).data;
    const checkinTime = read.questions.find((q) => q.question_type === 'checkin')!;
    const people = read.questions.find((q) => q.question_type === 'number_of_men_women_per_room')!;
    const free = read.questions.find((q) => q.question_type === 'free')!;
    expect(read.answers.some((a) => a.question_id === checkinTime.id)).toBe(true);
    const [r1, r2] = reservation.rooms;
    const res = await api().batchUpdate(reservation.reservation_number, bypass_token, {
      answers: [
        { question_id: people.id, rooms: [{ reservation_hotel_room_id: r1!.id, men_count: 1, women_count: 1 }, { reservation_hotel_room_id: r2!.id, men_count: 0, women_count: 2 }] },
        { question_id: free.id, text: 'A quiet room, please' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = ReservationQuestionsAnswerSchema.parse(res.json()).data.answers;
    expect(after.find((a) => a.question_id === checkinTime.id)).toEqual(read.answers.find((a) => a.question_id === checkinTime.id));
    expect(after.find((a) => a.question_id === people.id)!.rooms).toEqual([
      { room_index: 0, reservation_hotel_room_id: r1!.id, men_count: 1, women_count: 1 },
      { room_index: 1, reservation_hotel_room_id: r2!.id, men_count: 0, women_count: 2 },
    ]);
    const stored = ReservationAnswerSchema.parse((await api().get(reservation.reservation_number, bypass_token)).json()).data.answers;
    expect(stored.find((a) => a.question_id === free.id)!.text).toBe('A quiet room, please');
  });

  it('refuses answers that do not fit the reservation', async () => {
    const { reservation, bypass_token } = await api().book({ checkin: addDays(today, 20) });
    const read = ReservationQuestionsAnswerSchema.parse((await api().questions(reservation.reservation_number, bypass_token)).json()).data;
    const checkinTime = read.questions.find((q) => q.question_type === 'checkin')!;
    const people = read.questions.find((q) => q.question_type === 'number_of_men_women_per_room')!;
    const id = reservation.rooms[0]!.id;
    const cases: [object, string][] = [
      [{ answers: [] }, 'answers'],
      [{ answers: [{ question_id: 99_999, text: 'x' }] }, 'answers.0.question_id'],
      [{ answers: [{ question_id: people.id, rooms: [{ reservation_hotel_room_id: id + 1000, men_count: 2, women_count: 0 }] }] }, 'answers.0.rooms.0.reservation_hotel_room_id'],
      [{ answers: [{ question_id: people.id, rooms: [{ reservation_hotel_room_id: id, men_count: 3, women_count: 0 }] }] }, 'answers.0.rooms'],
      [{ answers: [{ question_id: checkinTime.id, text: '03:00' }] }, 'answers.0'],
      [{ answers: [{ question_id: checkinTime.id, text: 'x'.repeat(256) }] }, 'answers.0.text'],
      [{ answers: [{ question_id: checkinTime.id, text: checkinTime.options[0] }, { question_id: checkinTime.id, text: checkinTime.options[0] }] }, 'answers'],
    ];
    for (const [body, field] of cases) {
      const res = await api().batchUpdate(reservation.reservation_number, bypass_token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(firstError(res.json()).field, JSON.stringify(body)).toBe(field);
    }
    const file = read.questions.find((q) => q.question_type === 'file_attachment');
    if (file) {
      const res = await api().batchUpdate(reservation.reservation_number, bypass_token, { answers: [{ question_id: file.id, text: 'x' }] });
      expect(firstError(res.json()).error).toBe('files are attached with the booking');
    }
  });
});

describe('the receipt', () => {
  it('is not issued before anything is paid, and counts no issue', async () => {
    const { reservation, bypass_token } = await api().book({ checkin: addDays(today, 20) });
    for (const query of ['', '&issue=true', '&format=pdf']) {
      const res = await api().receipt(reservation.reservation_number, `${api().access(bypass_token)}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(firstError(res.json()).error).toBe('receipt_not_available');
    }
    expect(await db.query('select 1 from reservation_receipts')).toHaveLength(0);
  });

  it('a card payment: a page to print, made out to the name chosen, and every later issue says it is a reissue', async () => {
    const { reservation, bypass_token } = await api().book({ checkin: addDays(today, 20), payment: 'credit_card' });
    const first = await api().receipt(reservation.reservation_number, `${api().access(bypass_token)}&issue=true`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.headers['content-security-policy']).toContain("default-src 'none'");
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body).toContain(`${reservation.reservation_number}-1`);
    expect(first.body).toContain(`¥${reservation.total_price.toLocaleString('en-US')}`);
    expect(first.body).toContain('Hanako Yamada');
    // The hotel in the reader's language: its English name and address, and how to reach it.
    const [hotel] = await db.query<{ name: string; address: string; original: string; phone: string; email: string }>(
      `select settings->'hotel'->'translations'->'en'->>'name' as name, settings->'hotel'->'translations'->'en'->'address'->>'full_address' as address,
              settings->'hotel'->'address'->>'full_address' as original, settings->'hotel'->>'phone' as phone, settings->'hotel'->>'email' as email
         from hotels where code = 'demo-tokyo'`,
    );
    expect(first.body).toContain(hotel!.name);
    expect(first.body).toContain('7-18-2 Ginza, Chuo-ku, Tokyo');
    expect(first.body).not.toContain(hotel!.original);
    expect(first.body).toContain(`Tel: ${hotel!.phone}`);
    expect(first.body).toContain(`E-mail: ${hotel!.email}`);
    // A hotel without a qualified-invoice registration number prints none.
    expect(first.body).not.toContain('Registration number');
    expect(first.body).not.toContain('Reissued');
    expect(first.body).not.toContain('class="preview"');

    const titled = await api().receipt(reservation.reservation_number, `${api().access(bypass_token)}&issue=true&receipt_title=${encodeURIComponent('Yadori <Trading> Co.')}&locale=ja`);
    expect(titled.body).toContain('Yadori &lt;Trading&gt; Co. 様');
    expect(titled.body).toContain('再発行');
    expect(titled.body).toContain('2回目の発行');
    expect(titled.body).toContain('領収書');
    expect(titled.body).toContain('内消費税等');
    const third = await api().receipt(reservation.reservation_number, `${api().access(bypass_token)}&issue=true`);
    expect(third.body).toContain('Yadori &lt;Trading&gt; Co.');
    expect(third.body).toContain('issue no. 3');
    const [row] = await db.query<{ issue_count: number; receipt_title: string }>('select issue_count, receipt_title from reservation_receipts where reservation_id = $1', [reservation.id]);
    expect(row).toEqual({ issue_count: 3, receipt_title: 'Yadori <Trading> Co.' });
  });

  it('format=json reads the state without issuing: available, the title kept, the issues so far', async () => {
    const unpaid = await api().book({ checkin: addDays(today, 20) });
    const before = await api().receipt(unpaid.reservation.reservation_number, `${api().access(unpaid.bypass_token)}&format=json`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(ReceiptStateAnswerSchema.parse(before.json()).data).toEqual({ available: false, receipt_title: 'Hanako Yamada', issue_count: 0, last_issued_at: null });

    const { reservation, bypass_token } = await api().book({ checkin: addDays(today, 20), payment: 'credit_card' });
    const state = async () => {
      const res = await api().receipt(reservation.reservation_number, `${api().access(bypass_token)}&format=json`);
      expect(res.statusCode, res.body).toBe(200);
      return ReceiptStateAnswerSchema.parse(res.json()).data;
    };
    expect(await state()).toEqual({ available: true, receipt_title: 'Hanako Yamada', issue_count: 0, last_issued_at: null });
    // A title given with the state is not kept: only an issue keeps one.
    await api().receipt(reservation.reservation_number, `${api().access(bypass_token)}&format=json&receipt_title=Other`);
    expect(await db.query('select 1 from reservation_receipts')).toHaveLength(0);
    await api().receipt(reservation.reservation_number, `${api().access(bypass_token)}&format=pdf&receipt_title=${encodeURIComponent('Yadori Trading')}`);
    const after = await state();
    expect(after).toMatchObject({ available: true, receipt_title: 'Yadori Trading', issue_count: 1 });
    expect(Date.parse(after.last_issued_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await state()).toMatchObject({ issue_count: 1 });
    // Only those who may read the reservation.
    expect((await api().receipt(reservation.reservation_number, `email=${EMAIL}&format=json`)).statusCode).toBe(404);
  });

  it('counts only what is issued: every PDF and the page opened to print, never the preview', async () => {
    const { reservation, bypass_token } = await api().book({ checkin: addDays(today, 20), payment: 'credit_card' });
    const no = reservation.reservation_number;
    const count = async () => ReceiptStateAnswerSchema.parse((await api().receipt(no, `${api().access(bypass_token)}&format=json`)).json()).data.issue_count;

    // The preview (the page without issue=true) shows the next issue, marked as a preview, and counts nothing.
    for (let i = 0; i < 2; i++) {
      const preview = await api().receipt(no, `${api().access(bypass_token)}&receipt_title=${encodeURIComponent('Preview Only Ltd.')}`);
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.body).toContain('class="preview"');
      expect(preview.body).toContain('Preview: this is not a receipt.');
      expect(preview.body).toContain('Preview Only Ltd.');
      expect(preview.body).toContain(`${no}-1`);
      expect(preview.body).not.toContain('Reissued');
    }
    expect(await count()).toBe(0);
    expect(await db.query('select 1 from reservation_receipts')).toHaveLength(0);
    expect((await api().receipt(no, `${api().access(bypass_token)}&issue=false`)).body).toContain('class="preview"');
    expect(await count()).toBe(0);

    // The first PDF is the original; the title of the preview was not kept.
    const pdf = await api().receipt(no, `${api().access(bypass_token)}&format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="receipt-${no}-1.pdf"`);
    expect(await count()).toBe(1);
    expect((await db.query<{ receipt_title: string }>('select receipt_title from reservation_receipts'))[0]!.receipt_title).toBe('Hanako Yamada');

    // The preview now shows the reissue to come, in the language asked; still nothing counted.
    const next = await api().receipt(no, `${api().access(bypass_token)}&locale=ja`);
    expect(next.body).toContain('プレビュー');
    expect(next.body).toContain('再発行 · 2回目の発行');
    expect(await count()).toBe(1);

    // The page opened to print is an issue: a reissue, without the preview mark.
    const printed = await api().receipt(no, `${api().access(bypass_token)}&issue=true`);
    expect(printed.body).toContain('Reissued · issue no. 2');
    expect(printed.body).not.toContain('class="preview"');
    expect(await count()).toBe(2);
    const again = await api().receipt(no, `${api().access(bypass_token)}&format=pdf`);
    expect(again.headers['content-disposition']).toBe(`attachment; filename="receipt-${no}-3.pdf"`);
    expect(await count()).toBe(3);

    // issue goes with the page only: a PDF is always an issue, the state never.
    for (const query of ['&format=pdf&issue=false', '&format=pdf&issue=true', '&format=json&issue=true', '&issue=yes']) {
      const res = await api().receipt(no, `${api().access(bypass_token)}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(firstError(res.json()).field, query).toBe('issue');
    }
    expect(await count()).toBe(3);
  });

  it('as a PDF with the Japanese font embedded, counted like the page opened to print', async () => {
    const { reservation, bypass_token } = await api().book({ checkin: addDays(today, 20), payment: 'credit_card' });
    await api().receipt(reservation.reservation_number, `${api().access(bypass_token)}&issue=true`);
    const res = await api().receipt(reservation.reservation_number, `${api().access(bypass_token)}&format=pdf&locale=ja&receipt_title=${encodeURIComponent('株式会社ヤドリ')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${reservation.reservation_number}-2.pdf"`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdf.toString('latin1');
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansJP-Regular/);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansJP-Bold/);
    expect(text).toContain('/FontFile2');
    // The glyphs are subset: the file stays small though the font is several megabytes.
    expect(pdf.length).toBeLessThan(300_000);
    expect((await db.query<{ issue_count: number }>('select issue_count from reservation_receipts'))[0]!.issue_count).toBe(2);
  });

  it('paid at the hotel: once the stay is over, for what was paid', async () => {
    const { reservation, bypass_token } = await api().book({ checkin: addDays(today, 20) });
    await db.query('update reservations set checkin_date = $2, checkout_date = $3 where id = $1', [reservation.id, addDays(today, -3), addDays(today, -1)]);
    const res = await api().receipt(reservation.reservation_number, api().access(bypass_token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('Paid at the hotel');
    expect(res.body).toContain(`¥${reservation.total_price.toLocaleString('en-US')}`);
  });

  it('a cancellation fee taken by card: a receipt for the fee', async () => {
    const { reservation, bypass_token } = await api().book({ checkin: addDays(today, 20), payment: 'credit_card', plans: [NON_REFUNDABLE] });
    const fee = reservation.total_price;
    const cancelled = await api().cancel(reservation.reservation_number, bypass_token, { reason: 'different_hotel', cancellation_fee_displayed: fee });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const res = await api().receipt(reservation.reservation_number, `${api().access(bypass_token)}&locale=ja`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('但し キャンセル料として');
    expect(res.body).toContain(`¥${fee.toLocaleString('en-US')}`);
  });

  it('paid in another currency: in that currency', async () => {
    const { reservation, bypass_token } = await api().book({ checkin: addDays(today, 20), payment: 'credit_card', mcp_currency: 'USD' });
    const res = await api().receipt(reservation.reservation_number, api().access(bypass_token));
    expect(res.statusCode, res.body).toBe(200);
    const usd = (reservation.price.mcp!.total_price! / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(res.body).toContain(`$${usd}`);
  });

  it('only for those who may read the reservation; bad input is a 400', async () => {
    const { reservation, bypass_token } = await api().book({ checkin: addDays(today, 20), payment: 'credit_card' });
    expect((await api().receipt(reservation.reservation_number, `email=${EMAIL}`)).statusCode).toBe(404);
    expect((await api().receipt(reservation.reservation_number, `${api().access('A'.repeat(43))}`)).statusCode).toBe(404);
    for (const [query, field] of [['&format=doc', 'format'], ['&locale=xx', 'locale'], [`&receipt_title=${'x'.repeat(101)}`, 'receipt_title'], ['&receipt_title=%20', 'receipt_title']]) {
      const res = await api().receipt(reservation.reservation_number, `${api().access(bypass_token)}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(firstError(res.json()).field).toBe(field);
    }
  });

  it('the member who booked gets it signed in, without a token', async () => {
    const member = await signIn(DEMO.member.email, DEMO.member.password);
    const { reservation } = await api().book({ checkin: addDays(today, 20), payment: 'credit_card', headers: member, email: DEMO.member.email });
    const res = await api().receipt(reservation.reservation_number, 'format=html', member);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('corporate reservations (document 1 §6)', () => {
  it('are changed only by a user of the organization that booked, signed in', async () => {
    const corp = await signIn(DEMO.orgUser.email, DEMO.orgUser.password);
    const { reservation, bypass_token } = await api().book({ checkin: addDays(today, 20), headers: corp, email: DEMO.orgUser.email });
    const [row] = await db.query<{ organization_id: number | null }>('select organization_id from reservations where id = $1', [reservation.id]);
    expect(row!.organization_id).not.toBeNull();
    const colleague = await otherMember('colleague@example.com', row!.organization_id);
    const [other] = await db.query<{ id: number }>(`insert into organizations (brand_id, code, name, display_name) select brand_id, 'other-corp', 'Other', 'Other' from hotels where code = 'demo-tokyo' returning id`);
    const outsider = await otherMember('outsider@example.com', other!.id);
    const member = await signIn(DEMO.member.email, DEMO.member.password);

    const warning = async (headers: Record<string, string>) => {
      const res = await app.inject({ method: 'PUT', url: `/hotels/demo-tokyo/reservations/${reservation.reservation_number}/update_settings?bypass_token=${bypass_token}`, headers: api().headers(headers) });
      expect(res.statusCode, res.body).toBe(200);
      return UpdateSettingsAnswerSchema.parse(res.json()).data.sign_in_warning;
    };
    expect(await warning({})).toBe('sign_in_as_corporate_user');
    expect(await warning(member)).toBe('sign_in_as_corporate_user');
    expect(await warning(outsider)).toBe('sign_in_to_the_organization_that_booked');
    expect(await warning(colleague)).toBeNull();
    expect(await warning(corp)).toBeNull();

    const body = { reason: 'trip_changed', cancellation_fee_displayed: 0 };
    const url = `/hotels/demo-tokyo/reservations/${reservation.reservation_number}/cancel?bypass_token=${bypass_token}`;
    const refused = await app.inject({ method: 'PUT', url, headers: api().headers(outsider), payload: body });
    expect(refused.statusCode).toBe(403);
    expect(firstError(refused.json())).toMatchObject({ code: 1000, error: 'sign_in_to_the_organization_that_booked' });
    // A colleague reads it without a token and may change it.
    const read = await app.inject({ url: `/hotels/demo-tokyo/reservations/${reservation.reservation_number}`, headers: api().headers(colleague) });
    expect(read.statusCode).toBe(200);
    const outsiderRead = await app.inject({ url: `/hotels/demo-tokyo/reservations/${reservation.reservation_number}`, headers: api().headers(outsider) });
    expect(outsiderRead.statusCode).toBe(404);
    const ok = await app.inject({ method: 'PUT', url: `/hotels/demo-tokyo/reservations/${reservation.reservation_number}/cancel`, headers: api().headers(colleague), payload: body });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('guest and member reservations keep their rules, also for details and questions', async () => {
    const member = await signIn(DEMO.member.email, DEMO.member.password);
    const guest = await api().book({ checkin: addDays(today, 20) });
    const res = await api().guests(guest.reservation.reservation_number, guest.bypass_token, { guest: guest.reservation.guest }, member);
    expect(res.statusCode).toBe(403);
    expect(firstError(res.json()).error).toBe('sign_out_to_manage_guest_reservation');
    const settings = await api().settings(guest.reservation.reservation_number, guest.bypass_token, member);
    expect(UpdateSettingsAnswerSchema.parse(settings.json()).data.sign_in_warning).toBe('sign_out_to_manage_guest_reservation');

    const booked = await api().book({ checkin: addDays(today, 22), headers: member, email: DEMO.member.email });
    const anonymous = await app.inject({
      method: 'PUT', url: `/hotels/demo-tokyo/reservations/${booked.reservation.reservation_number}/additional_questions/batch_update?bypass_token=${booked.bypass_token}`,
      headers: api().headers(), payload: { answers: [{ question_id: 1, text: 'x' }] },
    });
    expect(anonymous.statusCode).toBe(403);
    expect(firstError(anonymous.json()).error).toBe('sign_in_as_the_member_who_booked');
  });
});

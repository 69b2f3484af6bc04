import { describe, expect, it } from 'vitest';
import { ExtraSchema, PRICE_AMOUNT_KEYS, type AdditionalQuestion, type Extra, type PriceObject, type User } from '../../contract';
import { breakdownOf, checkAddOns, deliveryDates, shownCurrency, toShown, extraChoices, extraPrice, offeredExtras, questionAnswers } from '../../src/features/booking/booking-rules';
import { emptyGuestForm, formFieldOf, guestFormSchema, guestFromForm, memberPrefill, type FormRules } from '../../src/features/booking/guest-form';
import { parseSelection, stayNights } from '../../src/features/booking/selection';
import { InitSettingsAnswerSchema } from '../../contract';
import init from '../fixtures/init-demo-tokyo.json';

const settings = InitSettingsAnswerSchema.parse(init).data.booking_widget_setting_attributes;

function messages(rules: FormRules, values: Partial<ReturnType<typeof emptyGuestForm>>): Record<string, string> {
  const r = guestFormSchema(rules).safeParse({ ...emptyGuestForm(), ...values });
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) out[i.path.join('.')] ??= i.message;
  return out;
}

const en: FormRules = { locale: 'en', kanaRequired: false, addressRequired: false, englishNamesOnly: false };
const ja: FormRules = { locale: 'ja', kanaRequired: true, addressRequired: false, englishNamesOnly: false };
const good = { first_name: 'Anna', last_name: 'Smith', email: 'anna@example.com', email_confirmation: 'anna@example.com', phone: '+81 90-1234-5678', payment_type: 'on_site', terms: true };

describe('guest form rules', () => {
  it('names every missing field with a message key', () => {
    expect(messages(en, {})).toMatchObject({ first_name: 'required', last_name: 'required', email: 'required', phone: 'required', payment_type: 'payment_required', terms: 'terms_required' });
  });

  it('extends the contract: email twice, phone digits, name script by language', () => {
    expect(messages(en, { ...good, email_confirmation: 'other@example.com' })).toEqual({ email_confirmation: 'email_mismatch' });
    expect(messages(en, { ...good, phone: '03-abc' })).toEqual({ phone: 'phone_digits' });
    expect(messages(en, { ...good, email: 'nope', email_confirmation: 'nope' })).toEqual({ email: 'email_invalid' });
    expect(messages(en, { ...good, first_name: '太郎' })).toEqual({ first_name: 'name_script' });
    expect(messages({ ...ja, kanaRequired: false }, { ...good, first_name: '太郎', last_name: '山田' })).toEqual({});
    expect(messages({ ...ja, englishNamesOnly: true, kanaRequired: false }, { ...good, first_name: '太郎' })).toEqual({ first_name: 'name_script' });
  });

  it('asks for kana in Japanese when the hotel wants them, and only kana', () => {
    expect(messages(ja, { ...good, first_name: '太郎', last_name: '山田' })).toEqual({ first_name_kana: 'required', last_name_kana: 'required' });
    expect(messages(ja, { ...good, first_name: '太郎', last_name: '山田', first_name_kana: 'Taro', last_name_kana: 'ヤマダ' })).toEqual({ first_name_kana: 'kana_only' });
    expect(messages({ ...en, kanaRequired: true }, good)).toEqual({});
  });

  it('asks for the address when the hotel does, and checks the Taiwan receipt id', () => {
    expect(messages({ ...en, addressRequired: true }, good)).toEqual({ postal_code: 'required', street_address: 'required' });
    expect(messages({ ...en, addressRequired: true }, { ...good, postal_code: '104-0061', street_address: '1 Main St' })).toEqual({ postal_code: 'postcode_format' });
    expect(messages({ ...en, locale: 'zh_Hant' }, { ...good, first_name: '小明', last_name: '王', tw_receipt_id: '1234' })).toEqual({ tw_receipt_id: 'tw_receipt_id' });
  });

  it('gives the reservation body a clean guest', () => {
    const out = guestFromForm({ ...emptyGuestForm(), ...good }, en);
    expect(out).toEqual({ guest: { first_name: 'Anna', last_name: 'Smith', email: 'anna@example.com', phone: '+819012345678' }, notes: undefined, payment_type: 'on_site' });
  });

  it('maps server fields back to form fields', () => {
    expect(formFieldOf('guest.first_name')).toBe('first_name');
    expect(formFieldOf('terms_accepted')).toBe('terms');
    expect(formFieldOf('rooms')).toBeNull();
  });
});

const extra = (over: Partial<Extra>): Extra =>
  ExtraSchema.parse({
    extra_id: 1, code: 'x', extra_type: 'generic', name: { en: 'X' }, description: {}, price: 1000, price_with_tax: 1100, consumption_tax_percent: 10, min_quantity: 1, max_quantity: 4, stock: null,
    booking_available_dates: [], prices: [], requires_delivery_time: false, question: null, ...over,
  });

describe('extras and questions', () => {
  const nights = stayNights('2030-01-01', '2030-01-03', false);
  it('offers generic extras always and dated ones on nights of the stay', () => {
    const dated = extra({ extra_id: 2, extra_type: 'dated', booking_available_dates: ['2030-01-02', '2030-01-05'], prices: [{ date: '2030-01-02', price: 2000 }] });
    const elsewhere = extra({ extra_id: 3, extra_type: 'dated', booking_available_dates: ['2030-02-01'] });
    expect(offeredExtras([extra({}), dated, elsewhere], nights).map((e) => e.extra_id)).toEqual([1, 2]);
    expect(deliveryDates(dated, nights)).toEqual(['2030-01-02']);
    expect(extraPrice(dated, { quantity: 2, delivery_date: '2030-01-02', answer: '' })).toBe(4400);
  });

  it('checks quantity, night and answer', () => {
    const withQuestion = extra({ question: { answer_type: 'text', text: { en: 'Message?' }, options: [], required: true } });
    const dated = extra({ extra_id: 2, extra_type: 'dated', booking_available_dates: ['2030-01-02'] });
    const errors = checkAddOns([], {}, [withQuestion, dated], { 1: { quantity: 9, delivery_date: '', answer: '' }, 2: { quantity: 1, delivery_date: '2030-01-01', answer: '' } }, nights);
    expect(errors).toEqual({ 'extra.1.quantity': 'quantity_range', 'extra.1.answer': 'required', 'extra.2.delivery_date': 'required' });
    expect(extraChoices([withQuestion], { 1: { quantity: 2, delivery_date: '', answer: ' hi ' } })).toEqual([{ extra_id: 1, quantity: 2, answer: 'hi', total_price: 2200 }]);
  });

  const q = (over: Partial<AdditionalQuestion>): AdditionalQuestion => ({
    id: 1, code: 'q', question_type: 'free', answer_type: 'text', text: { en: 'Q' }, options: [], required: false, labels: ['all_users'], hotel_plan_codes: [], display_start_date: null, display_end_date: null, ...over,
  });

  it('answers men and women per room as complements, check-in time per room', () => {
    const people = q({ id: 5, question_type: 'number_of_men_women_per_room' });
    const time = q({ id: 6, question_type: 'checkin', answer_type: 'options', options: ['15:00'], required: true });
    expect(checkAddOns([people, time], {}, [], {}, nights)).toEqual({ 'question.6': 'required' });
    const answers = questionAnswers([people, time], { 5: { text: '', rooms: [{ men: 1, women: null }] }, 6: { text: '15:00', rooms: [] } }, [2]);
    expect(answers).toEqual([
      { question_id: 5, rooms: [{ room_index: 0, adults: 2, men_count: 1, women_count: 1 }] },
      { question_id: 6, text: '15:00', rooms: [{ room_index: 0, checkin_time: '15:00' }] },
    ]);
    expect(checkAddOns([q({ id: 7 })], { 7: { text: 'x'.repeat(256), rooms: [] } }, [], {}, nights)).toEqual({ 'question.7': 'too_long' });
  });
});

describe('the selection in the query', () => {
  const today = '2030-01-01';
  it('reads the results link', () => {
    const r = parseSelection('code=demo-tokyo&checkin=2030-01-10&checkout=2030-01-12&adults=2&children=0&room_count=1&room_type_code=moderate-double&room_plan_code=moderate-double-room-only&hotel_plan_code=room-only&mcp_currency=USD', 'demo-tokyo', settings, today);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.selection).toMatchObject({ room_plan_code: 'moderate-double-room-only', checkin: '2030-01-10', checkout: '2030-01-12', mcp_currency: 'USD' });
    expect(r.selection.rooms).toEqual([{ checkin_date: '2030-01-10', checkout_date: '2030-01-12', adults: 2, children: 0, kids_age_range: [] }]);
    expect(r.selection.resultsHref).toContain('checkin=2030-01-10');
    expect(r.selection.resultsHref).not.toContain('room_plan_codes');
  });

  it('gives a reason and a way back for bad links', () => {
    expect(parseSelection('checkin=2030-01-10&checkout=2030-01-12', 'demo-tokyo', settings, today)).toMatchObject({ ok: false, problem: 'missing_plan' });
    expect(parseSelection('room_type_code=a&room_plan_code=b', 'demo-tokyo', settings, today)).toMatchObject({ ok: false, problem: 'missing_dates' });
    expect(parseSelection('room_type_code=a&room_plan_code=b&checkin=2020-01-01&checkout=2020-01-02', 'demo-tokyo', settings, today)).toMatchObject({ ok: false, problem: 'dates_unavailable' });
    expect(parseSelection('room_type_code=a&room_plan_code=%3Cscript%3E&checkin=2030-01-10', 'demo-tokyo', settings, today)).toMatchObject({ ok: false, problem: 'missing_plan', resultsHref: expect.stringContaining('/booking/result?code=demo-tokyo') });
  });
});

describe('the price, part by part', () => {
  const price = (amounts: Partial<Record<(typeof PRICE_AMOUNT_KEYS)[number], number>>): PriceObject => ({
    ...(Object.fromEntries(PRICE_AMOUNT_KEYS.map((k) => [k, 0])) as Record<(typeof PRICE_AMOUNT_KEYS)[number], number>),
    ...amounts,
    currency: 'JPY',
    tax_included: true,
    cancellation: { fee: 0 },
    rooms: [],
    extras: [],
    mcp_currency: null,
    mcp: null,
  });
  const lines = (b: ReturnType<typeof breakdownOf>) => b.room - b.coupon - b.promotion + b.tax + b.service + b.accommodationTax + b.extras - b.voucher - b.points;

  it('adds up to the total when the booking has extras (their tax is in the extras line, not again in the tax line)', () => {
    // A booked stay: room 32,580 + its tax 3,258; extras 5,000 + their tax 500. The API's tax holds both taxes.
    const booked = price({ room_price_without_tax: 32580, tax: 3758, total_extra_price: 5500, extra_price_without_tax: 5000, total_price: 41338 });
    const b = breakdownOf(booked, 0);
    expect([b.room, b.tax, b.extras, b.total]).toEqual([32580, 3258, 5500, 41338]);
    expect(lines(b)).toBe(b.total);
  });

  it('shows the room before its coupon and promotion, each discount on a line, and takes points spent on the page off the total', () => {
    // Room 10,000 less a 1,000 coupon and a 500 promotion: 8,500 + tax 850 = 9,350; 350 points spent.
    const b = breakdownOf(price({ room_price_without_tax: 8500, coupon_discount_amount: 1000, promotion_discount_amount: 500, tax: 850, total_price: 9350 }), 0, 350);
    expect([b.room, b.coupon, b.promotion, b.points, b.total, b.hotelTotal]).toEqual([10000, 1000, 500, 350, 9000, 9000]);
    expect(lines(b)).toBe(b.total);
  });

  it('adds extras chosen on the page (with their tax) to the extras line and the total', () => {
    const b = breakdownOf(price({ room_price_without_tax: 10000, tax: 1000, total_price: 11000 }), 1100);
    expect([b.tax, b.extras, b.total]).toEqual([1000, 1100, 12100]);
    expect(lines(b)).toBe(b.total);
  });
});

describe('a member’s details in the guest form', () => {
  const member: User = {
    id: 7, membership_id: 'M-7', email: 'hanako@example.com', first_name: 'Hanako', last_name: 'Tanaka', first_name_kana: 'ハナコ', last_name_kana: 'タナカ',
    locale: 'ja', provider: null, program_id: 1, rank_id: null, rank: null, hotel_brand_id: 1, organization: null, organization_role: null, point_program_enabled: false,
    profile: {
      first_name_kanji: '花子', last_name_kanji: '田中', dob: null, gender: null, nationality: null, occupation: null, phone: '+81 90-1234-5678', postal_code: '104-0061',
      prefecture_or_state: null, street_address: '', building_name_and_number: null, receipt_title: null, receipt_unicode: null, promotion_email_opt_in: false,
    },
  };

  const rules = (r: Partial<FormRules>): FormRules => ({ locale: 'ja', kanaRequired: false, addressRequired: false, englishNamesOnly: false, ...r });

  it('fills what the account has, the name in the form’s script, e-mail twice; kana and address only when asked', () => {
    expect(memberPrefill(member, rules({ kanaRequired: true, addressRequired: true }))).toEqual({
      first_name: '花子', last_name: '田中', first_name_kana: 'ハナコ', last_name_kana: 'タナカ', email: 'hanako@example.com', email_confirmation: 'hanako@example.com',
      phone: '+81 90-1234-5678', postal_code: '1040061',
    });
    expect(memberPrefill(member, rules({}))).toEqual({
      first_name: '花子', last_name: '田中', email: 'hanako@example.com', email_confirmation: 'hanako@example.com', phone: '+81 90-1234-5678',
    });
    expect(memberPrefill(member, rules({ locale: 'en' }))).toMatchObject({ first_name: 'Hanako', last_name: 'Tanaka' });
    expect(memberPrefill(member, rules({ englishNamesOnly: true }))).toMatchObject({ first_name: 'Hanako', last_name: 'Tanaka' });
  });

  it('leaves out what the form would refuse, so no hidden field stops the booking', () => {
    const odd = { ...member, first_name: 'Hanako', last_name: 'Tanaka', profile: { ...member.profile!, first_name_kanji: null, last_name_kanji: null, phone: 'call me' } };
    const filled = memberPrefill(odd, rules({ locale: 'en' }));
    expect(filled.phone).toBeUndefined();
    const check = guestFormSchema(rules({ locale: 'en' })).safeParse({ ...emptyGuestForm(), ...filled });
    const refused = check.success ? [] : check.error.issues.map((i) => String(i.path[0]));
    expect(refused.filter((k) => k in filled)).toEqual([]);
  });

  it('fills nothing for a guest or a corporate user without a member', () => {
    expect(memberPrefill(null, rules({ locale: 'en' }))).toEqual({});
    expect(memberPrefill({ ...member, id: 0 }, rules({ locale: 'en' }))).toEqual({});
  });
});

describe('amounts in the shown currency', () => {
  const base = { ...(Object.fromEntries(PRICE_AMOUNT_KEYS.map((k) => [k, 0])) as Record<(typeof PRICE_AMOUNT_KEYS)[number], number>), currency: 'JPY' as const, tax_included: true, cancellation: { fee: 0 }, rooms: [], extras: [] };
  it('converts an extra’s price like the total when the price is shown in another currency', () => {
    const usd = { ...base, total_price: 30000, mcp_currency: 'USD' as const, mcp: { total_price: 20000 } } as PriceObject;
    expect(shownCurrency(usd)).toBe('USD');
    expect(toShown(2750, usd)).toBe(1833);
    const yen = { ...base, total_price: 30000, mcp_currency: null, mcp: null } as PriceObject;
    expect([shownCurrency(yen), toShown(2750, yen)]).toEqual(['JPY', 2750]);
  });
});

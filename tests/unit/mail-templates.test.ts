// The reservation mails (server/mail/templates.ts): the guest's words, the hotel's own copy.
import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../contract';
import { cancellationMail, confirmationMail, guestName } from '../../server/mail/templates';

const reservation = (locale: string, guest = { first_name: 'Hanako', last_name: 'Tanaka' }) =>
  ({
    reservation_number: 'YD123',
    locale,
    currency: 'JPY',
    total_price: 41338,
    payment_type: 'on_site',
    checkin_date: '2027-01-10',
    checkout_date: '2027-01-12',
    guest: { ...guest, email: 'hanako@example.com' },
    rooms: [{ room_type_name: 'Moderate Double', room_plan_name: 'Room only', adults: 2, children: 0 }],
  }) as unknown as Reservation;

describe('the confirmation mail', () => {
  it('names the payment in the guest’s words, never as a code', () => {
    expect(confirmationMail(reservation('en'), 'Yadori Tokyo', 'https://w.test/m').text).toContain('Payment: Pay at the hotel');
    const ja = confirmationMail(reservation('ja'), 'Yadori Tokyo', 'https://w.test/m').text;
    expect(ja).toContain('お支払い: 現地払い');
    expect(ja).not.toContain('on_site');
  });

  it('greets with the family name first in Japanese, as the widget shows it', () => {
    expect(confirmationMail(reservation('ja'), 'H', 'https://w.test/m').text.startsWith('Tanaka Hanako 様')).toBe(true);
    expect(confirmationMail(reservation('en'), 'H', 'https://w.test/m').text.startsWith('Dear Hanako Tanaka,')).toBe(true);
    expect(guestName({ first_name: '민준', last_name: '김' }, 'ko')).toBe('김민준');
    expect(guestName({ first_name: 'Minjun', last_name: 'Kim' }, 'ko')).toBe('Kim Minjun');
  });

  it('tells the hotel of the booking without greeting or thanking it as a guest', () => {
    const mail = confirmationMail(reservation('ja'), 'Yadori Tokyo', 'https://w.test/m', true);
    expect(mail.text.startsWith('新しいご予約が入りました。')).toBe(true);
    expect(mail.text).not.toContain('ありがとうございます');
    expect(mail.text).not.toContain('様');
    expect(mail.html).not.toContain('ご来館');
  });

  it('the cancellation mail greets in the same order', () => {
    expect(cancellationMail(reservation('ja'), 'H', 0, true).text).toContain('Tanaka Hanako 様');
  });
});

// The reservation mails (server/mail/templates.ts): the guest's words, the hotel's own copy; and
// the member mails (server/mail/member-mail.ts) in the member's language.
import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../contract';
import type { Queryable } from '../../server/db/db';
import { sendMemberMail } from '../../server/mail/member-mail';
import { cancellationMail, confirmationMail, guestName, updateMail } from '../../server/mail/templates';

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

describe('the mails in Indonesian, Thai and Arabic', () => {
  // Each language's subjects as its tables word them, the number filled in; and the payment line.
  const expected = {
    id: { confirm: 'Reservasi YD123 Anda telah dikonfirmasi', cancel: 'Pembatalan reservasi YD123', update: 'Reservasi YD123 Anda telah diubah', payment: 'Pembayaran: Bayar di hotel', greeting: 'Yth. Hanako Tanaka,', reset: 'Atur ulang kata sandi Anda' },
    th: { confirm: 'การจองหมายเลข YD123 ของคุณได้รับการยืนยันแล้ว', cancel: 'การยกเลิกการจองหมายเลข YD123', update: 'การจองหมายเลข YD123 ของคุณมีการเปลี่ยนแปลง', payment: 'การชำระเงิน: ชำระเงินที่โรงแรม', greeting: 'เรียน คุณ Hanako Tanaka', reset: 'ตั้งรหัสผ่านใหม่' },
    ar: { confirm: 'تم تأكيد حجزك رقم YD123', cancel: 'إلغاء الحجز رقم YD123', update: 'تم تعديل حجزك رقم YD123', payment: 'الدفع: الدفع في الفندق', greeting: 'مرحبًا Hanako Tanaka،', reset: 'إعادة تعيين كلمة المرور' },
  };
  const english = {
    confirm: confirmationMail(reservation('en'), 'H', 'https://w.test/m').subject,
    cancel: cancellationMail(reservation('en'), 'H', 0, true).subject,
  };
  const changed = (locale: string) => {
    const r = reservation(locale);
    return { ...r, checkout_date: '2027-01-13', rooms: r.rooms.map((room) => ({ ...room, status: 'active' })) } as Reservation;
  };
  const before = (locale: string) => ({ ...changed(locale), checkout_date: '2027-01-12' }) as Reservation;

  for (const [locale, words] of Object.entries(expected)) {
    it(`writes the confirmation mail in ${locale}, given name first`, () => {
      const mail = confirmationMail(reservation(locale), 'H', 'https://w.test/m');
      expect(mail.subject).toBe(`H: ${words.confirm}`);
      expect(mail.subject).not.toBe(english.confirm);
      expect(mail.text.startsWith(words.greeting)).toBe(true);
      expect(mail.text).toContain(words.payment);
      expect(mail.text).not.toContain('on_site');
    });

    it(`writes the cancellation mail in ${locale}`, () => {
      const mail = cancellationMail(reservation(locale), 'H', 0, true);
      expect(mail.subject).toBe(`H: ${words.cancel}`);
      expect(mail.subject).not.toBe(english.cancel);
      expect(mail.text.startsWith(words.greeting)).toBe(true);
    });

    it(`writes the change mail in ${locale}`, () => {
      const mail = updateMail(changed(locale), before(locale), 'H', 0, 0);
      expect(mail.subject).toBe(`H: ${words.update}`);
      expect(mail.subject).not.toBe(updateMail(changed('en'), before('en'), 'H', 0, 0).subject);
      expect(mail.text.startsWith(words.greeting)).toBe(true);
    });

    it(`writes the member mail in ${locale}`, async () => {
      const sent: unknown[][] = [];
      const db: Queryable = { query: async <T>(_sql: string, params?: unknown[]) => { sent.push(params ?? []); return [] as T[]; } };
      await sendMemberMail(db, 'hanako@example.com', locale, 'reset', 'https://w.test/reset');
      await sendMemberMail(db, 'hanako@example.com', 'en', 'reset', 'https://w.test/reset');
      expect(sent[0]?.[1]).toBe(words.reset);
      expect(sent[0]?.[1]).not.toBe(sent[1]?.[1]);
      expect(String(sent[0]?.[3])).toContain('https://w.test/reset');
      expect(String(sent[0]?.[2])).toContain(`dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`);
    });
  }
});

describe('the mails’ language and direction', () => {
  it('name their language, and Arabic reads right to left with its row headings at the right', () => {
    const ar = confirmationMail(reservation('ar'), 'Yadori Tokyo', 'https://w.test/manage').html;
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(ar).toContain('<th align="right"');
    expect(ar).not.toContain('align="left"');
    const zh = cancellationMail(reservation('zh_Hant'), 'Yadori Tokyo', 0, true).html;
    expect(zh).toContain('<html lang="zh-Hant" dir="ltr">');
    expect(zh).toContain('<th align="left"');
  });
});

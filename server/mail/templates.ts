// Mail texts in the guest's language (en, ja, ko, zh_Hans, zh_Hant, id, th, ar; others read English).
import type { PaymentMethod, Reservation } from '../../contract';
import { CURRENCIES, isRtlLanguage } from '../../contract';
import { escapeHtml, langAttributes } from '../html';

type Texts = {
  subject: string;
  hotelSubject: string;
  greeting: string;
  intro: string;
  number: string;
  stay: string;
  rooms: string;
  total: string;
  payment: string;
  manage: string;
  thanks: string;
  /** The hotel's own copy: what it says instead of greeting the guest. */
  hotelIntro: string;
  paymentTypes: Record<PaymentMethod, string>;
};

const TEXTS: Record<string, Texts> = {
  en: {
    subject: 'Your reservation {no} is confirmed',
    hotelSubject: 'New reservation {no}',
    greeting: 'Dear {name},',
    intro: 'Thank you for booking with us. Your reservation is confirmed.',
    number: 'Reservation number',
    stay: 'Stay',
    rooms: 'Rooms',
    total: 'Total',
    payment: 'Payment',
    manage: 'View or manage your reservation',
    thanks: 'We look forward to welcoming you.',
    hotelIntro: 'A new reservation has come in.',
    paymentTypes: { on_site: 'Pay at the hotel', credit_card: 'Credit card', on_site_credit_card_required: 'Pay at the hotel (card required)', deferred_payment: 'Pay later', credit_card_international: 'International credit card', pre_paid: 'Prepaid', amazon_pay: 'Amazon Pay', credit_card_full: 'Credit card (full amount)', credit_card_deposit: 'Credit card (deposit)', bank_transfer: 'Bank transfer', credit_card_krw_domestic: 'Credit card (Korea)', credit_card_krw_international: 'Credit card (international, KRW)' },
  },
  ja: {
    subject: 'ご予約 {no} が確定しました',
    hotelSubject: '新しいご予約 {no}',
    greeting: '{name} 様',
    intro: 'このたびはご予約いただき、誠にありがとうございます。ご予約が確定しました。',
    number: '予約番号',
    stay: 'ご宿泊日',
    rooms: '客室',
    total: '合計',
    payment: 'お支払い',
    manage: 'ご予約の確認・変更はこちら',
    thanks: 'ご来館を心よりお待ちしております。',
    hotelIntro: '新しいご予約が入りました。',
    paymentTypes: { on_site: '現地払い', credit_card: 'クレジットカード', on_site_credit_card_required: '現地払い（カード登録が必要）', deferred_payment: '後払い', credit_card_international: '海外発行クレジットカード', pre_paid: '事前払い', amazon_pay: 'Amazon Pay', credit_card_full: 'クレジットカード（全額）', credit_card_deposit: 'クレジットカード（デポジット）', bank_transfer: '銀行振込', credit_card_krw_domestic: 'クレジットカード（韓国国内）', credit_card_krw_international: 'クレジットカード（海外・ウォン）' },
  },
  ko: {
    subject: '예약 {no}이(가) 확정되었습니다',
    hotelSubject: '새 예약 {no}',
    greeting: '{name} 님께',
    intro: '예약해 주셔서 감사합니다. 예약이 확정되었습니다.',
    number: '예약 번호',
    stay: '숙박 일정',
    rooms: '객실',
    total: '합계',
    payment: '결제',
    manage: '예약 확인 및 변경',
    thanks: '방문을 기다리겠습니다.',
    hotelIntro: '새 예약이 들어왔습니다.',
    paymentTypes: { on_site: '현장 결제', credit_card: '신용카드', on_site_credit_card_required: '현장 결제(카드 등록 필요)', deferred_payment: '후불 결제', credit_card_international: '해외 발행 신용카드', pre_paid: '선불', amazon_pay: 'Amazon Pay', credit_card_full: '신용카드(전액)', credit_card_deposit: '신용카드(보증금)', bank_transfer: '계좌 이체', credit_card_krw_domestic: '신용카드(국내)', credit_card_krw_international: '신용카드(해외, 원화)' },
  },
  zh_Hans: {
    subject: '您的预订 {no} 已确认',
    hotelSubject: '新预订 {no}',
    greeting: '{name} 您好：',
    intro: '感谢您的预订，您的预订已确认。',
    number: '预订编号',
    stay: '入住日期',
    rooms: '客房',
    total: '合计',
    payment: '付款',
    manage: '查看或管理您的预订',
    thanks: '期待您的光临。',
    hotelIntro: '收到一笔新预订。',
    paymentTypes: { on_site: '到店付款', credit_card: '信用卡', on_site_credit_card_required: '到店付款（需登记信用卡）', deferred_payment: '后付款', credit_card_international: '境外信用卡', pre_paid: '预付', amazon_pay: 'Amazon Pay', credit_card_full: '信用卡（全额）', credit_card_deposit: '信用卡（押金）', bank_transfer: '银行转账', credit_card_krw_domestic: '信用卡（韩国境内）', credit_card_krw_international: '信用卡（境外，韩元）' },
  },
  zh_Hant: {
    subject: '您的訂房 {no} 已確認',
    hotelSubject: '新訂房 {no}',
    greeting: '{name} 您好：',
    intro: '感謝您的訂房，您的訂房已確認。',
    number: '訂房編號',
    stay: '入住日期',
    rooms: '客房',
    total: '合計',
    payment: '付款',
    manage: '查看或管理您的訂房',
    thanks: '期待您的光臨。',
    hotelIntro: '收到一筆新訂房。',
    paymentTypes: { on_site: '現場付款', credit_card: '信用卡', on_site_credit_card_required: '現場付款（需登記信用卡）', deferred_payment: '後付款', credit_card_international: '海外信用卡', pre_paid: '預付', amazon_pay: 'Amazon Pay', credit_card_full: '信用卡（全額）', credit_card_deposit: '信用卡（訂金）', bank_transfer: '銀行轉帳', credit_card_krw_domestic: '信用卡（韓國國內）', credit_card_krw_international: '信用卡（海外，韓元）' },
  },
  id: {
    subject: 'Reservasi {no} Anda telah dikonfirmasi',
    hotelSubject: 'Reservasi baru {no}',
    greeting: 'Yth. {name},',
    intro: 'Terima kasih telah memesan di hotel kami. Reservasi Anda telah dikonfirmasi.',
    number: 'Nomor reservasi',
    stay: 'Masa menginap',
    rooms: 'Kamar',
    total: 'Total',
    payment: 'Pembayaran',
    manage: 'Lihat atau kelola reservasi Anda',
    thanks: 'Kami menantikan kedatangan Anda.',
    hotelIntro: 'Ada reservasi baru yang masuk.',
    paymentTypes: { on_site: 'Bayar di hotel', credit_card: 'Kartu kredit', on_site_credit_card_required: 'Bayar di hotel (perlu kartu kredit)', deferred_payment: 'Bayar nanti', credit_card_international: 'Kartu kredit internasional', pre_paid: 'Prabayar', amazon_pay: 'Amazon Pay', credit_card_full: 'Kartu kredit (jumlah penuh)', credit_card_deposit: 'Kartu kredit (deposit)', bank_transfer: 'Transfer bank', credit_card_krw_domestic: 'Kartu kredit (domestik Korea)', credit_card_krw_international: 'Kartu kredit (internasional, KRW)' },
  },
  th: {
    subject: 'การจองหมายเลข {no} ของคุณได้รับการยืนยันแล้ว',
    hotelSubject: 'การจองใหม่หมายเลข {no}',
    greeting: 'เรียน คุณ {name}',
    intro: 'ขอบคุณที่จองห้องพักกับเรา การจองของคุณได้รับการยืนยันแล้ว',
    number: 'หมายเลขการจอง',
    stay: 'การเข้าพัก',
    rooms: 'ห้องพัก',
    total: 'ยอดรวม',
    payment: 'การชำระเงิน',
    manage: 'ดูหรือจัดการการจองของคุณ',
    thanks: 'เรายินดีเป็นอย่างยิ่งที่จะได้ต้อนรับคุณ',
    hotelIntro: 'มีการจองใหม่เข้ามา',
    paymentTypes: { on_site: 'ชำระเงินที่โรงแรม', credit_card: 'บัตรเครดิต', on_site_credit_card_required: 'ชำระเงินที่โรงแรม (ต้องใช้บัตรเครดิต)', deferred_payment: 'ชำระภายหลัง', credit_card_international: 'บัตรเครดิตต่างประเทศ', pre_paid: 'ชำระล่วงหน้า', amazon_pay: 'Amazon Pay', credit_card_full: 'บัตรเครดิต (เต็มจำนวน)', credit_card_deposit: 'บัตรเครดิต (มัดจำ)', bank_transfer: 'โอนเงินผ่านธนาคาร', credit_card_krw_domestic: 'บัตรเครดิต (ออกในเกาหลี)', credit_card_krw_international: 'บัตรเครดิต (ต่างประเทศ, KRW)' },
  },
  ar: {
    subject: 'تم تأكيد حجزك رقم {no}',
    hotelSubject: 'حجز جديد رقم {no}',
    greeting: 'مرحبًا {name}،',
    intro: 'شكرًا لحجزك لدينا. تم تأكيد حجزك.',
    number: 'رقم الحجز',
    stay: 'الإقامة',
    rooms: 'الغرف',
    total: 'الإجمالي',
    payment: 'الدفع',
    manage: 'عرض حجزك أو إدارته',
    thanks: 'نتطلع إلى استقبالك.',
    hotelIntro: 'وصل حجز جديد.',
    paymentTypes: { on_site: 'الدفع في الفندق', credit_card: 'بطاقة ائتمان', on_site_credit_card_required: 'الدفع في الفندق (تلزم بطاقة ائتمان)', deferred_payment: 'الدفع لاحقًا', credit_card_international: 'بطاقة ائتمان دولية', pre_paid: 'دفع مسبق', amazon_pay: 'Amazon Pay', credit_card_full: 'بطاقة ائتمان (المبلغ كاملًا)', credit_card_deposit: 'بطاقة ائتمان (عربون)', bank_transfer: 'تحويل بنكي', credit_card_krw_domestic: 'بطاقة ائتمان (محلية كورية)', credit_card_krw_international: 'بطاقة ائتمان (دولية، بالوون الكوري)' },
  },
};

/** The mail's opening tag: its language, and its direction. */
const htmlOpen = (locale: string) => `<!doctype html><html ${langAttributes(locale)}>`;

/** Row headings line up with the start of the line in either direction. */
const startAlign = (locale: string) => (isRtlLanguage(locale) ? 'right' : 'left');

const esc = escapeHtml;

function money(minor: number, currency: Reservation['currency']): string {
  const digits = CURRENCIES[currency].decimalDigits;
  return `${CURRENCIES[currency].symbol === currency ? `${currency} ` : CURRENCIES[currency].symbol}${(minor / 10 ** digits).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

/** Family name first in Japanese, Korean and Chinese (hangul names without a space), given name first elsewhere. */
export function guestName(guest: { first_name: string; last_name: string }, locale: string): string {
  if (locale === 'ko' && /^[\uac00-\ud7a3]+$/.test(`${guest.last_name}${guest.first_name}`)) return `${guest.last_name}${guest.first_name}`;
  return ['ja', 'ko', 'zh_Hans', 'zh_Hant'].includes(locale) ? `${guest.last_name} ${guest.first_name}` : `${guest.first_name} ${guest.last_name}`;
}

export function confirmationMail(r: Reservation, hotelName: string, manageUrl: string, forHotel = false): { subject: string; html: string; text: string } {
  const t = TEXTS[r.locale] ?? TEXTS.en!;
  const name = guestName(r.guest, r.locale);
  const fill = (s: string) => s.replace('{no}', r.reservation_number).replace('{name}', name);
  const rows: [string, string][] = [
    [t.number, r.reservation_number],
    [t.stay, `${r.checkin_date} → ${r.checkout_date}`],
    [t.rooms, r.rooms.map((x) => `${x.room_type_name} / ${x.room_plan_name} (${x.adults}+${x.children})`).join(', ')],
    [t.total, money(r.total_price, r.currency)],
    [t.payment, t.paymentTypes[r.payment_type] ?? r.payment_type],
  ];
  // The hotel's copy tells the hotel; only the guest's greets and thanks.
  const opening = forHotel ? [t.hotelIntro] : [fill(t.greeting), t.intro];
  const closing = forHotel ? [] : [t.thanks];
  const subject = `${hotelName}: ${fill(forHotel ? t.hotelSubject : t.subject)}`;
  const html = `${htmlOpen(r.locale)}<body style="font-family:sans-serif;color:#1d232b">
${opening.map((line) => `<p>${esc(line)}</p>`).join('')}
<table cellpadding="6" style="border-collapse:collapse">${rows.map(([k, v]) => `<tr><th align="${startAlign(r.locale)}" style="border-bottom:1px solid #ddd">${esc(k)}</th><td style="border-bottom:1px solid #ddd">${esc(v)}</td></tr>`).join('')}</table>
<p><a href="${esc(manageUrl)}">${esc(t.manage)}</a></p>${closing.map((line) => `<p>${esc(line)}</p>`).join('')}<p>${esc(hotelName)}</p></body></html>`;
  const text = [opening.join('\n\n'), '', ...rows.map(([k, v]) => `${k}: ${v}`), '', `${t.manage}: ${manageUrl}`, '', ...closing, hotelName].join('\n');
  return { subject, html, text };
}

const CANCEL_TEXTS: Record<string, { subject: string; all: string; some: string; fee: string }> = {
  en: { subject: 'Cancellation of reservation {no}', all: 'Your reservation has been cancelled.', some: 'Some rooms of your reservation have been cancelled.', fee: 'Cancellation fee' },
  ja: { subject: 'ご予約 {no} のキャンセル', all: 'ご予約をキャンセルしました。', some: 'ご予約の一部の客室をキャンセルしました。', fee: 'キャンセル料' },
  ko: { subject: '예약 {no} 취소', all: '예약이 취소되었습니다.', some: '예약의 일부 객실이 취소되었습니다.', fee: '취소 수수료' },
  zh_Hans: { subject: '预订 {no} 已取消', all: '您的预订已取消。', some: '您预订中的部分客房已取消。', fee: '取消费' },
  zh_Hant: { subject: '訂房 {no} 已取消', all: '您的訂房已取消。', some: '您訂房中的部分客房已取消。', fee: '取消費' },
  id: { subject: 'Pembatalan reservasi {no}', all: 'Reservasi Anda telah dibatalkan.', some: 'Sebagian kamar dalam reservasi Anda telah dibatalkan.', fee: 'Biaya pembatalan' },
  th: { subject: 'การยกเลิกการจองหมายเลข {no}', all: 'การจองของคุณถูกยกเลิกแล้ว', some: 'ห้องพักบางห้องในการจองของคุณถูกยกเลิกแล้ว', fee: 'ค่าธรรมเนียมการยกเลิก' },
  ar: { subject: 'إلغاء الحجز رقم {no}', all: 'تم إلغاء حجزك.', some: 'تم إلغاء بعض الغرف في حجزك.', fee: 'رسوم الإلغاء' },
};

export function cancellationMail(r: Reservation, hotelName: string, fee: number, all: boolean): { subject: string; html: string; text: string } {
  const t = TEXTS[r.locale] ?? TEXTS.en!;
  const c = CANCEL_TEXTS[r.locale] ?? CANCEL_TEXTS.en!;
  const name = guestName(r.guest, r.locale);
  const subject = `${hotelName}: ${c.subject.replace('{no}', r.reservation_number)}`;
  const lines: [string, string][] = [[t.number, r.reservation_number], [t.stay, `${r.checkin_date} → ${r.checkout_date}`], [c.fee, money(fee, r.currency)]];
  const html = `${htmlOpen(r.locale)}<body style="font-family:sans-serif;color:#1d232b"><p>${esc(t.greeting.replace('{name}', name))}</p><p>${esc(all ? c.all : c.some)}</p>
<table cellpadding="6">${lines.map(([k, v]) => `<tr><th align="${startAlign(r.locale)}">${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table><p>${esc(hotelName)}</p></body></html>`;
  const text = [t.greeting.replace('{name}', name), '', all ? c.all : c.some, '', ...lines.map(([k, v]) => `${k}: ${v}`), '', hotelName].join('\n');
  return { subject, html, text };
}

const UPDATE_TEXTS: Record<string, { subject: string; intro: string; before: string; after: string; difference: string; refund: string }> = {
  en: { subject: 'Your reservation {no} has been changed', intro: 'Your reservation has been changed as follows.', before: 'Before', after: 'Now', difference: 'Price difference', refund: 'Refunded to your card' },
  ja: { subject: 'ご予約 {no} を変更しました', intro: 'ご予約を以下のとおり変更しました。', before: '変更前', after: '変更後', difference: '差額', refund: 'カードへの返金' },
  ko: { subject: '예약 {no}이(가) 변경되었습니다', intro: '예약이 다음과 같이 변경되었습니다.', before: '변경 전', after: '변경 후', difference: '차액', refund: '카드 환불' },
  zh_Hans: { subject: '您的预订 {no} 已变更', intro: '您的预订已变更如下。', before: '变更前', after: '变更后', difference: '差额', refund: '退还至信用卡' },
  zh_Hant: { subject: '您的訂房 {no} 已變更', intro: '您的訂房已變更如下。', before: '變更前', after: '變更後', difference: '差額', refund: '退還至信用卡' },
  id: { subject: 'Reservasi {no} Anda telah diubah', intro: 'Reservasi Anda telah diubah sebagai berikut.', before: 'Sebelum', after: 'Sesudah', difference: 'Selisih harga', refund: 'Dikembalikan ke kartu Anda' },
  th: { subject: 'การจองหมายเลข {no} ของคุณมีการเปลี่ยนแปลง', intro: 'การจองของคุณได้รับการเปลี่ยนแปลงดังนี้', before: 'ก่อนเปลี่ยนแปลง', after: 'หลังเปลี่ยนแปลง', difference: 'ส่วนต่างราคา', refund: 'คืนเงินเข้าบัตรของคุณ' },
  ar: { subject: 'تم تعديل حجزك رقم {no}', intro: 'تم تعديل حجزك على النحو التالي.', before: 'قبل التعديل', after: 'بعد التعديل', difference: 'فرق السعر', refund: 'يُستردّ إلى بطاقتك' },
};

/** Tells the guest what changed: the stay and rooms before and now, the price difference and any refund. */
export function updateMail(r: Reservation, before: Reservation, hotelName: string, difference: number, refund: number): { subject: string; html: string; text: string } {
  const t = TEXTS[r.locale] ?? TEXTS.en!;
  const u = UPDATE_TEXTS[r.locale] ?? UPDATE_TEXTS.en!;
  const name = `${r.guest.first_name} ${r.guest.last_name}`;
  const stay = (x: Reservation) => `${x.checkin_date} → ${x.checkout_date}`;
  const rooms = (x: Reservation) => x.rooms.filter((room) => room.status === 'active').map((room) => `${room.room_type_name} / ${room.room_plan_name} (${room.adults}+${room.children})`).join(', ');
  const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${money(Math.abs(n), r.currency)}`;
  const lines: [string, string, string][] = [
    [t.stay, stay(before), stay(r)],
    [t.rooms, rooms(before), rooms(r)],
    [t.total, money(before.total_price, r.currency), money(r.total_price, r.currency)],
  ];
  const extra: [string, string][] = [[t.number, r.reservation_number], [u.difference, signed(difference)], ...(refund > 0 ? [[u.refund, money(refund, r.currency)] as [string, string]] : [])];
  const subject = `${hotelName}: ${u.subject.replace('{no}', r.reservation_number)}`;
  const cell = 'style="border-bottom:1px solid #ddd"';
  const html = `${htmlOpen(r.locale)}<body style="font-family:sans-serif;color:#1d232b"><p>${esc(t.greeting.replace('{name}', name))}</p><p>${esc(u.intro)}</p>
<table cellpadding="6" style="border-collapse:collapse"><tr><th></th><th align="${startAlign(r.locale)}" ${cell}>${esc(u.before)}</th><th align="${startAlign(r.locale)}" ${cell}>${esc(u.after)}</th></tr>
${lines.map(([k, a, b]) => `<tr><th align="${startAlign(r.locale)}" ${cell}>${esc(k)}</th><td ${cell}>${esc(a)}</td><td ${cell}>${esc(b)}</td></tr>`).join('')}</table>
<table cellpadding="6">${extra.map(([k, v]) => `<tr><th align="${startAlign(r.locale)}">${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table><p>${esc(hotelName)}</p></body></html>`;
  const text = [
    t.greeting.replace('{name}', name), '', u.intro, '',
    ...lines.map(([k, a, b]) => `${k}: ${a}  →  ${b}`), '',
    ...extra.map(([k, v]) => `${k}: ${v}`), '', hotelName,
  ].join('\n');
  return { subject, html, text };
}

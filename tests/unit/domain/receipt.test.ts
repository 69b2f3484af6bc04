import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PriceObject } from '../../../contract';
import { buildReceipt, formatAddress, guestReceiptName, receiptHtml, type ReceiptFacts } from '../../../server/receipt/receipt';

const price = { total_price: 40_000, tax: 3636, accommodation_tax: 400, service_charge: 0, mcp: null } as unknown as PriceObject;
const facts: ReceiptFacts = {
  locale: 'en', reservationNumber: 'YDTEST2345', status: 'done', checkin: '2026-12-20', checkout: '2026-12-22', isDayUse: false,
  currency: 'JPY', mcpCurrency: null, totalPrice: 40_000, price,
  rooms: [{ name: 'Twin / Room only', adults: 2, children: 1, amount: 40_000, active: true }],
  extrasTotal: 0, cancellationFees: 0, cardPaid: 40_000, pointsUsed: 0, hotelName: 'Yadori Tokyo',
  address: { post_code: '104-0061', full_address: 'Ginza 7-18-2, Chuo-ku, Tokyo', country: 'Japan' }, today: '2026-11-01', issue: 1, title: 'Hanako Yamada', preview: false,
};

describe('buildReceipt', () => {
  it("names how to reach the issuer, and a Japanese hotel's qualified-invoice registration number", async () => {
    const r = buildReceipt({ ...facts, locale: 'ja', contact: { phone: '+81-11-123-5603', email: 'odori@demo.yadori.test' }, invoiceRegistrationNumber: 'T1234567890123' })!;
    expect(r.hotelContact).toEqual(['TEL: +81-11-123-5603', 'メール: odori@demo.yadori.test']);
    expect(r.registrationNumber).toBe('登録番号: T1234567890123');
    const html = receiptHtml(r);
    expect(html).toContain('登録番号: T1234567890123');
    expect(html).toContain('TEL: +81-11-123-5603');
    // Printed on the PDF too, read back as text.
    const { receiptPdf } = await import('../../../server/receipt/pdf');
    const dir = mkdtempSync(path.join(tmpdir(), 'yadori-receipt-'));
    writeFileSync(path.join(dir, 'r.pdf'), await receiptPdf(r));
    const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain('登録番号: T1234567890123');
    expect(text).toContain('odori@demo.yadori.test');
    const plain = buildReceipt({ ...facts, contact: { phone: null, email: null }, invoiceRegistrationNumber: null })!;
    expect([plain.hotelContact, plain.registrationNumber]).toEqual([[], null]);
    expect(receiptHtml(plain)).not.toContain('Registration number');
  });

  it('a card payment: the amount paid, the stay, the rooms and the taxes of that price', () => {
    const r = buildReceipt(facts)!;
    expect([r.amount, r.currency, r.number, r.payment]).toEqual([40_000, 'JPY', 'YDTEST2345-1', 'Credit card: ¥40,000 charged in JPY']);
    expect(r.stay).toBe('2026-12-20 – 2026-12-22 (2 night(s))');
    expect(r.lines).toEqual([{ label: 'Twin / Room only', detail: '3 guest(s)', amount: 40_000 }]);
    expect(r.notes.map((n) => [n.label, n.amount])).toEqual([['Consumption tax included', 3636], ['Accommodation tax', 400]]);
  });

  it('nothing paid yet: no receipt (on site before the stay is over, bank transfer pending)', () => {
    expect(buildReceipt({ ...facts, cardPaid: 0 })).toBeNull();
    expect(buildReceipt({ ...facts, cardPaid: 0, today: '2026-12-21' })).toBeNull();
    expect(buildReceipt({ ...facts, cardPaid: 0, status: 'payment_pending', today: '2026-12-23' })).toBeNull();
    const onSite = buildReceipt({ ...facts, cardPaid: 0, today: '2026-12-22' })!;
    expect([onSite.amount, onSite.payment]).toEqual([40_000, 'Paid at the hotel']);
  });

  it('partly refunded: what the card kept, without the taxes of the whole price', () => {
    const r = buildReceipt({ ...facts, cardPaid: 30_000, cancellationFees: 5000 })!;
    expect(r.amount).toBe(30_000);
    expect(r.notes).toEqual([]);
    expect(r.lines.at(-1)).toEqual({ label: 'Cancellation fee', detail: '', amount: 5000 });
  });

  it('cancelled with a fee: a receipt for the fee only', () => {
    const r = buildReceipt({ ...facts, locale: 'ja', status: 'cancelled', cardPaid: 12_000, cancellationFees: 12_000 })!;
    expect(r.proviso).toBe('但し キャンセル料として');
    expect(r.lines).toEqual([{ label: 'キャンセル料', detail: '', amount: 12_000 }]);
    expect(buildReceipt({ ...facts, status: 'cancelled', cardPaid: 0, today: '2027-01-01' })).toBeNull();
  });

  it('paid in another currency: every amount in it, at the booking’s rate', () => {
    const mcp = { ...price, mcp: { total_price: 26_800, tax: 2436, accommodation_tax: 268, service_charge: 0 } } as unknown as PriceObject;
    const r = buildReceipt({ ...facts, mcpCurrency: 'USD', price: mcp, charged: { amount: 26_800, currency: 'USD', hotelAmount: 40_000, rate: 1.4925 } })!;
    expect([r.currency, r.amount, r.payment]).toEqual(['USD', 26_800, 'Credit card: $268.00 charged in USD']);
    expect(r.lines[0]!.amount).toBe(26_800);
    expect(r.notes[0]!.amount).toBe(2436);
    expect(r.notes.slice(-2)).toEqual([
      { label: 'Equivalent in the hotel\'s currency', detail: '¥40,000', amount: null },
      { label: 'Exchange rate', detail: '1 USD = 1.4925 JPY', amount: null },
    ]);
    expect(receiptHtml(r)).toContain('$268.00');
  });

  it('the currency is the one the card was charged in, whatever the price was shown in', () => {
    // Shown in USD, but the card paid yen: the receipt says yen.
    const mcp = { ...price, mcp: { total_price: 26_800 } } as unknown as PriceObject;
    const r = buildReceipt({ ...facts, mcpCurrency: 'USD', price: mcp, charged: { amount: 40_000, currency: 'JPY', hotelAmount: 40_000, rate: null } })!;
    expect([r.currency, r.amount]).toEqual(['JPY', 40_000]);
    expect(receiptHtml(r)).not.toContain('$');
  });

  it('a later issue says it is a reissue', () => {
    expect(receiptHtml(buildReceipt(facts)!)).not.toContain('Reissued');
    const html = receiptHtml(buildReceipt({ ...facts, issue: 3, locale: 'ja', title: 'A&B <Co>' })!);
    expect(html).toContain('再発行 · 3回目の発行');
    expect(html).toContain('A&amp;B &lt;Co&gt; 様');
    expect(html).toContain('lang="ja"');
  });
});

describe('receiptHtml', () => {
  it('a preview says across its top that it is not a receipt; an issue does not', () => {
    const preview = receiptHtml(buildReceipt({ ...facts, preview: true, issue: 2 })!);
    expect(preview).toContain('<p class="preview">Preview: this is not a receipt.');
    expect(preview).toContain('Reissued · issue no. 2');
    expect(receiptHtml(buildReceipt(facts)!)).not.toContain('class="preview"');
    expect(receiptHtml(buildReceipt({ ...facts, preview: true, locale: 'ja' })!)).toContain('プレビュー：領収書ではありません。');
  });

  it('keeps each date whole on a narrow screen, and lays the table out as lines there', () => {
    const html = receiptHtml(buildReceipt(facts)!);
    expect(html).toContain('<span class="nw">2026-12-20</span> – <span class="nw">2026-12-22</span> (2 night(s))');
    expect(html).toContain('<span class="nw">YDTEST2345-1</span>');
    expect(html).toMatch(/@media \(max-width: 520px\)[^@]*tr \{ display: flex;/);
  });
});

describe('guestReceiptName', () => {
  it('puts the family name first in East Asian languages', () => {
    expect(guestReceiptName({ first_name: 'Hanako', last_name: 'Yamada' }, 'en')).toBe('Hanako Yamada');
    expect(guestReceiptName({ first_name: '花子', last_name: '山田' }, 'ja')).toBe('山田 花子');
    expect(guestReceiptName({ first_name: 'Minjun', last_name: 'Kim' }, 'ko')).toBe('Kim Minjun');
  });
});

describe('formatAddress', () => {
  it('puts the postcode first in Japanese and before the country otherwise', () => {
    expect(formatAddress(facts.address, 'ja')).toBe('104-0061, Ginza 7-18-2, Chuo-ku, Tokyo, Japan');
    expect(formatAddress(facts.address, 'en')).toBe('Ginza 7-18-2, Chuo-ku, Tokyo, 104-0061, Japan');
    expect(formatAddress({ post_code: ' ', full_address: 'Seoul', country: 'Korea' }, 'ko')).toBe('Seoul, Korea');
  });
});

// The receipt as a PDF. The fonts travel with the project (Noto Sans JP and KR from npm), so the
// document looks the same on every machine and Japanese text never depends on system fonts; only
// the glyphs used are embedded.
import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { addressee, formatMoney, receiptTexts, type Receipt, type ReceiptLine } from './receipt';

const require = createRequire(import.meta.url);

const FONT_FILES = {
  jp: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  jpBold: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
  kr: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
  krBold: '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;

let fonts: Record<FontName, Buffer> | null = null;

/** Read once: each file is a few megabytes. */
function loadFonts(): Record<FontName, Buffer> {
  fonts ??= Object.fromEntries(Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(require.resolve(file))])) as Record<FontName, Buffer>;
  return fonts;
}

/** Locales the embedded fonts write in full; others get the English receipt. */
export const PDF_LOCALES = ['en', 'ja', 'ko', 'zh_Hant'] as const;

const HANGUL = /\p{Script=Hangul}/u;

/** Noto Sans JP writes Latin, kana and kanji; text with Hangul goes to Noto Sans KR (which has kana and hanja too). */
function fontFor(text: string, bold = false): FontName {
  const kr = HANGUL.test(text);
  return kr ? (bold ? 'krBold' : 'kr') : bold ? 'jpBold' : 'jp';
}

export function receiptPdf(r: Receipt): Promise<Buffer> {
  const t = receiptTexts(r.locale);
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${t('title')} ${r.number}`, Author: r.hotelName }, lang: r.locale.replace('_', '-') });
  for (const [name, data] of Object.entries(loadFonts())) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const text = (s: string, size: number, x: number, y: number, opts: PDFKit.Mixins.TextOptions & { bold?: boolean } = {}) => {
    const { bold, ...rest } = opts;
    doc.font(fontFor(s, bold)).fontSize(size).fillColor('#1d232b').text(s, x, y, { lineBreak: false, ...rest });
  };
  const money = (n: number | null) => (n === null ? '' : formatMoney(n, r.currency));

  // Title, and the reissue mark when this is not the first issue.
  // A short title (領収書, 영수증) is spaced out as such titles are; a word is not.
  const title = t('title');
  text(title, 26, left, 56, { width, align: 'center', bold: true, characterSpacing: [...title].length <= 3 ? 8 : 0 });
  if (r.issue > 1) {
    const mark = `${t('reissue')} · ${t('issue_no', { n: r.issue })}`;
    doc.font(fontFor(mark, true)).fontSize(11);
    const w = doc.widthOfString(mark) + 16;
    doc.lineWidth(1.5).rect(left, 100, w, 22).strokeColor('#b42318').stroke();
    doc.fillColor('#b42318').text(mark, left + 8, 104, { lineBreak: false });
  }
  text(`${t('number')}: ${r.number}`, 10, left, 102, { width, align: 'right' });
  text(`${t('issued')}: ${r.issuedOn}`, 10, left, 117, { width, align: 'right' });

  // Made out to: on one line, in a smaller size when long; a name too long even so wraps, and
  // everything below moves down with it.
  const to = addressee(r);
  const toWidth = width * 0.75;
  let toSize = 18;
  doc.font(fontFor(to));
  while (toSize > 12 && doc.fontSize(toSize).widthOfString(to) > toWidth) toSize -= 1;
  const toHeight = doc.fontSize(toSize).heightOfString(to, { width: toWidth });
  const toTop = Math.max(140, 174 - toHeight);
  doc.fillColor('#1d232b').text(to, left, toTop, { width: toWidth });
  const shift = toTop + toHeight - 174;
  // The name's underline sits under its last line.
  doc.lineWidth(1).strokeColor('#1d232b').moveTo(left, 176 + shift).lineTo(left + toWidth, 176 + shift).stroke();

  // The amount and what it is for.
  const box = 196 + shift;
  doc.lineWidth(2).rect(left, box, width, 48).stroke();
  text(t('amount'), 12, left + 16, box + 18);
  text(money(r.amount), 24, left, box + 9, { width: width - 16, align: 'right', bold: true });
  text(r.proviso, 11, left, box + 62);
  text(t('received'), 11, left, box + 80);

  // The details: stay, rooms and fees, taxes, payment.
  let y = box + 116;
  const row = (l: ReceiptLine) => {
    text(l.label, 10, left, y, { width: width * 0.5 - 8, ellipsis: true });
    // A line without an amount lets its detail run to the right edge.
    text(l.detail, 10, left + width * 0.5, y, { width: width * (l.amount === null ? 0.5 : 0.25) });
    if (l.amount !== null) text(money(l.amount), 10, left + width * 0.75, y, { width: width * 0.25, align: 'right' });
    y += 14;
    doc.lineWidth(0.5).strokeColor('#d0d5dd').moveTo(left, y).lineTo(left + width, y).stroke();
    y += 6;
  };
  row({ label: t('stay'), detail: r.stay, amount: null });
  for (const l of r.lines) row(l);
  for (const l of r.notes) row(l);
  row({ label: t('payment'), detail: r.payment, amount: null });

  // The issuer.
  y += 24;
  text(t('issuer'), 10, left, y, { width, align: 'right' });
  text(r.hotelName, 13, left, y + 16, { width, align: 'right', bold: true });
  text(r.hotelAddress, 10, left, y + 36, { width, align: 'right' });
  y += 50;
  for (const line of [...r.hotelContact, ...(r.registrationNumber ? [r.registrationNumber] : [])]) {
    text(line, 10, left, y, { width, align: 'right' });
    y += 14;
  }
  doc.end();
  return done;
}

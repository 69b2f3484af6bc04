// A file question at the Tokyo demo hotel: two photos upload as soon as they are chosen, a text
// file dressed as a PNG is refused with the server's reason in the guest's language, the files stay
// through going back to the results and forward again, and the confirmation links download the
// very bytes that were sent.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { makePng } from '../tests/fixtures/png';
import { inDays, PHONE, shot } from './support';

const L = {
  en: { book: 'Book', submit: 'Book now', terms: 'I agree to the terms', onSite: 'Pay at the hotel', done: 'Your booking is confirmed', uploaded: 'Uploaded', rejected: 'was not accepted', title: 'Attached files', remove: 'Remove' },
  ja: { book: '予約する', submit: '予約を確定する', terms: '予約規約とキャンセルポリシーに同意します', onSite: '現地払い', done: 'ご予約が確定しました', uploaded: 'アップロード完了', rejected: '受け付けられませんでした', title: '添付ファイル', remove: '削除' },
};
type Lang = keyof typeof L;

const front = makePng(64, 40, [30, 90, 200]);
const back = makePng(48, 48, [220, 160, 20]);

async function openBooking(page: Page, lang: Lang, offset: number) {
  await page.goto(`/?code=demo-tokyo&locale=${lang}&checkin=${inDays(offset)}&checkout=${inDays(offset + 1)}&adults=2`);
  await page.locator('[data-testid="offer"][data-plan="moderate-double-room-only"]').getByRole('link', { name: new RegExp(`^${L[lang].book}`) }).click();
  await expect(page.getByTestId('price-breakdown')).toBeVisible();
}

for (const [i, lang] of (['en', 'ja'] as const).entries()) {
  test(`attach two photos to a booking and download them from the confirmation (${lang})`, async ({ page }) => {
    const l = L[lang];
    await page.setViewportSize(PHONE);
    await openBooking(page, lang, 60 + i * 3);
    const question = page.locator('[data-testid^="file-question-"]');
    await expect(question).toBeVisible();
    const input = question.locator('input[type="file"]');

    await input.setInputFiles([
      { name: 'passport-front.png', mimeType: 'image/png', buffer: front },
      { name: 'passport-back.png', mimeType: 'image/png', buffer: back },
    ]);
    const files = question.getByTestId('attachment');
    await expect(files).toHaveCount(2);
    await expect(question.locator('[data-testid="attachment"][data-state="done"]')).toHaveCount(2);
    await expect(files.first()).toContainText('passport-front.png');
    await expect(files.first()).toContainText(l.uploaded);
    await question.scrollIntoViewIfNeeded();
    await question.screenshot({ path: shot(`attachments-uploaded-${lang}-phone`) });

    // Text with a picture's name and type: the server reads the bytes and refuses it.
    await input.setInputFiles([{ name: 'not-a-photo.png', mimeType: 'image/png', buffer: Buffer.from('these are words, not pixels') }]);
    const refused = question.locator('[data-testid="attachment"][data-state="failed"]');
    await expect(refused).toContainText('not-a-photo.png');
    await expect(refused.getByRole('alert')).toContainText(l.rejected);
    await question.screenshot({ path: shot(`attachments-error-${lang}-phone`) });

    // Removed with the keyboard.
    await refused.getByRole('button', { name: new RegExp(l.remove) }).focus();
    await page.keyboard.press('Enter');
    await expect(files).toHaveCount(2);

    // Back to the results and forward again: the stored files are still on the answer.
    await page.goBack();
    await expect(page.getByTestId('offer').first()).toBeVisible();
    await page.goForward();
    await expect(page.getByTestId('price-breakdown')).toBeVisible();
    await expect(page.locator('[data-testid="attachment"][data-state="done"]')).toHaveCount(2);

    const names = lang === 'ja' ? ['山田', '花子'] : ['Smith', 'Anna'];
    await page.locator('#gd-last_name').fill(names[0]!);
    await page.locator('#gd-first_name').fill(names[1]!);
    const email = `files-${lang}-${Date.now()}@example.com`;
    await page.locator('#gd-email').fill(email);
    await page.locator('#gd-email_confirmation').fill(email);
    await page.locator('#gd-phone').fill('+819012345678');
    await page.locator('select[id^="yb-q-"]').first().selectOption({ index: 1 });
    await page.getByRole('radio', { name: l.onSite, exact: true }).check();
    await page.getByLabel(l.terms).check();
    await page.getByRole('button', { name: l.submit }).click();

    await expect(page.getByRole('heading', { name: l.done })).toBeVisible();
    const attached = page.getByTestId('attached-files');
    await expect(attached.getByRole('heading', { name: l.title })).toBeVisible();
    await expect(attached.getByRole('link')).toHaveText(['passport-front.png', 'passport-back.png']);
    await attached.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot(`attachments-confirmation-${lang}-phone`), fullPage: true });

    for (const [name, bytes] of [['passport-front.png', front], ['passport-back.png', back]] as const) {
      const [download] = await Promise.all([page.waitForEvent('download'), attached.getByRole('link', { name }).click()]);
      expect(download.suggestedFilename()).toBe(name);
      expect((await readFile(await download.path())).equals(bytes)).toBe(true);
    }
  });
}

test('a booking waits for files still uploading, and shows each one going up', async ({ page }) => {
  await page.setViewportSize(PHONE);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/file_attachments', async (route) => {
    await held;
    await route.continue();
  });
  await openBooking(page, 'en', 70);
  const question = page.locator('[data-testid^="file-question-"]');
  await question.locator('input[type="file"]').setInputFiles([{ name: 'visa.png', mimeType: 'image/png', buffer: front }]);
  const file = question.getByTestId('attachment');
  await expect(file).toHaveAttribute('data-state', 'uploading');
  await expect(file.getByRole('progressbar', { name: 'Uploading visa.png' })).toBeVisible();
  await question.screenshot({ path: shot('attachments-uploading-en-phone') });

  await page.getByLabel(L.en.terms).check();
  await page.getByRole('button', { name: L.en.submit }).click();
  await expect(page.getByTestId('error-summary')).toContainText('Please wait until your files have finished uploading.');

  release();
  await expect(file).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('error-summary')).not.toContainText('finished uploading');
});

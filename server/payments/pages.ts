// The provider's own pages, in the guest's language: the card form (framed by the widget) and the
// 3-D Secure challenge.
import { escapeHtml, langAttributes } from '../html';

type Texts = Record<
  'title' | 'holder' | 'number' | 'expiry' | 'month' | 'year' | 'cvc' | 'pay' | 'secure' | 'testCards' | 'challengeTitle' | 'challengeText' | 'complete' | 'cancel' | 'amount' | 'expired',
  string
>;

const TEXTS: Record<string, Texts> = {
  en: {
    title: 'Card details',
    holder: 'Name on card',
    number: 'Card number',
    expiry: 'Expiry',
    month: 'Month',
    year: 'Year',
    cvc: 'Security code',
    pay: 'Use this card',
    secure: 'Your card details go straight to the payment provider; the hotel never sees them.',
    testCards: 'Test cards',
    challengeTitle: 'Confirm it is you',
    challengeText: 'Your card issuer asks you to confirm this payment.',
    complete: 'Confirm payment',
    cancel: 'Cancel',
    amount: 'Amount',
    expired: 'This confirmation is no longer valid.',
  },
  ja: {
    title: 'カード情報',
    holder: 'カード名義',
    number: 'カード番号',
    expiry: '有効期限',
    month: '月',
    year: '年',
    cvc: 'セキュリティコード',
    pay: 'このカードを使う',
    secure: 'カード情報は決済代行会社へ直接送信され、ホテルには共有されません。',
    testCards: 'テスト用カード',
    challengeTitle: 'ご本人確認',
    challengeText: 'カード発行会社がこのお支払いの確認を求めています。',
    complete: '支払いを確認する',
    cancel: 'キャンセル',
    amount: '金額',
    expired: 'この確認は有効期限が切れています。',
  },
  ko: {
    title: '카드 정보',
    holder: '카드 소유자 이름',
    number: '카드 번호',
    expiry: '유효 기간',
    month: '월',
    year: '연도',
    cvc: '보안 코드',
    pay: '이 카드 사용',
    secure: '카드 정보는 결제 대행사로 직접 전송되며 호텔에는 공유되지 않습니다.',
    testCards: '테스트 카드',
    challengeTitle: '본인 확인',
    challengeText: '카드 발급사가 이 결제의 확인을 요청합니다.',
    complete: '결제 확인',
    cancel: '취소',
    amount: '금액',
    expired: '이 확인은 더 이상 유효하지 않습니다.',
  },
  zh_Hans: {
    title: '银行卡信息',
    holder: '持卡人姓名',
    number: '卡号',
    expiry: '有效期',
    month: '月',
    year: '年',
    cvc: '安全码',
    pay: '使用此卡',
    secure: '您的银行卡信息直接发送至支付服务商，酒店不会看到。',
    testCards: '测试卡',
    challengeTitle: '身份验证',
    challengeText: '发卡机构要求您确认此笔付款。',
    complete: '确认付款',
    cancel: '取消',
    amount: '金额',
    expired: '此验证已失效。',
  },
  zh_Hant: {
    title: '信用卡資料',
    holder: '持卡人姓名',
    number: '卡號',
    expiry: '有效期限',
    month: '月',
    year: '年',
    cvc: '安全碼',
    pay: '使用此卡',
    secure: '您的信用卡資料直接傳送至支付服務商，飯店不會看到。',
    testCards: '測試卡',
    challengeTitle: '身分驗證',
    challengeText: '發卡機構要求您確認此筆付款。',
    complete: '確認付款',
    cancel: '取消',
    amount: '金額',
    expired: '此驗證已失效。',
  },
  id: {
    title: 'Data kartu',
    holder: 'Nama pada kartu',
    number: 'Nomor kartu',
    expiry: 'Masa berlaku',
    month: 'Bulan',
    year: 'Tahun',
    cvc: 'Kode keamanan',
    pay: 'Gunakan kartu ini',
    secure: 'Data kartu Anda langsung dikirim ke penyedia pembayaran; hotel tidak pernah melihatnya.',
    testCards: 'Kartu uji',
    challengeTitle: 'Konfirmasi bahwa ini Anda',
    challengeText: 'Penerbit kartu Anda meminta Anda mengonfirmasi pembayaran ini.',
    complete: 'Konfirmasi pembayaran',
    cancel: 'Batal',
    amount: 'Jumlah',
    expired: 'Konfirmasi ini sudah tidak berlaku.',
  },
  th: {
    title: 'ข้อมูลบัตร',
    holder: 'ชื่อบนบัตร',
    number: 'หมายเลขบัตร',
    expiry: 'วันหมดอายุ',
    month: 'เดือน',
    year: 'ปี',
    cvc: 'รหัสความปลอดภัย',
    pay: 'ใช้บัตรนี้',
    secure: 'ข้อมูลบัตรของคุณส่งตรงไปยังผู้ให้บริการชำระเงิน โรงแรมจะไม่เห็นข้อมูลนี้',
    testCards: 'บัตรทดสอบ',
    challengeTitle: 'ยืนยันตัวตนของคุณ',
    challengeText: 'ผู้ออกบัตรของคุณขอให้ยืนยันการชำระเงินนี้',
    complete: 'ยืนยันการชำระเงิน',
    cancel: 'ยกเลิก',
    amount: 'จำนวนเงิน',
    expired: 'การยืนยันนี้ใช้ไม่ได้แล้ว',
  },
  ar: {
    title: 'بيانات البطاقة',
    holder: 'الاسم على البطاقة',
    number: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء',
    month: 'الشهر',
    year: 'السنة',
    cvc: 'رمز الأمان',
    pay: 'استخدام هذه البطاقة',
    secure: 'تُرسل بيانات بطاقتك مباشرةً إلى مزوّد الدفع، ولا يطّلع عليها الفندق أبدًا.',
    testCards: 'بطاقات تجريبية',
    challengeTitle: 'تأكيد هويتك',
    challengeText: 'تطلب منك الجهة المُصدِرة لبطاقتك تأكيد هذه العملية.',
    complete: 'تأكيد الدفع',
    cancel: 'إلغاء',
    amount: 'المبلغ',
    expired: 'لم يعد هذا التأكيد صالحًا.',
  },
};

export function pageTexts(locale: string): Texts {
  return TEXTS[locale] ?? TEXTS.en!;
}

/** The page's opening tag: its language, and its direction. */
const htmlOpen = (locale: string) => `<!doctype html><html ${langAttributes(locale)}>`;

export const esc = escapeHtml;

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:12px;color:#1d232b;background:#fff}
label{display:block;font-size:.9rem;margin:10px 0 4px}input,select{font:inherit;width:100%;box-sizing:border-box;padding:10px;border:1px solid #b9b3a9;border-radius:8px}
.row{display:flex;gap:8px}.row>div{flex:1}button{font:inherit;font-weight:600;min-height:44px;padding:10px 18px;border-radius:8px;border:0;background:#1f3a5f;color:#fff;margin-top:14px;cursor:pointer}
button.quiet{background:#fff;color:#1d232b;border:1px solid #b9b3a9}:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
.err{color:#8a1c12;min-height:1.2em;margin-top:8px}.note{color:#5b6470;font-size:.85rem}details{margin-top:12px;font-size:.85rem}code{user-select:all}`;

export function cardFormPage(locale: string, testCards: readonly [string, string][]): string {
  const t = pageTexts(locale);
  const years = Array.from({ length: 12 }, (_, i) => new Date().getUTCFullYear() + i);
  return `${htmlOpen(locale)}<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(t.title)}</title><style>${STYLE}</style></head><body>
<form id="card" novalidate>
<label for="holder">${esc(t.holder)}</label><input id="holder" name="holder" autocomplete="cc-name" required maxlength="60">
<label for="number">${esc(t.number)}</label><input id="number" name="number" dir="ltr" inputmode="numeric" autocomplete="cc-number" required maxlength="23">
<fieldset style="border:0;padding:0;margin:8px 0 0"><legend style="font-size:.9rem;margin-top:10px">${esc(t.expiry)}</legend><div class="row">
<div><label for="exp_month">${esc(t.month)}</label><select id="exp_month" name="exp_month" autocomplete="cc-exp-month">${Array.from({ length: 12 }, (_, i) => `<option value="${i + 1}">${String(i + 1).padStart(2, '0')}</option>`).join('')}</select></div>
<div><label for="exp_year">${esc(t.year)}</label><select id="exp_year" name="exp_year" autocomplete="cc-exp-year">${years.map((y) => `<option value="${y}">${y}</option>`).join('')}</select></div>
</div></fieldset>
<label for="cvc">${esc(t.cvc)}</label><input id="cvc" name="cvc" dir="ltr" inputmode="numeric" autocomplete="cc-csc" required maxlength="4">
<div class="err" id="error" role="alert" aria-live="assertive"></div>
<button type="submit">${esc(t.pay)}</button>
<p class="note">${esc(t.secure)}</p>
<details><summary>${esc(t.testCards)}</summary><ul>${testCards.map(([n, l]) => `<li><code>${esc(n)}</code> — ${esc(l)}</li>`).join('')}</ul></details>
</form><script src="/payments/sandbox/card-form.js"></script></body></html>`;
}

/** The form's script: vault the card with the provider, hand the one-time token to the widget. */
export const CARD_FORM_JS = `(() => {
  const params = new URLSearchParams(location.search);
  const parentOrigin = params.get('origin');
  const form = document.getElementById('card');
  const error = document.getElementById('error');
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    error.textContent = '';
    const data = Object.fromEntries(new FormData(form).entries());
    const res = await fetch('/payments/sandbox/tokens?locale=' + encodeURIComponent(params.get('locale') || 'en'), {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ holder: data.holder, number: String(data.number).replace(/[\\s-]/g, ''), exp_month: Number(data.exp_month), exp_year: Number(data.exp_year), cvc: data.cvc }),
    }).catch(() => null);
    const body = res ? await res.json().catch(() => null) : null;
    if (!res || !res.ok || !body || !body.data) {
      error.textContent = (body && body.errors && body.errors[0] && body.errors[0].details.base[0].error) || 'Error';
      return;
    }
    // Only the widget's own origin may receive the token.
    window.parent.postMessage({ type: 'yadori:card-token', token: body.data.token, brand: body.data.brand, last4: body.data.last4 }, parentOrigin);
  });
})();`;

export function challengePage(locale: string, amount: string, action: string): string {
  const t = pageTexts(locale);
  return `${htmlOpen(locale)}<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(t.challengeTitle)}</title><style>${STYLE} main{max-width:420px;margin:40px auto;border:1px solid #d9d4cb;border-radius:12px;padding:20px}</style></head><body>
<main><h1>${esc(t.challengeTitle)}</h1><p>${esc(t.challengeText)}</p><p><strong>${esc(t.amount)}:</strong> ${esc(amount)}</p>
<form method="post" action="${esc(action)}"><input type="hidden" name="result" value="complete"><button type="submit">${esc(t.complete)}</button></form>
<form method="post" action="${esc(action)}"><input type="hidden" name="result" value="cancel"><button type="submit" class="quiet">${esc(t.cancel)}</button></form>
</main></body></html>`;
}

export function expiredPage(locale: string): string {
  const t = pageTexts(locale);
  return `${htmlOpen(locale)}<head><meta charset="utf-8"><title>${esc(t.challengeTitle)}</title><style>${STYLE}</style></head><body><main><p role="alert">${esc(t.expired)}</p></main></body></html>`;
}

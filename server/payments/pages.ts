// The provider's own pages, in the guest's language: the card form (framed by the widget) and the
// 3-D Secure challenge. Their words are the `api_payment_pages` namespace of the locale files
// (server/i18n.ts).
import { escapeHtml, langAttributes } from '../html';
import { translator, type Translate } from '../i18n';

/** The pages' words in the guest's language: the `api_payment_pages` namespace of the locale files. */
export function pageTexts(locale: string): Translate {
  return translator(locale, 'api_payment_pages');
}

/** Why the provider refused a card, in the guest's language: a number that is no card number, a card the sandbox does not know, a security code of the wrong length for its brand, or an expired card. */
export function tokenError(locale: string, reason: 'number' | 'test' | 'cvc_amex' | 'cvc_other' | 'expiry_past'): string {
  return pageTexts(locale)(`token_errors.${reason}`);
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
<title>${esc(t('title'))}</title><style>${STYLE}</style></head><body>
<form id="card" novalidate data-cvc-amex="${esc(t('token_errors.cvc_amex'))}" data-cvc-other="${esc(t('token_errors.cvc_other'))}" data-expiry-missing="${esc(t('token_errors.expiry_missing'))}" data-expiry-past="${esc(t('token_errors.expiry_past'))}">
<label for="holder">${esc(t('holder'))}</label><input id="holder" name="holder" autocomplete="cc-name" required maxlength="60">
<label for="number">${esc(t('number'))}</label><input id="number" name="number" dir="ltr" inputmode="numeric" autocomplete="cc-number" required maxlength="23">
<fieldset style="border:0;padding:0;margin:8px 0 0"><legend style="font-size:.9rem;margin-top:10px">${esc(t('expiry'))}</legend><div class="row">
<div><label for="exp_month">${esc(t('month'))}</label><select id="exp_month" name="exp_month" autocomplete="cc-exp-month" required><option value="" selected>--</option>${Array.from({ length: 12 }, (_, i) => `<option value="${i + 1}">${String(i + 1).padStart(2, '0')}</option>`).join('')}</select></div>
<div><label for="exp_year">${esc(t('year'))}</label><select id="exp_year" name="exp_year" autocomplete="cc-exp-year" required><option value="" selected>----</option>${years.map((y) => `<option value="${y}">${y}</option>`).join('')}</select></div>
</div></fieldset>
<label for="cvc">${esc(t('cvc'))}</label><input id="cvc" name="cvc" dir="ltr" inputmode="numeric" autocomplete="cc-csc" required maxlength="4" aria-describedby="error">
<div class="err" id="error" role="alert" aria-live="assertive"></div>
<button type="submit">${esc(t('pay'))}</button>
<p class="note">${esc(t('secure'))}</p>
<details><summary>${esc(t('test_cards'))}</summary><ul>${testCards.map(([n, l]) => `<li><code>${esc(n)}</code> — ${esc(l)}</li>`).join('')}</ul></details>
</form><script src="/payments/sandbox/card-form.js"></script></body></html>`;
}

/** The form's script: vault the card with the provider, hand the one-time token to the widget. */
export const CARD_FORM_JS = `(() => {
  const params = new URLSearchParams(location.search);
  const parentOrigin = params.get('origin');
  const form = document.getElementById('card');
  const error = document.getElementById('error');
  const number = document.getElementById('number');
  const cvc = document.getElementById('cvc');
  const month = document.getElementById('exp_month');
  const year = document.getElementById('exp_year');
  const text = form.dataset;
  // American Express cards carry a 4-digit security code, every other brand 3.
  const isAmex = () => /^3[47]/.test(String(number.value).replace(/[\\s-]/g, ''));
  const cvcProblem = () => {
    const v = String(cvc.value).trim();
    if (!v) return '';
    const want = isAmex() ? 4 : 3;
    return /^\\d+$/.test(v) && v.length === want ? '' : (isAmex() ? text.cvcAmex : text.cvcOther);
  };
  const expiryProblem = () => {
    if (!month.value || !year.value) return text.expiryMissing;
    const now = new Date();
    const y = Number(year.value), m = Number(month.value);
    return y < now.getFullYear() || (y === now.getFullYear() && m < now.getMonth() + 1) ? text.expiryPast : '';
  };
  const mark = (field, problem) => {
    if (problem) field.setAttribute('aria-invalid', 'true'); else field.removeAttribute('aria-invalid');
  };
  // The code's length is checked at once: as it is typed past its length, and when it is left.
  const checkCvc = (strict) => {
    cvc.maxLength = isAmex() ? 4 : 3;
    const v = String(cvc.value).trim();
    const problem = strict || v.length > (isAmex() ? 4 : 3) ? cvcProblem() : '';
    mark(cvc, problem);
    error.textContent = problem || '';
    return problem;
  };
  cvc.addEventListener('input', () => checkCvc(false));
  cvc.addEventListener('blur', () => checkCvc(true));
  number.addEventListener('change', () => { if (cvc.value) checkCvc(true); else cvc.maxLength = isAmex() ? 4 : 3; });
  const checkExpiry = () => {
    if (!month.value || !year.value) return;
    const problem = expiryProblem();
    mark(month, problem);
    mark(year, problem);
    error.textContent = problem || '';
  };
  month.addEventListener('change', checkExpiry);
  year.addEventListener('change', checkExpiry);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    error.textContent = '';
    const expiry = expiryProblem();
    if (expiry) {
      mark(month, expiry);
      mark(year, expiry);
      error.textContent = expiry;
      (month.value ? year : month).focus();
      return;
    }
    const code = cvcProblem() || (String(cvc.value).trim() ? '' : (isAmex() ? text.cvcAmex : text.cvcOther));
    if (code) {
      mark(cvc, code);
      error.textContent = code;
      cvc.focus();
      return;
    }
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
<title>${esc(t('challenge_title'))}</title><style>${STYLE} main{max-width:420px;margin:40px auto;border:1px solid #d9d4cb;border-radius:12px;padding:20px}</style></head><body>
<main><h1>${esc(t('challenge_title'))}</h1><p>${esc(t('challenge_text'))}</p><p><strong>${esc(t('amount'))}:</strong> ${esc(amount)}</p>
<form method="post" action="${esc(action)}"><input type="hidden" name="result" value="complete"><button type="submit">${esc(t('complete'))}</button></form>
<form method="post" action="${esc(action)}"><input type="hidden" name="result" value="cancel"><button type="submit" class="quiet">${esc(t('cancel'))}</button></form>
</main></body></html>`;
}

export function expiredPage(locale: string): string {
  const t = pageTexts(locale);
  return `${htmlOpen(locale)}<head><meta charset="utf-8"><title>${esc(t('challenge_title'))}</title><style>${STYLE}</style></head><body><main><p role="alert">${esc(t('expired'))}</p></main></body></html>`;
}

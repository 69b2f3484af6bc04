// Card rules (document 1 §4 "Currency", §5 card validation): the brand a number belongs to, the
// brand the guest chose must match it, the card must be valid through check-out, Visa and
// Mastercard are refused online above ¥1,000,000, and in another currency only some brands pay.
import type { CardBrand, CurrencyCode } from '../../contract';
import { LIMITS } from '../../contract';
import { isoDate, monthEnd } from '../../contract/dates';
import { DomainError } from './errors';

export type DetectedBrand = 'visa' | 'master' | 'amex' | 'jcb' | 'diners';

/** The brand of a card number, by its leading digits; null when none matches. */
export function detectBrand(number: string): DetectedBrand | null {
  const n = number.replace(/[\s-]/g, '');
  if (/^4\d{12}(\d{3}){0,2}$/.test(n)) return 'visa';
  if (/^(5[1-5]\d{14}|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720)\d{12})$/.test(n)) return 'master';
  if (/^3[47]\d{13}$/.test(n)) return 'amex';
  if (/^35(2[89]|[3-8]\d)\d{12}$/.test(n)) return 'jcb';
  if (/^3(0[0-5]\d{11}|[68]\d{12})\d{0,3}$/.test(n)) return 'diners';
  return null;
}

/** The Luhn checksum every card number carries. */
export function luhnValid(number: string): boolean {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** ponta_visa is a Visa; mastercard and master are one brand. */
export function normaliseBrand(brand: CardBrand): DetectedBrand {
  if (brand === 'ponta_visa') return 'visa';
  if (brand === 'mastercard') return 'master';
  return brand;
}

export interface CardCheck {
  number: string;
  brand: CardBrand;
  /** Expiry month and four-digit year. */
  expMonth: number;
  expYear: number;
  cvc: string;
  checkout: string;
  /** Amount charged, in JPY (the hotel currency). */
  amountJpy: number;
  /** How the currency was switched: none, temporarily (card-brand limited) or multi-currency. */
  currencyMode: 'hotel' | 'temporary' | 'multi_currency';
  currency: CurrencyCode;
}

const TEMPORARY_BRANDS: readonly DetectedBrand[] = ['jcb', 'amex', 'diners'];
const MULTI_CURRENCY_BRANDS: readonly DetectedBrand[] = ['visa', 'master'];

/** Throws the catalogue code of the first rule broken (3004 number, 3005 expiry, 3007 not accepted). */
export function checkCard(card: CardCheck): DetectedBrand {
  if (!luhnValid(card.number)) throw new DomainError(3004, 'Please confirm the card number.', 'card.number');
  const detected = detectBrand(card.number);
  if (!detected) throw new DomainError(3004, 'Please confirm the card number.', 'card.number');
  if (detected !== normaliseBrand(card.brand)) throw new DomainError(3004, 'The card number does not belong to the chosen brand.', 'card.brand');
  const wantDigits = detected === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${wantDigits}}$`).test(card.cvc)) throw new DomainError(3004, `The security code has ${wantDigits} digits.`, 'card.cvc');
  if (card.expMonth < 1 || card.expMonth > 12) throw new DomainError(3005, 'Please check the expiry date.', 'card.exp_month');
  // Valid through the end of its expiry month, which must not come before check-out.
  const lastDay = monthEnd(isoDate(card.expYear, card.expMonth, 1));
  if (lastDay < card.checkout) throw new DomainError(3005, 'The card must be valid through check-out.', 'card.exp_year');
  if ((detected === 'visa' || detected === 'master') && card.amountJpy > LIMITS.visaMastercardOnlineLimitJpy) {
    throw new DomainError(3007, 'Visa and Mastercard cannot pay more than ¥1,000,000 online.', 'card.brand');
  }
  if (card.currencyMode === 'temporary' && !TEMPORARY_BRANDS.includes(detected)) {
    throw new DomainError(3007, `In ${card.currency} only JCB, American Express and Diners Club are accepted.`, 'card.brand');
  }
  if (card.currencyMode === 'multi_currency' && !MULTI_CURRENCY_BRANDS.includes(detected)) {
    throw new DomainError(3007, `In ${card.currency} only Visa and Mastercard are accepted.`, 'card.brand');
  }
  return detected;
}

import { describe, expect, it } from 'vitest';
import { checkCard, detectBrand, luhnValid, normaliseBrand, type CardCheck } from '../../../server/domain/cards';
import { DomainError } from '../../../server/domain/errors';

// Well-known test numbers: each passes the Luhn check.
const VISA = '4242424242424242';
const MASTER = '5555555555554444';
const MASTER_2 = '2223003122003222';
const AMEX = '378282246310005';
const JCB = '3566002020360505';
const DINERS = '36227206271667';

describe('detectBrand', () => {
  it.each([
    [VISA, 'visa'],
    [MASTER, 'master'],
    [MASTER_2, 'master'],
    [AMEX, 'amex'],
    [JCB, 'jcb'],
    [DINERS, 'diners'],
    ['4242 4242 4242 4242', 'visa'],
    ['6011111111111117', null],
    ['1234', null],
  ])('%s -> %s', (n, brand) => expect(detectBrand(n)).toBe(brand));
});

describe('luhnValid', () => {
  it('accepts the test numbers and refuses a typo', () => {
    for (const n of [VISA, MASTER, AMEX, JCB, DINERS]) expect(luhnValid(n)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('abc')).toBe(false);
  });
});

describe('normaliseBrand', () => {
  it('folds the spellings of one brand', () => {
    expect(normaliseBrand('ponta_visa')).toBe('visa');
    expect(normaliseBrand('mastercard')).toBe('master');
    expect(normaliseBrand('jcb')).toBe('jcb');
  });
});

describe('checkCard', () => {
  const ok: CardCheck = { number: VISA, brand: 'visa', expMonth: 12, expYear: 2030, cvc: '123', checkout: '2027-01-03', amountJpy: 50000, currencyMode: 'hotel', currency: 'JPY' };
  const codeOf = (c: CardCheck) => {
    try {
      checkCard(c);
      return null;
    } catch (e) {
      return e instanceof DomainError ? [e.code, e.field] : e;
    }
  };

  it('accepts a good card', () => expect(checkCard(ok)).toBe('visa'));

  it.each([
    ['a number failing the checksum', { number: '4242424242424241' }, 3004, 'card.number'],
    ['a brand that does not match the number', { brand: 'jcb' }, 3004, 'card.brand'],
    ['a 4-digit code on a Visa', { cvc: '1234' }, 3004, 'card.cvc'],
    ['a 3-digit code on an Amex', { number: AMEX, brand: 'amex', cvc: '123' }, 3004, 'card.cvc'],
    ['month 13', { expMonth: 13 }, 3005, 'card.exp_month'],
    ['a card expiring before check-out', { expMonth: 12, expYear: 2026, checkout: '2027-01-03' }, 3005, 'card.exp_year'],
    ['Visa above ¥1,000,000', { amountJpy: 1_000_001 }, 3007, 'card.brand'],
    ['Mastercard above ¥1,000,000', { number: MASTER, brand: 'mastercard', amountJpy: 1_200_000 }, 3007, 'card.brand'],
    ['Visa in a temporary currency', { currencyMode: 'temporary', currency: 'USD' }, 3007, 'card.brand'],
    ['JCB in multi-currency', { number: JCB, brand: 'jcb', currencyMode: 'multi_currency', currency: 'USD' }, 3007, 'card.brand'],
  ] as const)('refuses %s', (_name, over, code, field) => {
    expect(codeOf({ ...ok, ...over } as CardCheck)).toEqual([code, field]);
  });

  it.each([
    ['a card valid through the check-out month', { expMonth: 1, expYear: 2027, checkout: '2027-01-31' }],
    ['exactly ¥1,000,000 by Visa', { amountJpy: 1_000_000 }],
    ['JCB above ¥1,000,000', { number: JCB, brand: 'jcb', amountJpy: 2_000_000 }],
    ['Amex in a temporary currency', { number: AMEX, brand: 'amex', cvc: '1234', currencyMode: 'temporary', currency: 'USD' }],
    ['Visa in multi-currency', { currencyMode: 'multi_currency', currency: 'USD' }],
    ['ponta_visa for a Visa number', { brand: 'ponta_visa' }],
  ] as const)('accepts %s', (_name, over) => {
    expect(codeOf({ ...ok, ...over } as CardCheck)).toBeNull();
  });
});

// Display conversion between currencies (server/domain/currency.ts), in minor units with each
// currency's decimal digits: 0 for JPY, KRW, TWD, VND, IDR; 2 for USD, EUR…; 3 for KWD, BHD, OMR.
import { describe, expect, it } from 'vitest';
import { CURRENCIES, type CurrencyCode } from '../../../contract';
import { convertMinor, type RateTable } from '../../../server/domain/currency';

// Units of each currency that one JPY buys (the demo's table, rounded).
const RATES: RateTable = {
  JPY: 1,
  USD: 0.0066,
  EUR: 0.0061,
  KRW: 9.1,
  TWD: 0.21,
  VND: 170,
  IDR: 107,
  KWD: 0.002,
  BHD: 0.0025,
  OMR: 0.0025,
};

describe('the decimal digits the conversion relies on', () => {
  it.each([
    ['JPY', 0], ['KRW', 0], ['TWD', 0], ['VND', 0], ['IDR', 0],
    ['USD', 2], ['EUR', 2],
    ['KWD', 3], ['BHD', 3], ['OMR', 3],
  ] as [CurrencyCode, number][])('%s has %d', (code, digits) => {
    expect(CURRENCIES[code].decimalDigits).toBe(digits);
  });
});

describe('convertMinor from JPY', () => {
  it.each([
    // 0-decimal targets: minor unit = major unit.
    ['KRW', 28000, 254800], // 28000 × 9.1 = 254800 won
    ['KRW', 12346, 112349], // 12346 × 9.1 = 112348.6 → 112349
    ['TWD', 28000, 5880], // 28000 × 0.21 = 5880 NT$
    ['TWD', 12345, 2592], // 12345 × 0.21 = 2592.45 → 2592
    ['VND', 28000, 4760000], // 28000 × 170 = 4,760,000 ₫
    ['IDR', 28000, 2996000], // 28000 × 107 = 2,996,000 Rp
    // 2-decimal targets: cents.
    ['USD', 10000, 6600], // 10000 × 0.0066 = 66.00 USD = 6600 ¢
    ['USD', 12345, 8148], // 12345 × 0.0066 = 81.477 USD = 8147.7 ¢ → 8148
    ['USD', 1, 1], // 1 × 0.0066 = 0.0066 USD = 0.66 ¢ → 1
    ['EUR', 28000, 17080], // 28000 × 0.0061 = 170.80 EUR = 17080 c
    ['EUR', 12345, 7530], // 12345 × 0.0061 = 75.3045 EUR = 7530.45 c → 7530
    // 3-decimal targets: fils / baisa.
    ['KWD', 28000, 56000], // 28000 × 0.002 = 56.000 KWD = 56000 fils
    ['KWD', 12345, 24690], // 12345 × 0.002 = 24.690 KWD = 24690 fils
    ['BHD', 12346, 30865], // 12346 × 0.0025 = 30.865 BHD = 30865 fils
    ['OMR', 28000, 70000], // 28000 × 0.0025 = 70.000 OMR = 70000 baisa
    ['OMR', 1234, 3085], // 1234 × 0.0025 = 3.085 OMR = 3085 baisa
  ] as [CurrencyCode, number, number][])('¥ → %s: %d → %d', (to, amount, expected) => {
    expect(convertMinor(amount, 'JPY', to, RATES)).toBe(expected);
  });

  it('converts 0 to 0', () => {
    expect(convertMinor(0, 'JPY', 'USD', RATES)).toBe(0);
  });
});

describe('convertMinor into JPY and between two foreign currencies', () => {
  it.each([
    // 6600 ¢ = 66 USD; 66 / 0.0066 = 10000 JPY.
    ['USD', 'JPY', 6600, 10000],
    // 254800 won / 9.1 = 28000 JPY.
    ['KRW', 'JPY', 254800, 28000],
    // 56000 fils = 56 KWD; 56 / 0.002 = 28000 JPY.
    ['KWD', 'JPY', 56000, 28000],
    // 100 USD = 100 / 0.0066 = 15151.51… JPY → 15152.
    ['USD', 'JPY', 10000, 15152],
    // Cross rate: 100 USD = 15151.51… JPY × 0.0061 = 92.4242… EUR = 9242.42 c → 9242.
    ['USD', 'EUR', 10000, 9242],
    // 1000 fils = 1 KWD = 500 JPY = 3.30 USD = 330 ¢ (3 decimals to 2).
    ['KWD', 'USD', 1000, 330],
    // 330 ¢ = 3.30 USD = 500 JPY = 1.000 KWD = 1000 fils (2 decimals to 3).
    ['USD', 'KWD', 330, 1000],
    // 9100 won = 1000 JPY = 210 NT$ (0 decimals to 0).
    ['KRW', 'TWD', 9100, 210],
    // 210 NT$ = 1000 JPY = 6.60 USD = 660 ¢ (0 decimals to 2).
    ['TWD', 'USD', 210, 660],
    // 660 ¢ = 1000 JPY = 9100 won (2 decimals to 0).
    ['USD', 'KRW', 660, 9100],
    // 2500 fils = 2.5 BHD = 1000 JPY = 2.5 OMR = 2500 baisa (3 decimals to 3).
    ['BHD', 'OMR', 2500, 2500],
  ] as [CurrencyCode, CurrencyCode, number, number][])('%s → %s: %d → %d', (from, to, amount, expected) => {
    expect(convertMinor(amount, from, to, RATES)).toBe(expected);
  });
});

describe('convertMinor: rounding to the nearest minor unit', () => {
  // Rates that are exact in binary, so that halves are true halves.
  const EXACT: RateTable = { JPY: 1, USD: 0.0078125, KRW: 0.5 };

  it.each([
    // 16 × 0.0078125 = 0.125 USD = 12.5 ¢ → 13 (a half goes up)
    ['USD', 16, 13],
    // 17 × 0.0078125 = 0.1328125 USD = 13.28 ¢ → 13
    ['USD', 17, 13],
    // 19 × 0.0078125 = 0.1484375 USD = 14.84 ¢ → 15
    ['USD', 19, 15],
    // 3 × 0.5 = 1.5 won → 2
    ['KRW', 3, 2],
    // 4 × 0.5 = 2 won exactly
    ['KRW', 4, 2],
  ] as [CurrencyCode, number, number][])('¥ → %s: %d → %d', (to, amount, expected) => {
    expect(convertMinor(amount, 'JPY', to, EXACT)).toBe(expected);
  });

  it('always answers a whole number of minor units', () => {
    for (const amount of [1, 99, 12345, 987654, 1_000_000]) {
      for (const to of ['USD', 'EUR', 'KWD', 'KRW', 'TWD'] as CurrencyCode[]) {
        expect(Number.isInteger(convertMinor(amount, 'JPY', to, RATES))).toBe(true);
      }
    }
  });
});

describe('convertMinor: same currency', () => {
  it.each(['JPY', 'USD', 'KWD', 'KRW'] as CurrencyCode[])('%s to itself is the identity', (code) => {
    expect(convertMinor(12345, code, code, RATES)).toBe(12345);
  });
  it('needs no rate at all', () => {
    expect(convertMinor(12345, 'EUR', 'EUR', {})).toBe(12345);
  });
});

describe('convertMinor: missing rates', () => {
  it('throws when the target currency has no rate', () => {
    expect(() => convertMinor(10000, 'JPY', 'GBP', RATES)).toThrow(/no exchange rate for GBP/);
  });
  it('throws when the source currency has no rate', () => {
    expect(() => convertMinor(10000, 'CHF', 'JPY', RATES)).toThrow(/no exchange rate for CHF/);
  });
  it('throws for an empty table', () => {
    expect(() => convertMinor(10000, 'USD', 'EUR', {})).toThrow(/no exchange rate/);
  });
  it('treats a rate of 0 as missing rather than dividing by zero', () => {
    expect(() => convertMinor(10000, 'USD', 'JPY', { JPY: 1, USD: 0 })).toThrow(/no exchange rate for USD/);
  });
});

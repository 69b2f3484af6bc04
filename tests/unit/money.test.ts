import { describe, expect, it } from 'vitest';
import { formatMoney, toMajor } from '../../src/lib/money';
import { effectiveCurrency, guessCurrency, isMultiCurrency, parseCurrency, searchCurrencies } from '../../src/lib/currency';

describe('formatMoney', () => {
  it('uses the digits and symbol of each currency', () => {
    expect(formatMoney(12300, 'JPY', 'en')).toBe('¥12,300');
    expect(formatMoney(8250, 'USD', 'en')).toBe('$82.50');
    expect(formatMoney(1250, 'KWD', 'en')).toBe('KWD 1.250');
    expect(formatMoney(260000, 'KRW', 'ko')).toBe('₩260,000');
    expect(formatMoney(2600, 'TWD', 'zh_Hant')).toBe('NT$2,600');
    expect(formatMoney(-500, 'JPY', 'ja')).toBe('-¥500');
  });
  it('converts minor units', () => {
    expect(toMajor(1999, 'EUR')).toBe(19.99);
    expect(toMajor(1999, 'JPY')).toBe(1999);
    expect(toMajor(1999, 'OMR')).toBe(1.999);
  });
});

describe('currency state', () => {
  it('follows temporary > selected > detected > guessed > hotel default', () => {
    const none = { temporary: null, selected: null, detected: null, guessed: null };
    expect(effectiveCurrency(none, 'JPY')).toBe('JPY');
    expect(effectiveCurrency({ ...none, guessed: 'USD' }, 'JPY')).toBe('USD');
    expect(effectiveCurrency({ ...none, guessed: 'USD', detected: 'KRW' }, 'JPY')).toBe('KRW');
    expect(effectiveCurrency({ ...none, guessed: 'USD', detected: 'KRW', selected: 'EUR' }, 'JPY')).toBe('EUR');
    expect(effectiveCurrency({ temporary: 'TWD', guessed: 'USD', detected: 'KRW', selected: 'EUR' }, 'JPY')).toBe('TWD');
  });
  it('accepts only supported currencies from the query', () => {
    expect(parseCurrency('usd')).toBe('USD');
    expect(parseCurrency('XXX')).toBeNull();
    expect(parseCurrency(undefined)).toBeNull();
  });
  it('guesses from the language', () => {
    expect(guessCurrency('ko')).toBe('KRW');
    expect(guessCurrency('zh_Hans')).toBe('CNY');
    expect(guessCurrency('de-DE')).toBe('EUR');
    expect(guessCurrency('xx')).toBeNull();
  });
  it('is multi-currency only when enabled and different from the hotel’s', () => {
    expect(isMultiCurrency(true, 'USD', 'JPY')).toBe(true);
    expect(isMultiCurrency(true, 'JPY', 'JPY')).toBe(false);
    expect(isMultiCurrency(false, 'USD', 'JPY')).toBe(false);
  });
  it('searches case-insensitively and hides unsearchable currencies', () => {
    expect(searchCurrencies('usd')).toEqual(['USD']);
    expect(searchCurrencies('Kw')).toEqual([]);
    expect(searchCurrencies('')).not.toContain('OMR');
    expect(searchCurrencies('zzz')).toEqual([]);
  });
});

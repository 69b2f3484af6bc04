import { describe, expect, it } from 'vitest';
import {
  chargeCurrency,
  chargeOfPrice,
  chargeSentences,
  chargeStatement,
  formatAmount,
  hotelChargesOtherCurrencies,
  inChargedCurrency,
  mcpBrandAllowed,
  rateBetween,
  rateText,
} from '../../../contract/rules/charge';

const mcpHotel = { mcp_enabled: true, mcp_payment_gateway_setting: { provider: 'sandbox' } };

describe('which currency a card pays', () => {
  it('the chosen one only where the hotel charges other currencies, by card, with Visa or Mastercard', () => {
    const base = { setting: mcpHotel, hotelCurrency: 'JPY' as const, chosen: 'USD' as const, byCard: true };
    expect(chargeCurrency({ ...base, brand: 'visa' })).toBe('USD');
    expect(chargeCurrency({ ...base, brand: 'mastercard' })).toBe('USD');
    expect(chargeCurrency({ ...base, brand: 'amex' })).toBe('JPY');
    expect(chargeCurrency({ ...base, brand: 'jcb' })).toBe('JPY');
    expect(chargeCurrency({ ...base, brand: null })).toBe('USD');
    expect(chargeCurrency({ ...base, brand: 'visa', byCard: false })).toBe('JPY');
    expect(chargeCurrency({ ...base, brand: 'visa', chosen: null })).toBe('JPY');
    expect(chargeCurrency({ ...base, brand: 'visa', setting: { mcp_enabled: true, mcp_payment_gateway_setting: null } })).toBe('JPY');
    expect(chargeCurrency({ ...base, brand: 'visa', setting: { mcp_enabled: false, mcp_payment_gateway_setting: { provider: 'sandbox' } } })).toBe('JPY');
  });

  it('needs both the switch and a gateway', () => {
    expect(hotelChargesOtherCurrencies(mcpHotel)).toBe(true);
    expect(hotelChargesOtherCurrencies({ mcp_enabled: true })).toBe(false);
    expect(mcpBrandAllowed('ponta_visa')).toBe(true);
    expect(mcpBrandAllowed('diners')).toBe(false);
    expect(mcpBrandAllowed(undefined)).toBe(false);
  });
});

describe('the charge and how it is said', () => {
  const price = { currency: 'JPY' as const, total_price: 24_950, mcp_currency: 'USD', mcp: { total_price: 16_467 } };

  it('a converted price charges its mcp_ total; another its total', () => {
    const rate = rateBetween('JPY', 'USD', { USD: 0.0066 })!;
    expect(rate).toBeCloseTo(151.515, 2);
    expect(chargeOfPrice(price, rate)).toEqual({ amount: 16_467, currency: 'USD', hotelAmount: 24_950, hotelCurrency: 'JPY', rate });
    expect(chargeOfPrice({ ...price, mcp: null, mcp_currency: null }, null)).toEqual({ amount: 24_950, currency: 'JPY', hotelAmount: 24_950, hotelCurrency: 'JPY', rate: null });
    expect(rateBetween('JPY', 'JPY', {})).toBeNull();
  });

  it('states the amount in the currency charged, and the rate only when converted', () => {
    const usd = chargeStatement(chargeOfPrice(price, 151.515151));
    expect(usd).toEqual({ amount: '$164.67', currency: 'USD', rate: '1 USD = 151.5152 JPY', hotelAmount: '¥24,950' });
    expect(chargeStatement(chargeOfPrice({ ...price, mcp: null }, null))).toEqual({ amount: '¥24,950', currency: 'JPY', rate: null, hotelAmount: null });
    expect(formatAmount(1250, 'KWD')).toBe('KWD 1.250');
    expect(rateText({ currency: 'USD', hotelCurrency: 'USD', rate: 1 })).toBeNull();
  });

  it('the sentences a mail or a page says', () => {
    const say = (key: string, p: Record<string, string>) => `${key}:${Object.values(p).join('|')}`;
    expect(chargeSentences({ amount: 16_467, currency: 'USD', hotel_amount: 24_950, hotel_currency: 'JPY', rate: 151.5 }, say)).toEqual(['charged:$164.67|USD', 'converted_from:¥24,950|1 USD = 151.50 JPY']);
    expect(chargeSentences({ amount: 24_950, currency: 'JPY', hotel_amount: 24_950, hotel_currency: 'JPY', rate: null }, say)).toEqual(['charged:¥24,950|JPY']);
    expect(chargeSentences(null, say)).toEqual([]);
  });

  it('a hotel-currency part of a converted charge, in proportion', () => {
    expect(inChargedCurrency(24_950, { amount: 16_467, hotelAmount: 24_950 })).toBe(16_467);
    expect(inChargedCurrency(12_475, { amount: 16_467, hotelAmount: 24_950 })).toBe(8234);
    expect(inChargedCurrency(100, { amount: 0, hotelAmount: 0 })).toBe(0);
  });
});

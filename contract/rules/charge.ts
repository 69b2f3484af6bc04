// What a card is charged, and how that is said (document 1 §3-§4 "Currency", document 2 §9). A
// hotel with multi-currency payment on (mcp_enabled and an mcp_payment_gateway_setting) charges
// an allowed card brand the price's mcp_ amounts in the guest's chosen currency; every other
// card, and every other way of paying, pays the hotel's own currency. The guest details page, the
// API, the confirmation, the mail, the manage page and the receipt all state a charge through
// `chargeStatement`, so each says the same amount in the same currency, with the rate when it
// was converted.
import type { CurrencyCode } from '../currencies';
import { CURRENCIES } from '../currency-table';
import type { CardBrand } from '../booking-lists';

/** Brands a multi-currency gateway charges in the guest's currency. */
const MCP_CARD_BRANDS: ReadonlySet<CardBrand> = new Set<CardBrand>(['visa', 'ponta_visa', 'master', 'mastercard']);

/** What of a hotel's settings decides whether it charges in another currency. */
export interface McpPaymentSetting {
  mcp_enabled?: boolean;
  mcp_payment_gateway_setting?: { provider: string } | null;
}

/** The hotel takes payment in other currencies: multi-currency is on and a gateway charges them. */
export function hotelChargesOtherCurrencies(s: McpPaymentSetting): boolean {
  return s.mcp_enabled === true && !!s.mcp_payment_gateway_setting;
}

/** A brand the multi-currency gateway charges in the guest's currency (Visa and Mastercard). */
export function mcpBrandAllowed(brand: CardBrand | null | undefined): boolean {
  return !!brand && MCP_CARD_BRANDS.has(brand);
}

export interface ChargeChoice {
  setting: McpPaymentSetting;
  hotelCurrency: CurrencyCode;
  /** The currency the guest chose to see prices in (null: the hotel's). */
  chosen: CurrencyCode | null | undefined;
  byCard: boolean;
  /** The card's brand; null while no card is given (the guest details page before the card form). */
  brand: CardBrand | null | undefined;
}

/**
 * The currency the guest pays in: the chosen one when the hotel charges other currencies, the
 * guest pays by card and the brand is allowed (unknown yet counts as allowed: the page says which
 * brands pay in it); the hotel's otherwise.
 */
export function chargeCurrency(c: ChargeChoice): CurrencyCode {
  const other = !!c.chosen && c.chosen !== c.hotelCurrency;
  const brandOk = c.brand === null || c.brand === undefined || mcpBrandAllowed(c.brand);
  return other && c.byCard && brandOk && hotelChargesOtherCurrencies(c.setting) ? c.chosen! : c.hotelCurrency;
}

/** A charge: the amount in the currency charged, its worth in the hotel's currency, and the rate used when converted. */
export interface Charge {
  amount: number;
  currency: CurrencyCode;
  hotelAmount: number;
  hotelCurrency: CurrencyCode;
  /** Units of the hotel's currency one unit of the charged currency bought; null when not converted. */
  rate: number | null;
}

/** The rate between two currencies from a table of units per one JPY (JPY is 1 whatever the table says). */
export function rateBetween(hotelCurrency: CurrencyCode, charged: CurrencyCode, perJpy: Partial<Record<string, number>>): number | null {
  if (hotelCurrency === charged) return null;
  const from = hotelCurrency === 'JPY' ? 1 : perJpy[hotelCurrency];
  const to = charged === 'JPY' ? 1 : perJpy[charged];
  if (!from || !to) return null;
  return from / to;
}

/**
 * The charge of a price: its mcp_ total in the mcp currency when it is charged so, its total in
 * the hotel's currency otherwise.
 */
export function chargeOfPrice(
  price: { currency: CurrencyCode; total_price: number; mcp_currency?: string | null; mcp?: Record<string, number> | null },
  rate: number | null,
): Charge {
  const mcp = price.mcp && price.mcp_currency && price.mcp_currency !== price.currency ? price.mcp : null;
  if (!mcp) return { amount: price.total_price, currency: price.currency, hotelAmount: price.total_price, hotelCurrency: price.currency, rate: null };
  return { amount: mcp.total_price ?? 0, currency: price.mcp_currency as CurrencyCode, hotelAmount: price.total_price, hotelCurrency: price.currency, rate };
}

/** "$164.67", "¥24,950", "KWD 1.250": the currency's symbol and decimal digits, grouped the English way. */
export function formatAmount(minor: number, currency: CurrencyCode): string {
  const { symbol, decimalDigits } = CURRENCIES[currency];
  const value = (Math.abs(minor) / 10 ** decimalDigits).toLocaleString('en-US', { minimumFractionDigits: decimalDigits, maximumFractionDigits: decimalDigits });
  const sign = minor < 0 ? '-' : '';
  return symbol === currency ? `${sign}${currency} ${value}` : `${sign}${symbol}${value}`;
}

/** "1 USD = 151.5152 JPY": one unit of the charged currency in the hotel's, to four decimals. */
export function rateText(charge: Pick<Charge, 'currency' | 'hotelCurrency' | 'rate'>): string | null {
  if (charge.rate === null || charge.currency === charge.hotelCurrency) return null;
  const value = charge.rate.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
  return `1 ${charge.currency} = ${value} ${charge.hotelCurrency}`;
}

/** What is said of a charge: the amount in the currency charged, its currency code, and the rate when converted. */
export interface ChargeStatement {
  /** The amount charged, formatted in the currency charged. */
  amount: string;
  currency: CurrencyCode;
  /** The rate used, when converted from the hotel's currency. */
  rate: string | null;
  /** The hotel-currency amount it stands for, when converted. */
  hotelAmount: string | null;
}

/** The one way a charge is stated; `format` lets a screen group digits the way its language does. */
export function chargeStatement(charge: Charge, format: (minor: number, currency: CurrencyCode) => string = formatAmount): ChargeStatement {
  const converted = charge.currency !== charge.hotelCurrency;
  return {
    amount: format(charge.amount, charge.currency),
    currency: charge.currency,
    rate: converted ? rateText(charge) : null,
    hotelAmount: converted ? format(charge.hotelAmount, charge.hotelCurrency) : null,
  };
}

/** The part of a hotel-currency amount in the charged currency, at the charge's own proportion (refunds of a converted charge). */
export function inChargedCurrency(hotelPart: number, charge: Pick<Charge, 'amount' | 'hotelAmount'>): number {
  if (charge.hotelAmount <= 0) return 0;
  return Math.round((hotelPart * charge.amount) / charge.hotelAmount);
}

/** A reservation's recorded charge (its `charged` figures, as the payment transaction took them). */
export function chargeOfReservation(charged: { amount: number; currency: CurrencyCode; hotel_amount: number; hotel_currency: CurrencyCode; rate: number | null }): Charge {
  return { amount: charged.amount, currency: charged.currency, hotelAmount: charged.hotel_amount, hotelCurrency: charged.hotel_currency, rate: charged.rate };
}

/**
 * The sentences that state a reservation's charge, given a translator with the keys
 * `card_charged`/`charged` ({{amount}}, {{currency}}) and `converted_from` ({{amount}}, {{rate}}).
 */
export function chargeSentences(
  charged: Parameters<typeof chargeOfReservation>[0] | null | undefined,
  say: (key: 'charged' | 'converted_from', params: Record<string, string>) => string,
  format?: (minor: number, currency: CurrencyCode) => string,
): string[] {
  if (!charged) return [];
  const s = chargeStatement(chargeOfReservation(charged), format);
  return [say('charged', { amount: s.amount, currency: s.currency }), ...(s.rate && s.hotelAmount ? [say('converted_from', { amount: s.hotelAmount, rate: s.rate })] : [])];
}

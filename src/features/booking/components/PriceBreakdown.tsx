// The price of the booking, part by part, in the currency it is shown in (the mcp twins in
// multi-currency mode): the room, the coupon, promotion and voucher discounts, taxes, extras and the
// points being spent, each on a line of its own, and the total left to pay; with what it stands for
// in the hotel's currency beside it and, paying by card, what the card will be charged and in which
// currency, before the guest pays.
import type { CardBrand, CurrencyCode, Language, PriceObject } from '../../../../contract';
import { chargeStatement, type Charge } from '../../../../contract/rules/charge';
import { useLocale, useT } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { breakdownOf } from '../booking-rules';
import { shownTotal } from '../multi-offer';

/** How the guest pays: by card (with the brand once the card is given) or otherwise. */
export interface PayingBy {
  byCard: boolean;
  brand: CardBrand | null;
}

/**
 * What the breakdown and the pay bar both say under the total: the hotel-currency amount it
 * stands for (converted), what the card will be charged in the currency it is charged in, and,
 * before a card is given, which brands pay the shown currency.
 */
export function chargeNotes(
  t: ReturnType<typeof useT>,
  locale: Language,
  price: PriceObject,
  extrasAdded: number,
  payInHotelCurrency: boolean,
  paying: PayingBy | undefined,
  pointsSpent = 0,
): { hotel: string | null; card: string | null; brands: string | null } {
  const b = breakdownOf(price, extrasAdded, pointsSpent);
  const hotelAmount = formatMoney(b.hotelTotal, b.hotelCurrency, locale);
  const hotel = b.converted ? t(payInHotelCurrency ? 'booking.price.pay_hotel_currency' : 'booking.charge.hotel_equivalent', { amount: hotelAmount }) : null;
  if (!paying?.byCard) return { hotel, card: null, brands: null };
  const inShown = b.converted && !payInHotelCurrency;
  const charge: Charge = inShown
    ? { amount: b.total, currency: b.currency, hotelAmount: b.hotelTotal, hotelCurrency: b.hotelCurrency, rate: null }
    : { amount: b.hotelTotal, currency: b.hotelCurrency, hotelAmount: b.hotelTotal, hotelCurrency: b.hotelCurrency, rate: null };
  const s = chargeStatement(charge, (n: number, c: CurrencyCode) => formatMoney(n, c, locale));
  return {
    hotel,
    card: t('booking.charge.card_to_charge', { amount: s.amount, currency: s.currency }),
    brands: inShown && !paying.brand ? t('booking.charge.brands_note', { currency: b.currency, amount: hotelAmount }) : null,
  };
}

/** Offers booked together: each one's own total, before the whole price part by part. */
export interface OfferLine {
  label: string;
  price: PriceObject;
}

export function PriceBreakdown({
  price,
  extrasAdded,
  payInHotelCurrency,
  paying,
  title,
  offers,
  pointsSpent = 0,
}: {
  price: PriceObject;
  extrasAdded: number;
  /** Points the guest is spending on this page, in the hotel's currency. */
  pointsSpent?: number;
  payInHotelCurrency?: boolean;
  paying?: PayingBy;
  title?: string;
  offers?: readonly OfferLine[];
}) {
  const t = useT();
  const locale = useLocale();
  const b = breakdownOf(price, extrasAdded, pointsSpent);
  const money = (n: number) => formatMoney(n, b.currency, locale);
  const notes = chargeNotes(t, locale, price, extrasAdded, !!payInHotelCurrency, paying, pointsSpent);
  // Discounts are said as discounts in words and with a minus sign, not by colour alone.
  const rows: [string, number, string][] = [
    ['room', b.room, 'price-room'],
    ['coupon', -b.coupon, 'price-coupon'],
    ['promotion', -b.promotion, 'price-promotion'],
    ['tax', b.tax, 'price-tax'],
    ['service', b.service, 'price-service'],
    ['accommodation_tax', b.accommodationTax, 'price-accommodation-tax'],
    ['extras', b.extras, 'price-extras'],
    ['voucher', -b.voucher, 'price-voucher'],
    ['points', -b.points, 'price-points'],
  ];
  return (
    <section className="yb-price" aria-labelledby="yb-price-title" data-testid="price-breakdown">
      <h2 id="yb-price-title" className="yb-h2">
        {title ?? t('booking.price.title')}
      </h2>
      {offers && offers.length > 0 && (
        <dl className="yb-price__rows yb-price__offers" data-testid="price-offers">
          {offers.map((o, i) => (
            <div key={i} className="yb-price__row" data-testid="price-offer">
              <dt>{o.label}</dt>
              <dd>{money(shownTotal(o.price, b.currency))}</dd>
            </div>
          ))}
        </dl>
      )}
      <dl className="yb-price__rows">
        {rows
          .filter(([key, amount]) => amount !== 0 || key === 'room' || key === 'tax')
          .map(([key, amount, id]) => (
            <div key={key} className="yb-price__row" data-testid={id}>
              <dt>{t(`booking.price.${key}`)}</dt>
              <dd>{money(amount)}</dd>
            </div>
          ))}
        <div className="yb-price__row yb-price__total">
          <dt>{t(b.points > 0 ? 'booking.points.pay_now_total' : 'booking.price.total')}</dt>
          <dd data-testid="booking-total">{money(b.total)}</dd>
        </div>
      </dl>
      {notes.hotel && (
        <p className="yb-note" data-testid="hotel-currency-total">
          {notes.hotel}
        </p>
      )}
      {notes.card && (
        <p className="yb-note" data-testid="charge-statement">
          {notes.card}
          {notes.brands && ` ${notes.brands}`}
        </p>
      )}
    </section>
  );
}

// The price of the booking, part by part, in the currency it is shown in (the mcp twins in
// multi-currency mode), with what the hotel charges in its own currency beside it.
import type { PriceObject } from '../../../../contract';
import { useLocale, useT } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { breakdownOf } from '../booking-rules';
import { shownTotal } from '../multi-offer';

/** Offers booked together: each one's own total, before the whole price part by part. */
export interface OfferLine {
  label: string;
  price: PriceObject;
}

export function PriceBreakdown({
  price,
  extrasAdded,
  payInHotelCurrency,
  title,
  offers,
}: {
  price: PriceObject;
  extrasAdded: number;
  payInHotelCurrency?: boolean;
  title?: string;
  offers?: readonly OfferLine[];
}) {
  const t = useT();
  const locale = useLocale();
  const b = breakdownOf(price, extrasAdded);
  const money = (n: number) => formatMoney(n, b.currency, locale);
  const rows: [string, number, string][] = [
    ['room', b.room, 'price-room'],
    ['tax', b.tax, 'price-tax'],
    ['service', b.service, 'price-service'],
    ['accommodation_tax', b.accommodationTax, 'price-accommodation-tax'],
    ['extras', b.extras, 'price-extras'],
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
          <dt>{t('booking.price.total')}</dt>
          <dd data-testid="booking-total">{money(b.total)}</dd>
        </div>
      </dl>
      {b.converted && (
        <p className="yb-note" data-testid="hotel-currency-total">
          {payInHotelCurrency
            ? t('booking.price.pay_hotel_currency', { amount: formatMoney(b.hotelTotal, b.hotelCurrency, locale) })
            : t('booking.price.converted', { amount: formatMoney(b.hotelTotal, b.hotelCurrency, locale) })}
        </p>
      )}
    </section>
  );
}

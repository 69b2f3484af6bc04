// The total the guest agrees to pay, said as the price breakdown says it (after the points being
// spent, with the hotel-currency amount and what the card will be charged): in the chat layout's
// pay bar, and right above "Book now" wherever the price column is not beside the form.
import type { PriceObject } from '../../../../contract';
import { useLocale, useT } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { breakdownOf } from '../booking-rules';
import { chargeNotes, type PayingBy } from './PriceBreakdown';

export interface TotalDueProps {
  price: PriceObject;
  extrasAdded: number;
  payInHotelCurrency: boolean;
  paying?: PayingBy;
  /** Points the guest is spending, in the hotel's currency. */
  pointsSpent?: number;
}

/** `prefix`: the class names' stem (`<prefix>__total`, `__label`, `__note`); `ids`: the test ids of the amount and the card's charge. */
export function TotalDue({
  price,
  extrasAdded,
  payInHotelCurrency,
  paying,
  pointsSpent = 0,
  prefix,
  ids,
}: TotalDueProps & { prefix: string; ids: { amount: string; charge: string } }) {
  const t = useT();
  const locale = useLocale();
  const b = breakdownOf(price, extrasAdded, pointsSpent);
  const notes = chargeNotes(t, locale, price, extrasAdded, payInHotelCurrency, paying, pointsSpent);
  return (
    <p className={`${prefix}__total`}>
      <span className={`${prefix}__label`}>{t(b.points > 0 ? 'booking.points.pay_now_total' : 'booking.price.total')}</span>{' '}
      <strong data-testid={ids.amount}>{formatMoney(b.total, b.currency, locale)}</strong>
      {notes.hotel && <span className={`${prefix}__note`}>{notes.hotel}</span>}
      {notes.card && (
        <span className={`${prefix}__note`} data-testid={ids.charge}>
          {notes.card}
          {notes.brands && ` ${notes.brands}`}
        </span>
      )}
    </p>
  );
}

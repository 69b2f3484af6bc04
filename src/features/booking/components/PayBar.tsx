// The chat layout's pay bar: the total, stated as the price breakdown states it, and the button
// that books (the guest form's, by its id), kept at the foot of the frame on the whole page.
import type { PriceObject } from '../../../../contract';
import { useLocale, useT } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { breakdownOf } from '../booking-rules';
import { chargeNotes, type PayingBy } from './PriceBreakdown';
import { BookButton } from './ReviewSection';

export function PayBar({
  form,
  price,
  extrasAdded,
  payInHotelCurrency,
  paying,
  submitting,
}: {
  form: string;
  price: PriceObject;
  extrasAdded: number;
  payInHotelCurrency: boolean;
  paying?: PayingBy;
  submitting: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const b = breakdownOf(price, extrasAdded);
  // Said as the price breakdown says it.
  const notes = chargeNotes(t, locale, price, extrasAdded, payInHotelCurrency, paying);
  return (
    <div className="yb-paybar" data-testid="pay-bar">
      <p className="yb-paybar__total">
        <span className="yb-paybar__label">{t('booking.price.total')}</span>
        <strong data-testid="pay-bar-total">{formatMoney(b.total, b.currency, locale)}</strong>
        {notes.hotel && <span className="yb-paybar__note">{notes.hotel}</span>}
        {notes.card && (
          <span className="yb-paybar__note" data-testid="pay-bar-charge">
            {notes.card}
            {notes.brands && ` ${notes.brands}`}
          </span>
        )}
      </p>
      <BookButton submitting={submitting} form={form} />
    </div>
  );
}

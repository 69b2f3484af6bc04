// The chat layout's pay bar: the total, stated as the price breakdown states it, and the button
// that books (the guest form's, by its id), kept at the foot of the frame on the whole page.
import type { PriceObject } from '../../../../contract';
import { useLocale, useT } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { breakdownOf } from '../booking-rules';
import { BookButton } from './ReviewSection';

export function PayBar({ form, price, extrasAdded, payInHotelCurrency, submitting }: { form: string; price: PriceObject; extrasAdded: number; payInHotelCurrency: boolean; submitting: boolean }) {
  const t = useT();
  const locale = useLocale();
  const b = breakdownOf(price, extrasAdded);
  return (
    <div className="yb-paybar" data-testid="pay-bar">
      <p className="yb-paybar__total">
        <span className="yb-paybar__label">{t('booking.price.total')}</span>
        <strong data-testid="pay-bar-total">{formatMoney(b.total, b.currency, locale)}</strong>
        {b.converted && (
          <span className="yb-paybar__note">
            {payInHotelCurrency
              ? t('booking.price.pay_hotel_currency', { amount: formatMoney(b.hotelTotal, b.hotelCurrency, locale) })
              : t('booking.price.converted', { amount: formatMoney(b.hotelTotal, b.hotelCurrency, locale) })}
          </span>
        )}
      </p>
      <BookButton submitting={submitting} form={form} />
    </div>
  );
}

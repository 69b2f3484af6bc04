// What the API answered an attempt with, read out where the focus goes: a price that moved (to
// confirm or keep editing), or a refusal in words; sold out leads back to the results, a declined
// card offers the three ways on.
import { forwardRef } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { useLocale, useT } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { bookingState, changePaymentMethod, dismissPriceChange, tryAnotherCard } from '../booking-store';
import { CardFailureOffers, focusCardForm, focusPaymentMethods } from './CardFailureOffers';

interface Props {
  resultsHref: string;
  /** The guest confirms the new price: it is accepted and the booking sent again. */
  onConfirmNewPrice(): void;
  /** Absent when the plan cannot be paid at the hotel. */
  onPayAtHotel?: (() => void) | undefined;
}

export const BookingAlerts = forwardRef<HTMLDivElement, Props>(function BookingAlerts({ resultsHref, onConfirmNewPrice, onPayAtHotel }, ref) {
  const t = useT();
  const locale = useLocale();
  const snap = useSnapshot(bookingState);
  return (
    <div ref={ref} tabIndex={-1} className="yb-alerts" aria-live="assertive">
      {snap.priceChange && (
        <div className="yb-alert" role="alert" data-testid="price-change">
          <p>
            <strong>{t(`booking.price.became_${snap.priceChange.direction}`)}</strong>
          </p>
          <p>{t('booking.price.new_total', { price: formatMoney(snap.priceChange.price.mcp?.total_price ?? snap.priceChange.price.total_price, snap.priceChange.price.mcp_currency ?? snap.priceChange.price.currency, locale) })}</p>
          <div className="yb-actions">
            <button type="button" className="y-button" onClick={onConfirmNewPrice}>
              {t('booking.price.confirm_new')}
            </button>
            <button type="button" className="y-button y-button--quiet" onClick={dismissPriceChange}>
              {t('booking.price.keep_editing')}
            </button>
          </div>
        </div>
      )}
      {snap.error && (
        <div className="yb-alert" role="alert" data-testid="booking-error">
          <p>{t(snap.error.key, snap.error.params)}</p>
          {snap.error.kind === 'sold_out' && (
            <Link className="y-button" href={resultsHref}>
              {t('booking.back_to_results')}
            </Link>
          )}
          {snap.cardFailureCode !== null && (
            <CardFailureOffers
              onPayAtHotel={onPayAtHotel}
              onAnotherCard={() => {
                tryAnotherCard();
                focusCardForm();
              }}
              onChangeMethod={() => {
                changePaymentMethod();
                focusPaymentMethods();
              }}
            />
          )}
        </div>
      )}
    </div>
  );
});

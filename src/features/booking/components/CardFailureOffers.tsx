// The three ways on after a card failure (document 1 §4 "Card failure"): pay at the hotel (in the
// hotel's currency), try another card, change the payment method. Shown where the booking answers
// a card failure code and on /reservation/fail when the attempt can be taken up again. Each is a
// button that says what it does; the page decides what it means there.

import { useT } from '../../../lib/i18n';

export interface CardFailureOffersProps {
  /** Absent when the plan cannot be paid at the hotel. */
  onPayAtHotel?: () => void;
  onAnotherCard(): void;
  onChangeMethod(): void;
}

export function CardFailureOffers({ onPayAtHotel, onAnotherCard, onChangeMethod }: CardFailureOffersProps) {
  const t = useT();
  return (
    <div className="yb-actions" data-testid="card-failure-offers">
      {onPayAtHotel && (
        <button type="button" className="y-button" onClick={onPayAtHotel}>
          {t('booking.card_failure.pay_at_hotel')}
        </button>
      )}
      <button type="button" className="y-button y-button--quiet" onClick={onAnotherCard}>
        {t('booking.card_failure.another_card')}
      </button>
      <button type="button" className="y-button y-button--quiet" onClick={onChangeMethod}>
        {t('booking.card_failure.change_method')}
      </button>
    </div>
  );
}

/** The fresh card form gets the focus once it is on the page. */
export function focusCardForm(): void {
  requestAnimationFrame(() => document.getElementById('yb-card-form')?.focus());
}

/** The payment section gets the focus: the given method's choice, else the first. */
export function focusPaymentMethods(method?: string): void {
  requestAnimationFrame(() => {
    const inputs = [...document.querySelectorAll<HTMLInputElement>('#gd-payment_type input')];
    (inputs.find((i) => i.value === method) ?? inputs[0])?.focus();
  });
}

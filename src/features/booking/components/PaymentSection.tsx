// How the guest pays: the plan's payment methods (none online: why, and the way back when rooms
// booked together share none), points to spend, the provider's card form for a card, and the
// hotel's currency for any other method.
import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import type { PaymentMethod } from '../../../../contract';
import { useT } from '../../../lib/i18n';
import { bookingState, tryAnotherCard } from '../booking-store';
import type { GuestFormValues } from '../guest-form';
import type { BookingSelection } from '../selection';
import { CardForm } from './CardForm';
import { PointsField } from './PointsField';
import { paysByCard } from '../../../../contract/rules/payment-methods';

interface Props {
  form: UseFormReturn<GuestFormValues>;
  selection: BookingSelection;
  /** The method chosen so far ('' before a choice). */
  paymentType: string;
  /** The total before points, in the hotel's currency (the extras chosen on the page included). */
  total: number;
}

export function PaymentSection({ form, selection, paymentType, total }: Props) {
  const t = useT();
  const snap = useSnapshot(bookingState);
  const methods = snap.paymentMethods as PaymentMethod[];
  const error = form.formState.errors.payment_type;
  return (
    <section className="y-card yb-section" aria-labelledby="yb-pay-title" data-testid="payment">
      <h2 id="yb-pay-title" className="yb-h2">
        {t('booking.payment.title')}
      </h2>
      {methods.length === 0 ? (
        snap.mixedPayment ? (
          <div role="alert" data-testid="mixed-payment">
            <p>{t('booking.selection.mixed_payment')}</p>
            <Link href={selection.resultsHref}>{t('booking.back_to_results')}</Link>
          </div>
        ) : (
          <p role="alert">{t('booking.payment.none')}</p>
        )
      ) : (
        <fieldset className="yb-fieldset" aria-describedby={error ? 'gd-payment_type-error' : undefined}>
          <legend className="y-field__label">{t('booking.fields.payment_type')}</legend>
          <div className="yb-methods" id="gd-payment_type" tabIndex={-1}>
            {methods.map((m) => (
              <label key={m} className="yb-method">
                <input type="radio" value={m} {...form.register('payment_type')} />
                <span>{t(`search.payment.${m}`)}</span>
              </label>
            ))}
          </div>
          {error && (
            <p id="gd-payment_type-error" className="y-field__error">
              {t(`booking.errors.${String(error.message)}`)}
            </p>
          )}
        </fieldset>
      )}
      <PointsField hotelCode={selection.hotelCode} total={total} currency={snap.price!.currency} />
      {paysByCard(paymentType) && <CardForm card={snap.card} formKey={snap.cardFormKey} onAnotherCard={tryAnotherCard} />}
      {!paysByCard(paymentType) && paymentType && snap.price?.mcp_currency && <p className="yb-note">{t('booking.payment.hotel_currency', { currency: snap.price.currency })}</p>}
    </section>
  );
}

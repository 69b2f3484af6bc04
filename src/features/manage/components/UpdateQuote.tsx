// The change priced: the current total, the new one and the difference (a refund or points given
// back too), a price that moved since it was shown said first; the guest confirms that price or
// edits again.
import { forwardRef } from 'react';
import type { CurrencyCode, Reservation, UpdateQuoteAnswerSchema } from '../../../../contract';
import type * as z from 'zod/mini';
import { useLocale, useT } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { plural } from '../format';

export type Quote = z.infer<typeof UpdateQuoteAnswerSchema>['data'];

interface Props {
  r: Reservation;
  quote: Quote;
  /** The price moved since it was shown, and which way. */
  moved: 'cheaper' | 'dearer' | null;
  confirming: boolean;
  onConfirm(): void;
  onEdit(): void;
}

export const UpdateQuote = forwardRef<HTMLElement, Props>(function UpdateQuote({ r, quote, moved, confirming, onConfirm, onEdit }, ref) {
  const t = useT();
  const locale = useLocale();
  const money = (n: number, currency: CurrencyCode = r.currency) => formatMoney(n, currency, locale);
  return (
    <section className="y-card yrm-section yrm-quote" aria-labelledby="up-quote-title" tabIndex={-1} ref={ref} data-testid="update-quote">
      <h2 id="up-quote-title" className="yrm-h2">
        {t('manage.update.quote_title')}
      </h2>
      {moved && (
        <p className="yrm-alert" role="alert" data-testid="update-price-moved">
          {t(`manage.update.price_${moved}`)}
        </p>
      )}
      <dl className="yrm-money">
        <div className="yrm-money__row">
          <dt>{t('manage.update.current_total')}</dt>
          <dd data-testid="quote-current">{money(r.total_price)}</dd>
        </div>
        <div className="yrm-money__row yrm-money__total">
          <dt>{t('manage.update.new_total')}</dt>
          <dd data-testid="quote-total">{money(quote.total_price, quote.currency)}</dd>
        </div>
        <div className="yrm-money__row">
          <dt>{t('manage.update.difference')}</dt>
          <dd data-testid="quote-difference" data-difference={quote.difference}>
            {quote.difference === 0
              ? t('manage.update.no_difference')
              : t(quote.difference > 0 ? 'manage.update.more' : 'manage.update.less', { amount: money(Math.abs(quote.difference), quote.currency) })}
          </dd>
        </div>
        {quote.refund > 0 && (
          <div className="yrm-money__row">
            <dt>{t('manage.update.refund')}</dt>
            <dd>{money(quote.refund, quote.currency)}</dd>
          </div>
        )}
        {quote.points_back > 0 && (
          <div className="yrm-money__row">
            <dt>{t('manage.update.points_back')}</dt>
            <dd>{plural(t, 'manage.update.points', quote.points_back, locale)}</dd>
          </div>
        )}
      </dl>
      <div className="yrm-actions-row">
        <button type="button" className="y-button yrm-submit" disabled={confirming} onClick={onConfirm} data-testid="update-confirm">
          {confirming ? t('manage.update.confirming') : moved ? t('manage.update.confirm_new') : t('manage.update.confirm')}
        </button>
        <button type="button" className="y-button y-button--quiet" onClick={onEdit}>
          {t('manage.update.edit_again')}
        </button>
      </div>
    </section>
  );
});

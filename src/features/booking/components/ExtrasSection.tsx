// Extras for the stay: generic ones always, dated ones on the nights they are sold; quantity
// within the extra's min..max, the night for dated ones, and the extra's own question.
import type { Extra, PriceObject } from '../../../../contract';
import { useLocale, useT } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { formatIsoDate } from '../../../../contract/dates';
import { htmlLang } from '../../../lib/i18n';
import { deliveryDates, extraPrice, shownCurrency, toShown, type ExtraDraft } from '../booking-rules';
import { setExtra } from '../booking-store';
import { localised } from '../../../../contract/rules/localised';

interface Props {
  extras: readonly Extra[];
  drafts: Readonly<Record<number, ExtraDraft>>;
  nights: readonly string[];
  errors: Readonly<Record<string, string>>;
  /** The booking's price: extras are shown in its currency, like the total. */
  price: PriceObject;
}

export function ExtrasSection({ extras, drafts, nights, errors, price }: Props) {
  const t = useT();
  const locale = useLocale();
  const money = (amount: number) => formatMoney(toShown(amount, price), shownCurrency(price), locale);
  if (extras.length === 0) return null;
  return (
    <section className="y-card yb-section" aria-labelledby="yb-extras-title" data-testid="extras">
      <h2 id="yb-extras-title" className="yb-h2">
        {t('booking.extras.title')}
      </h2>
      <ul className="yb-extras">
        {extras.map((e) => {
          const d = drafts[e.extra_id] ?? { quantity: 0, delivery_date: '', answer: '' };
          const dates = deliveryDates(e, nights);
          const max = Math.min(e.max_quantity, e.stock ?? e.max_quantity);
          const qtyId = `yb-extra-${e.extra_id}-quantity`;
          const dateId = `yb-extra-${e.extra_id}-date`;
          const answerId = `yb-extra-${e.extra_id}-answer`;
          const err = (k: string) => errors[`extra.${e.extra_id}.${k}`];
          const errEl = (k: string) =>
            err(k) && (
              <p id={`yb-extra-${e.extra_id}-${k}-error`} className="y-field__error">
                {t(`booking.errors.${err(k)}`, { min: e.min_quantity, max })}
              </p>
            );
          return (
            <li key={e.extra_id} className="yb-extra" data-testid="extra">
              <div className="yb-extra__head">
                <h3 className="yb-extra__name">{localised(e.name, locale, e.code)}</h3>
                <p className="yb-extra__price">{t('booking.extras.unit_price', { price: money(e.price_with_tax) })}</p>
              </div>
              {localised(e.description, locale, '') && <p className="yb-note">{localised(e.description, locale, '')}</p>}
              <div className="yb-extra__controls">
                <div className="y-field">
                  <label className="y-field__label" htmlFor={qtyId}>
                    {t('booking.extras.quantity')}
                    <span className="visually-hidden"> ({localised(e.name, locale, e.code)})</span>
                  </label>
                  <select
                    id={qtyId}
                    className="y-select"
                    value={d.quantity}
                    aria-invalid={err('quantity') ? true : undefined}
                    aria-describedby={err('quantity') ? `yb-extra-${e.extra_id}-quantity-error` : undefined}
                    onChange={(ev) => setExtra(e.extra_id, { quantity: Number(ev.target.value), ...(dates.length === 1 && !d.delivery_date ? { delivery_date: dates[0] } : {}) })}
                  >
                    <option value={0}>{t('booking.extras.none')}</option>
                    {Array.from({ length: Math.max(0, max - Math.max(1, e.min_quantity) + 1) }, (_, i) => Math.max(1, e.min_quantity) + i).map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                  {errEl('quantity')}
                </div>
                {e.extra_type === 'dated' && d.quantity > 0 && (
                  <div className="y-field">
                    <label className="y-field__label" htmlFor={dateId}>
                      {t('booking.extras.delivery_date')}
                    </label>
                    <select id={dateId} className="y-select" value={d.delivery_date} aria-invalid={err('delivery_date') ? true : undefined} aria-describedby={err('delivery_date') ? `yb-extra-${e.extra_id}-delivery_date-error` : undefined} onChange={(ev) => setExtra(e.extra_id, { delivery_date: ev.target.value })}>
                      <option value="">{t('booking.questions.choose')}</option>
                      {dates.map((date) => (
                        <option key={date} value={date}>
                          {formatIsoDate(date, htmlLang(locale), 'short')}
                        </option>
                      ))}
                    </select>
                    {errEl('delivery_date')}
                  </div>
                )}
              </div>
              {e.question && d.quantity > 0 && (
                <div className="y-field">
                  <label className="y-field__label" htmlFor={answerId}>
                    {localised(e.question.text, locale, '')}
                    {e.question.required ? <span className="yb-required"> {t('booking.fields.required_mark')}</span> : <span className="yb-optional"> {t('booking.fields.optional')}</span>}
                  </label>
                  {e.question.answer_type === 'options' ? (
                    <select id={answerId} className="y-select" value={d.answer} aria-invalid={err('answer') ? true : undefined} onChange={(ev) => setExtra(e.extra_id, { answer: ev.target.value })}>
                      <option value="">{t('booking.questions.choose')}</option>
                      {e.question.options.map((o) => (
                        <option key={o} value={o}>
                          {o}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input id={answerId} className="y-input" maxLength={255} value={d.answer} aria-invalid={err('answer') ? true : undefined} onChange={(ev) => setExtra(e.extra_id, { answer: ev.target.value })} />
                  )}
                  {errEl('answer')}
                </div>
              )}
              {d.quantity > 0 && <p className="yb-extra__sum">{t('booking.extras.line_total', { price: money(extraPrice(e, d)) })}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

// Points to spend on this booking, for a signed-in member of a points program: the balance, a
// whole number up to the balance and the total, and what is left to pay.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { CurrencyCode } from '../../../../contract';
import { htmlLang, useLocale, useT } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { loadPoints, pointsState, setPointsInput } from '../points';

interface Props {
  hotelCode: string;
  /** The total before points, in the hotel's currency. */
  total: number;
  currency: CurrencyCode;
}

export function PointsField({ hotelCode, total, currency }: Props) {
  const t = useT();
  const locale = useLocale();
  const snap = useSnapshot(pointsState);
  useEffect(() => {
    void loadPoints(hotelCode);
  }, [hotelCode]);
  // A total that fell below the points chosen (fewer extras) asks again.
  useEffect(() => {
    if (pointsState.input) setPointsInput(pointsState.input, total);
  }, [total]);
  if (snap.balance === null || snap.balance <= 0) return null;
  const max = Math.min(snap.balance, total);
  const errorId = snap.problem ? 'yb-points-error' : undefined;
  return (
    <div className="yb-points" data-testid="points">
      <label className="y-field" htmlFor="yb-points">
        <span className="y-field__label">{t('booking.points.label')}</span>
        <input
          id="yb-points"
          className="y-input"
          inputMode="numeric"
          autoComplete="off"
          value={snap.input}
          aria-invalid={!!snap.problem}
          aria-describedby={['yb-points-help', errorId].filter(Boolean).join(' ')}
          onChange={(e) => setPointsInput(e.target.value, total)}
        />
      </label>
      <p id="yb-points-help" className="yb-note">
        {t('booking.points.balance', { points: snap.balance.toLocaleString(htmlLang(locale)), max: max.toLocaleString(htmlLang(locale)), unit: formatMoney(1, currency, locale) })}
      </p>
      <button type="button" className="ys-link" onClick={() => setPointsInput(String(max), total)}>
        {t('booking.points.use_max')}
      </button>
      {snap.problem && (
        <p id="yb-points-error" className="y-field__error" role="alert">
          {t(`booking.points.${snap.problem}`, { max: max.toLocaleString(htmlLang(locale)) })}
        </p>
      )}
      {snap.use > 0 && (
        <p className="yb-points__pay" data-testid="points-to-pay">
          {t('booking.points.to_pay', { amount: formatMoney(total - snap.use, currency, locale) })}
        </p>
      )}
    </div>
  );
}

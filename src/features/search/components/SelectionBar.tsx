// The rooms chosen to book together, kept at the bottom of the results while the guest scrolls:
// how many, what they come to as the results show them (an estimate the booking step checks
// again), and a link that books them together. Plans with no payment method in common cannot be
// booked together (document 1 §5; document 2 §8 "mixed payment methods across rooms not allowed").
import { useId } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import type { CurrencyCode } from '../../../../contract';
import { useLocale, useT } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { useOnline } from '../../../lib/connectivity';
import type { CriteriaView, SearchSettings } from '../../../lib/search-criteria/criteria';
import { plural } from '../format';
import { selectionHref } from '../links';
import { offerKey } from '../results';
import { estimateTotal, selectedTotal, selectionPaymentMethods, type OfferFacts } from '../room-selection';
import { clearSelection, dismissSelectionAdjusted, selectionState } from '../search-store';

export function SelectionBar({ settings, criteria, hotelCode, mcp }: { settings: SearchSettings; criteria: CriteriaView; hotelCode: string; mcp: CurrencyCode | null }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const sel = useSnapshot(selectionState);
  const online = useOnline();
  const searched = criteria.rooms.length;
  const rooms = selectedTotal(sel.entries);
  if (criteria.search_type !== 'dated' || searched < 2 || (rooms === 0 && !sel.adjusted)) return null;

  const facts = new Map(Object.entries(sel.facts) as [string, OfferFacts][]);
  const estimate = estimateTotal(sel.entries, facts);
  const methods = selectionPaymentMethods(sel.entries, facts);
  const mixed = methods !== null && methods.length === 0;
  const href = selectionHref(hotelCode, criteria, settings, sel.entries, mcp);
  const bookText = plural(t, 'search.selection.book', rooms, locale);
  let position = 0;
  const lines = sel.entries.flatMap((e) => {
    const f = facts.get(offerKey(e.room_type_code, e.room_plan_code));
    return Array.from({ length: e.quantity }, () => {
      position++;
      return { n: position, room: f?.room_name ?? e.room_type_code, plan: f?.plan_name ?? e.room_plan_code };
    });
  });

  return (
    <section className="ys-selbar" aria-labelledby={`${id}-title`} data-testid="selection-bar">
      <h2 className="visually-hidden" id={`${id}-title`}>
        {t('search.selection.bar_title')}
      </h2>
      {sel.adjusted && (
        <p className="ys-selbar__adjusted" role="status" data-testid="selection-adjusted">
          <span>{t('search.selection.adjusted')}</span>
          <button type="button" className="ys-link" onClick={dismissSelectionAdjusted}>
            {t('banner.dismiss')}
          </button>
        </p>
      )}
      {rooms > 0 && (
        <>
          <p className="ys-selbar__count" data-testid="selection-count">
            {t('search.selection.chosen_of', { n: rooms, total: searched })}
          </p>
          {estimate.total !== null && estimate.currency && (
            <p className="ys-selbar__total">
              <span className="ys-selbar__total-label">{t('search.selection.estimate')}</span>{' '}
              <strong data-testid="selection-total">{formatMoney(estimate.total, estimate.currency, locale)}</strong>
            </p>
          )}
          <p className="ys-selbar__hint">{t('search.selection.estimate_note')}</p>
          {mixed && (
            <p className="ys-selbar__problem" id={`${id}-problem`} role="alert" data-testid="selection-mixed-payment">
              {t('search.selection.mixed_payment')}
            </p>
          )}
          {!mixed && !online && (
            // Offline the total may be out of date: booked once the rooms are searched again.
            <p className="ys-selbar__problem" id={`${id}-problem`} data-testid="selection-offline">
              {t('search.results.offline')}
            </p>
          )}
          <div className="ys-selbar__actions">
            {mixed || !online ? (
              <button type="button" className="y-button ys-selbar__book" aria-disabled="true" aria-describedby={`${id}-problem`} data-testid="selection-book">
                {bookText}
              </button>
            ) : (
              <Link className="y-button ys-selbar__book" href={href} data-testid="selection-book">
                {bookText}
              </Link>
            )}
            <button type="button" className="ys-link" onClick={clearSelection} data-testid="selection-clear">
              {t('search.selection.clear')}
            </button>
          </div>
          <details className="ys-selbar__details">
            <summary>{t('search.selection.show_rooms')}</summary>
            <ul className="ys-selbar__lines" data-testid="selection-lines">
              {lines.map((l) => (
                <li key={l.n}>{t('search.selection.line', l)}</li>
              ))}
            </ul>
          </details>
        </>
      )}
    </section>
  );
}

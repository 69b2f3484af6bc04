// The cancellation policy of the plan (of each plan, for offers booked together) in words, shown
// before the terms box so that the guest agrees only to what is on the page, and the address of the
// same policy on a page of its own (what the terms box links to).
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { policyLines } from '../../../lib/cancellation-policy';
import { useLocale, useT } from '../../../lib/i18n';
import { hotelPath } from '../../../lib/navigation';
import { localised } from '../../../../contract/rules/localised';
import { loadPlanPolicy, policiesState, policyEntry, policyGroups } from '../policies';

export interface PolicyOffer {
  room_plan_code: string;
  label: string;
  plan: { cancellation_policy_id: number | null } | null;
}

/** The policy page for these plans, in the guest's language: by its id when they share one known policy, else by the plans. */
export function policyHref(offers: readonly PolicyOffer[], locale: string): string {
  const groups = policyGroups(offers.map((o) => o.plan));
  const only = groups.length === 1 ? groups[0]!.id : undefined;
  if (typeof only === 'number') return hotelPath('/cancellation-policy', { policy_id: String(only), locale });
  return hotelPath('/cancellation-policy', { room_plan_codes: [...new Set(offers.map((o) => o.room_plan_code))].join(','), locale });
}

export function PolicySection({ hotelCode, offers }: { hotelCode: string; offers: readonly PolicyOffer[] }) {
  const t = useT();
  const locale = useLocale();
  const { byId } = useSnapshot(policiesState);
  const groups = policyGroups(offers.map((o) => o.plan));
  const ids = groups.flatMap((g) => (typeof g.id === 'number' ? [g.id] : []));
  const idsKey = ids.join(',');
  useEffect(() => {
    for (const id of idsKey.split(',').filter(Boolean)) void loadPlanPolicy(hotelCode, Number(id));
  }, [hotelCode, idsKey]);

  return (
    <div className="yb-policy-terms" data-testid="booking-policy">
      <h2 id="yb-policy-title" className="yb-h2">
        {t('booking.terms.policy_title')}
      </h2>
      {groups.map((g, i) => {
        const entry = typeof g.id === 'number' ? policyEntry(byId, hotelCode, g.id) : undefined;
        return (
          <div key={i} className="yb-policy-block" data-testid="booking-policy-block">
            {groups.length > 1 && <h3 className="yb-h3">{g.offers.map((n) => offers[n - 1]!.label).join(', ')}</h3>}
            {g.id === null ? (
              <p>{t('booking.terms.policy_none')}</p>
            ) : g.id === undefined || entry?.status === 'failed' ? (
              <div role="alert">
                <p>{t('booking.terms.policy_failed')}</p>
                {typeof g.id === 'number' && (
                  <button type="button" className="y-button y-button--quiet" onClick={() => void loadPlanPolicy(hotelCode, g.id as number, true)}>
                    {t('booking.terms.retry')}
                  </button>
                )}
              </div>
            ) : entry?.status === 'ready' ? (
              <>
                <p className="yb-policy__name">{localised(entry.policy.name, locale, entry.policy.code)}</p>
                <ul className="yb-policy">
                  {policyLines(entry.policy).map((line, k) => (
                    <li key={k}>{t(line.key, line.params)}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="y-muted" role="status">
                {t('booking.terms.policy_loading')}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}

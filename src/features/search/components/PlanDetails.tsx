// A plan's details: description, meals, check-in and check-out times, stay length, payment
// methods, included extras and the cancellation policy, inline.
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { useLocale, useT } from '../../../lib/i18n';
import { codeLabel, plural } from '../format';
import { policyHref } from '../links';
import type { RoomPlanResult } from '../results';
import { detailsState, loadExtras } from '../search-store';
import { PolicyText } from './PolicyText';
import { localised } from '../../../../contract/rules/localised';

export function PlanDetails({ plan, hotelCode, id }: { plan: RoomPlanResult; hotelCode: string; id: string }) {
  const t = useT();
  const locale = useLocale();
  const extras = useSnapshot(detailsState).extras;
  const info = plan.plan;
  useEffect(() => {
    if (plan.inclusive_extra_ids.length) void loadExtras();
  }, [plan.inclusive_extra_ids.length]);
  const description = localised(info.description, locale, '');
  const included = plan.inclusive_extra_ids.map((eid) => extras.list.find((e) => e.extra_id === eid)).filter((e) => !!e);
  const times = [info.checkin_time && t('search.plan.checkin_from', { time: info.checkin_time }), info.checkout_time && t('search.plan.checkout_by', { time: info.checkout_time })].filter(Boolean);
  return (
    <div className="ys-plandetails" id={id} data-testid="plan-details">
      {description && <p className="ys-plandetails__desc">{description}</p>}
      <dl className="ys-facts">
        <dt>{t('search.plan.meals')}</dt>
        <dd>{codeLabel(t, 'search.meal', info.meal_type)}</dd>
        {times.length > 0 && (
          <>
            <dt>{t('search.plan.times')}</dt>
            <dd>{times.join(' · ')}</dd>
          </>
        )}
        {!info.day_use && (info.min_nights > 1 || info.max_nights < 30) && (
          <>
            <dt>{t('search.plan.stay_length')}</dt>
            <dd>{t('search.plan.nights_range', { min: plural(t, 'search.count.nights', info.min_nights, locale), max: plural(t, 'search.count.nights', info.max_nights, locale) })}</dd>
          </>
        )}
        <dt>{t('search.plan.payment')}</dt>
        <dd>{plan.payment_method.map((m) => codeLabel(t, 'search.payment', m.code)).join(' · ')}</dd>
        {plan.inclusive_extra_ids.length > 0 && (
          <>
            <dt>{t('search.plan.included_extras')}</dt>
            <dd>{included.length ? included.map((e) => localised(e.name, locale, e.code)).join(' · ') : extras.status === 'loading' ? t('shell.loading') : '—'}</dd>
          </>
        )}
      </dl>
      <section className="ys-plandetails__policy" aria-label={t('search.plan.cancellation')}>
        <h4 className="ys-plandetails__h">{t('search.plan.cancellation')}</h4>
        {plan.cancellation_policy_id !== null ? (
          <>
            <PolicyText policyId={plan.cancellation_policy_id} />
            <Link className="ys-link" href={policyHref(hotelCode, plan.cancellation_policy_id, plan.room_plan_code)}>
              {t('search.plan.policy_link')}
            </Link>
          </>
        ) : (
          <p className="y-muted">{t('search.plan.policy_none')}</p>
        )}
      </section>
    </div>
  );
}

// A cancellation policy in sentences, fetched by its id once and shared by every plan using it.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocale, useT } from '../../../lib/i18n';
import { policyLines } from '../../../lib/cancellation-policy';
import { detailsState, loadPolicy } from '../search-store';
import { localised } from '../../../../contract/rules/localised';

export function PolicyText({ policyId }: { policyId: number }) {
  const t = useT();
  const locale = useLocale();
  const entry = useSnapshot(detailsState).policies[policyId];
  useEffect(() => {
    void loadPolicy(policyId);
  }, [policyId]);
  if (!entry || entry.status === 'loading' || entry.status === 'idle') return <p className="y-muted">{t('search.plan.policy_loading')}</p>;
  if (!entry.policy) return <p className="y-muted">{t('search.plan.policy_failed')}</p>;
  const policy = entry.policy;
  return (
    <div className="ys-policy" data-testid="cancellation-policy">
      <p className="ys-policy__name">{localised(policy.name, locale, policy.code)}</p>
      <ul className="ys-policy__lines">
        {policyLines(policy).map((line, i) => (
          <li key={i}>{t(line.key, line.params)}</li>
        ))}
      </ul>
    </div>
  );
}

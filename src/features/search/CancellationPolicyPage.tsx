// /cancellation-policy?code=…&policy_id=… (or &room_plan_code=…): a cancellation policy on its
// own page, in sentences.
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import * as z from 'zod/mini';
import { useT } from '../../lib/i18n';
import { hotelPath } from '../../lib/navigation';
import { usePageTitle } from '../../lib/page-title';
import { Loader } from '../../ui/Spinner';
import { PolicyText } from './components/PolicyText';
import { loadPoliciesFor } from './search-store';
import '../../ui/forms.css';
import './search.css';

const id = z.pipe(z.string().check(z.regex(/^\d{1,9}$/)), z.transform(Number));
const QuerySchema = z.object({
  policy_id: z.optional(id),
  id: z.optional(id),
  cancellation_policy_id: z.optional(id),
  room_plan_code: z.optional(z.string().check(z.maxLength(500))),
  room_plan_codes: z.optional(z.string().check(z.maxLength(2000))),
});

export default function CancellationPolicyPage() {
  const t = useT();
  const search = useSearch();
  usePageTitle('search.titles.cancellation_policy');
  const raw = Object.fromEntries(new URLSearchParams(search).entries());
  const parsed = QuerySchema.safeParse(raw);
  const q = parsed.success ? parsed.data : {};
  const directId = q.policy_id ?? q.id ?? q.cancellation_policy_id;
  const codesKey = [q.room_plan_code, q.room_plan_codes].filter(Boolean).join(',').split(',').map((s) => s.trim()).filter(Boolean).join(',');
  const [found, setFound] = useState<{ status: 'loading' | 'ready' | 'error'; ids: number[] }>({ status: 'loading', ids: [] });

  // Looked up once per list of plan codes, held as one string: the same codes are the same key.
  useEffect(() => {
    if (directId !== undefined) {
      setFound({ status: 'ready', ids: [directId] });
      return;
    }
    const codes = codesKey ? codesKey.split(',') : [];
    if (!codes.length) {
      setFound({ status: 'error', ids: [] });
      return;
    }
    let live = true;
    loadPoliciesFor(codes)
      .then((list) => live && setFound({ status: list.length ? 'ready' : 'error', ids: list.map((p) => p.id) }))
      .catch(() => live && setFound({ status: 'error', ids: [] }));
    return () => {
      live = false;
    };
  }, [directId, codesKey]);

  return (
    <div className="ys-page">
      <section className="y-card ys-policypage" aria-labelledby="policy-title">
        <h1 id="policy-title" className="y-title">
          {t('search.policy_page.title')}
        </h1>
        {found.status === 'loading' && <Loader label={t('shell.loading')} />}
        {found.status === 'error' && <p data-testid="policy-not-found">{t('search.policy_page.not_found')}</p>}
        {found.status === 'ready' && found.ids.map((pid) => <PolicyText key={pid} policyId={pid} />)}
        <p className="ys-policypage__note y-muted">{t('search.policy_page.note')}</p>
        <Link className="y-button y-button--quiet" href={hotelPath('/booking/result')}>
          {t('search.policy_page.back')}
        </Link>
      </section>
    </div>
  );
}

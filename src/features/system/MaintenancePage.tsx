import { useSearchParams } from 'wouter';
import { useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';

/** /503: the hotel (query `code`) is under maintenance. */
export default function MaintenancePage() {
  const t = useT();
  const [params] = useSearchParams();
  const code = params.get('code');
  usePageTitle('maintenance.titles.page');
  return (
    <section className="y-card y-status" aria-labelledby="maintenance-title">
      <p className="y-status__code" aria-hidden="true">
        503
      </p>
      <h1 id="maintenance-title" className="y-title">
        {t('maintenance.title')}
      </h1>
      <p>{t('maintenance.text')}</p>
      {/* A full reload: the whole start-up runs again, now that the hotel may be back. */}
      <a className="y-button" href={code ? `/?${new URLSearchParams({ code }).toString()}` : '/'}>
        {t('maintenance.retry')}
      </a>
    </section>
  );
}

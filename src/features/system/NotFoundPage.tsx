import { Link } from 'wouter';
import { useT } from '../../lib/i18n';
import { hotelPath } from '../../lib/navigation';
import { usePageTitle } from '../../lib/page-title';

export default function NotFoundPage() {
  const t = useT();
  usePageTitle('not_found.titles.page');
  return (
    <section className="y-card y-status" aria-labelledby="not-found-title">
      <p className="y-status__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="y-title">
        {t('not_found.title')}
      </h1>
      <p>{t('not_found.text')}</p>
      <Link className="y-button" href={hotelPath('/')}>
        {t('not_found.back')}
      </Link>
    </section>
  );
}

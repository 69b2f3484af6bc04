// /member-deleted-confirmation (document 1 §2): the account is gone; the guest may go on booking
// as a guest or sign up again with the same address.
import { Link } from 'wouter';
import { useT } from '../../lib/i18n';
import { hotelPath } from '../../lib/navigation';
import { usePageTitle } from '../../lib/page-title';
import './members.css';

export default function MemberDeletedPage() {
  const t = useT();
  usePageTitle('members.titles.deleted');
  return (
    <div className="ym-page" data-testid="member-deleted">
      <h1 className="y-title">{t('members.deleted.title')}</h1>
      <div className="y-card ym-stack">
        <p className="ym-note ym-note--success" role="status">
          <span aria-hidden="true">✓ </span>
          {t('members.deleted.text')}
        </p>
        <p>{t('members.deleted.mail')}</p>
        <Link href={hotelPath('/')} className="y-button ym-wide">
          {t('members.common.back_to_search')}
        </Link>
      </div>
    </div>
  );
}

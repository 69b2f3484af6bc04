// /sign-up-done: the membership is confirmed and the member signed in (the confirmation link
// opened on /member-confirmation). From here they carry on where they were when they signed up.
import { Link, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { appState } from '../../lib/app-store';
import { useLocale, useT } from '../../lib/i18n';
import { hotelPath } from '../../lib/navigation';
import { usePageTitle } from '../../lib/page-title';
import './members.css';
import { safeTarget, withTarget } from './navigation';
import { isMember } from './visibility';
import { displayName } from '../../lib/member-name';
import { RankBadge } from './components/RankBadge';

export default function SignUpDonePage() {
  const t = useT();
  const locale = useLocale();
  usePageTitle('members.titles.sign_up_done');
  const targetParam = new URLSearchParams(useSearch()).get('target');
  const { user } = useSnapshot(appState);
  return (
    <div className="ym-page" data-testid="sign-up-done">
      <h1 className="y-title">{t('members.sign_up_done.title')}</h1>
      <div className="y-card ym-stack">
        <p className="ym-note ym-note--success" role="status" data-testid={isMember(user) ? 'signed-in-done' : 'confirmed'}>
          <span aria-hidden="true">✓ </span>
          {isMember(user) ? t('members.sign_up_done.signed_in', { name: displayName(user, locale) }) : t('members.sign_up_done.confirmed')}
        </p>
        {isMember(user) && user.rank && (
          <p className="ym-rank-line">
            <RankBadge rank={user.rank} />
          </p>
        )}
        {isMember(user) ? (
          <>
            <p>{t('members.sign_up_done.member_rates')}</p>
            <Link href={safeTarget(targetParam)} className="y-button ym-wide" data-testid="continue">
              {t('members.sign_up_done.continue')}
            </Link>
            <Link href={hotelPath('/my-account/profile')} className="y-button y-button--quiet ym-wide">
              {t('members.sign_up_done.to_account')}
            </Link>
          </>
        ) : (
          <Link href={withTarget('/sign-in', targetParam)} className="y-button ym-wide">
            {t('members.actions.sign_in')}
          </Link>
        )}
      </div>
    </div>
  );
}

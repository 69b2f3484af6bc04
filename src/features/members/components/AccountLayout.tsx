// The frame of the member's own pages (/my-account and its children): signed-out visitors are sent
// to sign in and back; a header with the member's name, membership number and rank; the sections
// as a navigation whose current one is marked in words (aria-current), not by colour alone.
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { appState } from '../../../lib/app-store';
import { useLocale, useT } from '../../../lib/i18n';
import { hotelPath } from '../../../lib/navigation';
import { isOffered } from '../../../lib/offered-pages';
import { Loader } from '../../../ui/Spinner';
import { displayName } from '../../../lib/member-name';
import { isMember } from '../visibility';
import { RankBadge } from './RankBadge';

const SECTIONS = [
  { key: 'profile', path: '/my-account/profile' },
  { key: 'reservations', path: '/my-account/reservations' },
  { key: 'points', path: '/my-account/points' },
  { key: 'payment_options', path: '/my-account/payment-options' },
  { key: 'promotions', path: '/my-account/promotions' },
] as const;

export function AccountLayout({ current, children }: { current: (typeof SECTIONS)[number]['key']; children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { user, phase } = useSnapshot(appState);
  const member = isMember(user) ? user : null;
  const signedIn = member !== null;

  useEffect(() => {
    // Protected (document 1 §2): sign in first, then come back here.
    if (phase === 'ready' && !signedIn) {
      const here = `${path}${search ? `?${search}` : ''}`;
      navigate(hotelPath('/sign-in', { target: here }), { replace: true });
    }
  }, [phase, signedIn, path, search, navigate]);

  if (!member) return <Loader label={t('shell.loading')} />;
  const custom = member.provider === 'custom';
  const sections = SECTIONS.filter((s) => isOffered(s.path) && !(custom && (s.key === 'profile' || s.key === 'points')));
  return (
    <div className="ym-account" data-testid="my-account">
      <Link href={hotelPath('/booking/result')} className="ym-back">
        <span aria-hidden="true">‹ </span>
        {t('members.common.back_to_search')}
      </Link>
      <header className="ym-account__head">
        <div>
          <p className="ym-account__eyebrow">{t('members.account.title')}</p>
          <h1 className="y-title ym-account__name" data-testid="member-name">
            {displayName(member, locale)}
          </h1>
          {member.membership_id && (
            <p className="y-muted ym-account__number">
              {t('members.account.membership_id')} <span dir="ltr">{member.membership_id}</span>
            </p>
          )}
        </div>
        <RankBadge rank={member.rank} />
      </header>
      <nav className="ym-tabs" aria-label={t('members.account.sections')}>
        <ul>
          {sections.map((s) => (
            <li key={s.key}>
              <Link href={hotelPath(s.path)} aria-current={s.key === current ? 'page' : undefined} className="ym-tabs__link">
                {t(`members.account.${s.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}

// /my-account/reservations (document 1 §4 listing groups; document 2 §7.4 GET /user/reservations):
// the member's reservations by group — upcoming (default), completed, cancelled, lottery — a page
// at a time. The group and page live in the address, so a page can be reloaded or shared.
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { LISTING_GROUPS, ListingGroupSchema, type CurrencyCode, type Language, type ListingGroup, type UserReservationsAnswerSchema } from '../../../contract';
import type * as z from 'zod/mini';
import { formatIsoDate } from '../../../contract/dates';
import { appState } from '../../lib/app-store';
import { useLocale, useT } from '../../lib/i18n';
import { htmlLang } from '../../lib/i18n/resolve';
import { formatMoney } from '../../lib/money';
import { hotelPath } from '../../lib/navigation';
import { usePageTitle } from '../../lib/page-title';
import { Loader } from '../../ui/Spinner';
import './members.css';
import { userReservations } from './members-api';
import { memberProblem, type Problem } from './problems';
import { isMember } from './visibility';
import { plural } from '../../lib/i18n/plural';
import { AccountLayout } from './components/AccountLayout';
import { FormAlert } from './components/FormAlert';

type Answer = z.infer<typeof UserReservationsAnswerSchema>;

function longDate(iso: string, locale: Language): string {
  return formatIsoDate(iso, htmlLang(locale), 'mediumWithWeekday');
}

export default function ReservationsPage() {
  usePageTitle('members.titles.reservations');
  return (
    <AccountLayout current="reservations">
      <Reservations />
    </AccountLayout>
  );
}

function Reservations() {
  const t = useT();
  const locale = useLocale();
  const query = new URLSearchParams(useSearch());
  const status: ListingGroup = ListingGroupSchema.safeParse(query.get('status')).data ?? 'upcoming';
  const page = Math.max(1, Math.min(9999, Number(query.get('page')) || 1));
  const { user } = useSnapshot(appState);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  // Who is signed in, not their details, decides whether the list is read again.
  const memberId = isMember(user) ? user.id : null;

  useEffect(() => {
    if (memberId === null) return;
    let live = true;
    setAnswer(null);
    setProblem(null);
    userReservations(status, page, locale).then(
      (a) => live && setAnswer(a),
      (err: unknown) => live && setProblem(memberProblem(err, 'profile')),
    );
    return () => {
      live = false;
    };
  }, [status, page, memberId, locale]);

  const link = (s: ListingGroup, p = 1) => hotelPath('/my-account/reservations', { status: s, ...(p > 1 ? { page: String(p) } : {}) });
  const meta = answer?.meta;
  return (
    <section className="y-card ym-section" aria-labelledby="rs-title" data-testid="reservations">
      <h2 id="rs-title" className="ym-subtitle">
        {t('members.reservations.title')}
      </h2>
      <nav aria-label={t('members.reservations.groups')}>
        <ul className="ym-groups">
          {LISTING_GROUPS.map((g) => (
            <li key={g}>
              <Link href={link(g)} className="ym-groups__link" aria-current={g === status ? 'page' : undefined} data-testid={`group-${g}`}>
                {g === status && <span aria-hidden="true">✓ </span>}
                {t(`members.reservations.group.${g}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <FormAlert problem={problem} />
      {!answer && !problem && <Loader label={t('members.reservations.loading')} />}
      {answer && answer.data.length === 0 && (
        <p className="ym-empty" data-testid="no-reservations">
          {t(`members.reservations.empty.${status}`)}
        </p>
      )}
      {answer && answer.data.length > 0 && (
        <>
          <p className="y-muted ym-count" aria-live="polite">
            {plural(t, 'members.reservations.count', answer.meta.total_entries, locale)}
          </p>
          <ul className="ym-bookings">
            {answer.data.map((r) => (
              <li key={r.reservation_number} className="ym-booking" data-testid="reservation-item">
                <div className="ym-booking__main">
                  <p className="ym-booking__hotel">{r.hotel_name}</p>
                  <p className="ym-booking__dates">
                    <span>{longDate(r.checkin_date, locale)}</span>
                    <span aria-hidden="true"> → </span>
                    <span className="visually-hidden"> {t('members.reservations.to')} </span>
                    <span>{longDate(r.checkout_date, locale)}</span>
                  </p>
                  <p className="y-muted ym-booking__meta">
                    {t('members.reservations.number')} <span dir="ltr">{r.reservation_number}</span> · {plural(t, 'members.reservations.rooms', r.rooms, locale)}
                  </p>
                </div>
                <div className="ym-booking__side">
                  <span className={`ym-status ym-status--${r.status}`}>{t(`members.reservations.status.${r.status}`)}</span>
                  <strong className="ym-booking__price">{formatMoney(r.total_price, r.currency as CurrencyCode, locale)}</strong>
                  <Link href={`/reservation/confirmation/${encodeURIComponent(r.reservation_number)}?${new URLSearchParams({ code: r.hotel_code })}`} className="ym-inline-link">
                    {t('members.reservations.open')}
                    <span className="visually-hidden"> {r.reservation_number}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {meta && meta.total_pages > 1 && (
        <nav className="ym-pager" aria-label={t('members.reservations.pages')}>
          {meta.page > 1 ? (
            <Link href={link(status, meta.page - 1)} className="y-button y-button--quiet ym-small" rel="prev" data-testid="page-prev">
              <span aria-hidden="true">‹ </span>
              {t('members.reservations.prev')}
            </Link>
          ) : (
            <span />
          )}
          <span className="ym-pager__at">
            {t('members.reservations.page_of', { page: meta.page, pages: meta.total_pages })}
          </span>
          {meta.page < meta.total_pages ? (
            <Link href={link(status, meta.page + 1)} className="y-button y-button--quiet ym-small" rel="next" data-testid="page-next">
              {t('members.reservations.next')}
              <span aria-hidden="true"> ›</span>
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}

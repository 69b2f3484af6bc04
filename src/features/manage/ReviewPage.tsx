// /review-reservation/{confirmationNumber} (document 1 §2, protected): the stay as booked, for the
// guest to look over — dates, rooms and who stays, the guest's contact and the total — with the
// way to change it. Opened with the access held for it (or as the member who booked it).
import { Link, useParams } from 'wouter';
import { useLocale, useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { managePath } from './format';
import { guestName } from '../../../contract/rules/names';
import { ManagedGate, ReservationFacts, StatusLine } from './components/ManageParts';
import { useManagedReservation } from './use-managed-reservation';
import './manage.css';

export default function ReviewPage() {
  const t = useT();
  const locale = useLocale();
  const params = useParams<{ number: string }>();
  const number = (params.number ?? '').toUpperCase();
  const { load } = useManagedReservation(number);
  usePageTitle('manage.titles.review_reservation');
  return (
    <div className="yrm-page" data-testid="review-page">
      <ManagedGate load={load}>
        {(r) => (
          <>
            <h1 className="y-title">{t('manage.review.title')}</h1>
            <p className="yrm-lead">{t('manage.review.intro')}</p>
            <StatusLine status={r.status} />
            <div className="yrm-layout">
              <ReservationFacts r={r} title={t('manage.review.stay')} showGuest={false} />
              <section className="y-card yrm-section" aria-labelledby="yrm-review-guest">
                <h2 id="yrm-review-guest" className="yrm-h2">
                  {t('manage.review.guest')}
                </h2>
                <dl className="yrm-facts">
                  <dt>{t('manage.guests.name')}</dt>
                  <dd>
                    {guestName(r.guest, locale)}
                    {r.guest.last_name_kana && ` (${r.guest.last_name_kana} ${r.guest.first_name_kana ?? ''})`}
                  </dd>
                  <dt>{t('manage.guests.email')}</dt>
                  <dd>{r.guest.email}</dd>
                  <dt>{t('manage.guests.phone')}</dt>
                  <dd>{r.guest.phone}</dd>
                  {r.rooms.some((room) => room.guest) &&
                    r.rooms.map((room, i) =>
                      room.guest ? (
                        <div key={room.id} className="yrm-facts__group">
                          <dt>{t('manage.guests.room_guest', { n: i + 1 })}</dt>
                          <dd>{guestName({ ...r.guest, ...room.guest }, locale)}</dd>
                        </div>
                      ) : null,
                    )}
                  {r.notes && (
                    <>
                      <dt>{t('manage.review.notes')}</dt>
                      <dd>{r.notes}</dd>
                    </>
                  )}
                </dl>
              </section>
            </div>
            <p>
              <Link className="y-button y-button--quiet" href={managePath(r.reservation_number)} data-testid="review-manage">
                {t('manage.review.manage')}
              </Link>
            </p>
          </>
        )}
      </ManagedGate>
    </div>
  );
}

// /reservation/manage/{confirmationNumber}: the reservation's status and stay, and what the guest
// may do with it now (document 1 §4 "Update and cancel"): change dates and guests until the
// deadline (or why not), cancel some rooms or all of them, get the receipt.
import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { useSnapshot } from 'valtio';
import { appState } from '../../lib/app-store';
import type { UpdateSettingsAnswerSchema } from '../../../contract';
import type * as z from 'zod/mini';
import { useLocale, useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { confirmationPath, activeRooms, longDate, managePath, searchOtherPath } from './format';
import { fetchReservationQuestions, fetchUpdateSettings } from './manage-api';
import { answerable } from '../../lib/question-answers';
import { actorProblem } from './manage-errors';
import { ManagedGate, ProblemBox, ReservationFacts, StatusLine } from './components/ManageParts';
import { useManagedReservation } from './use-managed-reservation';
import { CONTACT_THE_HOTEL_KEYS, HotelContact } from './components/HotelContact';
import './manage.css';

type UpdateSettings = z.infer<typeof UpdateSettingsAnswerSchema>['data'];

export default function ManagePage() {
  const t = useT();
  const params = useParams<{ number: string }>();
  const number = (params.number ?? '').toUpperCase();
  const { load, access, hotelCode, reload } = useManagedReservation(number);
  usePageTitle('manage.titles.manage_reservation');
  return (
    <div className="yrm-page" data-testid="manage-page">
      <ManagedGate load={load}>
        {(r) => (
          <>
            <h1 className="y-title">{t('manage.hub.title')}</h1>
            <StatusLine status={r.status} />
            {r.status === 'cancelled' && (
              <p className="yrm-notice" role="status" data-testid="manage-cancelled">
                {t('manage.hub.cancelled_text')}
              </p>
            )}
            <div className="yrm-layout">
              <ReservationFacts r={r} />
              <Actions number={r.reservation_number} hotelCode={hotelCode ?? r.hotel_code} access={access} cancelled={r.status === 'cancelled'} activeCount={activeRooms(r).length} onSignedOut={reload} />
            </div>
            <HotelContact full />
          </>
        )}
      </ManagedGate>
    </div>
  );
}

function Actions({
  number,
  hotelCode,
  access,
  cancelled,
  activeCount,
  onSignedOut,
}: {
  number: string;
  hotelCode: string;
  access: ReturnType<typeof useManagedReservation>['access'];
  cancelled: boolean;
  activeCount: number;
  onSignedOut: () => void;
}) {
  const t = useT();
  const { user } = useSnapshot(appState);
  const locale = useLocale();
  const [settings, setSettings] = useState<UpdateSettings | null | 'failed'>(null);
  // Signed in as someone who may not change it (document 1 §6): said before anything is tried.
  const warning = settings && settings !== 'failed' && settings.sign_in_warning ? actorProblem(settings.sign_in_warning) : null;
  useEffect(() => {
    if (cancelled) return;
    let live = true;
    fetchUpdateSettings(hotelCode, number, access).then(
      (a) => live && setSettings(a.data),
      () => live && setSettings('failed'),
    );
    return () => {
      live = false;
    };
    // Read again when someone else signs in: the answer says what they may do.
  }, [hotelCode, number, access, cancelled, user?.id]);
  // The hotel's questions can be answered after booking when it asks any.
  const [asks, setAsks] = useState(false);
  useEffect(() => {
    if (cancelled) return;
    let live = true;
    fetchReservationQuestions(hotelCode, number, access).then(
      (a) => live && setAsks(answerable(a.data.questions).length > 0),
      () => live && setAsks(false),
    );
    return () => {
      live = false;
    };
  }, [hotelCode, number, access, cancelled]);

  return (
    <section className="y-card yrm-section" aria-labelledby="yrm-actions-title" data-testid="manage-actions">
      <h2 id="yrm-actions-title" className="yrm-h2">
        {t('manage.hub.actions')}
      </h2>
      {warning && (
        <div className="yrm-warning" data-testid="manage-warning">
          <p className="yrm-blocked__title">{t('manage.hub.warning')}</p>
          <ProblemBox problem={warning} number={number} screen="" onSignedOut={onSignedOut} />
        </div>
      )}
      <ul className="yrm-actions">
        {!cancelled && (
          <li>
            {settings === null ? (
              <span className="yrm-note">{t('manage.hub.checking')}</span>
            ) : settings === 'failed' ? (
              <span className="yrm-note">{t('manage.hub.update_unknown')}</span>
            ) : settings.updatable ? (
              <>
                <Link className="y-button yrm-action" href={managePath(number, 'update')} data-testid="action-update">
                  {t('manage.hub.update')}
                </Link>
                <Link className="y-button y-button--quiet yrm-action" href={searchOtherPath(number)} data-testid="action-search-other">
                  {t('manage.hub.search_other')}
                </Link>
                <span className="yrm-note">{t('manage.hub.update_until', { date: longDate(settings.deadline, locale) })}</span>
              </>
            ) : (
              <div className="yrm-blocked" data-testid="update-blocked">
                <p className="yrm-blocked__title">{t('manage.hub.update_blocked')}</p>
                <ul>
                  {settings.reasons.map((reason) => (
                    <li key={reason}>{t(`manage.update.blocked.${reason}`, { date: longDate(settings.deadline, locale) })}</li>
                  ))}
                </ul>
                {settings.reasons.some((reason) => CONTACT_THE_HOTEL_KEYS.has(`manage.update.blocked.${reason}`)) && <HotelContact />}
              </div>
            )}
          </li>
        )}
        {!cancelled && (
          <li>
            <Link className="y-button y-button--quiet yrm-action" href={managePath(number, 'guests')} data-testid="action-guests">
              {t('manage.hub.guests')}
            </Link>
          </li>
        )}
        {!cancelled && asks && (
          <li>
            <Link className="y-button y-button--quiet yrm-action" href={managePath(number, 'questions')} data-testid="action-questions">
              {t('manage.hub.questions')}
            </Link>
          </li>
        )}
        {!cancelled && (
          <li>
            <Link className="y-button y-button--quiet yrm-action" href={managePath(number, 'cancel')} data-testid="action-cancel">
              {activeCount > 1 ? t('manage.hub.cancel_rooms') : t('manage.hub.cancel')}
            </Link>
          </li>
        )}
        <li>
          <Link className="y-button y-button--quiet yrm-action" href={managePath(number, 'receipt')} data-testid="action-receipt">
            {t('manage.hub.receipt')}
          </Link>
        </li>
        <li>
          <Link className="yrm-link" href={confirmationPath(number)} data-testid="action-details">
            {t('manage.hub.details')}
          </Link>
        </li>
      </ul>
    </section>
  );
}

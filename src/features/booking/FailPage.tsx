// /reservation/fail: where a failed or cancelled 3-D Secure challenge (or another payment
// failure) lands. The message follows error_code; the way back is the same search. After a card
// failure, while the attempt's guest-detail page is remembered (10 minutes, document 1 §4 "Saved
// browsing state"), the card-failure offers lead back to it with the guest's form and that choice.
import { Link, useLocation, useSearch } from 'wouter';
import { CARD_FAILURE_CODES } from '../../../contract';
import { useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { KNOWN_CODES, rememberedAttempt, resumeAfterCardFailure, type ResumeChoice } from './booking-store';
import { CardFailureOffers } from './components/CardFailureOffers';
import './booking.css';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export function failMessageKey(code: number | null): string {
  if (code === 3006 || code === 3250) return 'booking.fail.three_d_secure_failed';
  if (code === 3008) return 'booking.fail.three_d_secure_cancelled';
  if (code === 3001) return 'booking.fail.timed_out';
  if (code === 1105) return 'booking.codes.1105';
  if (code !== null && CARD_FAILURE_CODES.includes(code) && KNOWN_CODES.has(code)) return `booking.codes.${code}`;
  return 'booking.fail.generic';
}

/** A failure the card-failure offers answer: 3-D Secure failed or cancelled, or a card failure code. */
export function isCardFailure(code: number | null): boolean {
  return code === 3006 || code === 3008 || (code !== null && CARD_FAILURE_CODES.includes(code));
}

export default function FailPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const q = new URLSearchParams(useSearch());
  usePageTitle('booking.titles.reservation_incomplete');
  const raw = q.get('error_code');
  const code = raw && /^\d{1,5}$/.test(raw) ? Number(raw) : null;
  const back = new URLSearchParams();
  const hotel = q.get('code');
  if (hotel && /^[A-Za-z0-9_-]{1,64}$/.test(hotel)) back.set('code', hotel);
  for (const k of ['checkin', 'checkout']) {
    const v = q.get(k);
    if (v && DATE_RE.test(v)) back.set(k, v);
  }
  const adults = q.get('adults');
  if (adults && /^\d{1,2}$/.test(adults)) back.set('adults', adults);
  const attempt = isCardFailure(code) ? rememberedAttempt({ hotel: back.get('code'), checkin: back.get('checkin'), checkout: back.get('checkout') }) : undefined;

  function resume(choice: ResumeChoice) {
    if (!attempt) return;
    resumeAfterCardFailure(choice);
    navigate(attempt.href);
  }

  return (
    <div className="yb-page">
      <div className="y-card yb-fail" data-testid="fail">
        <div role="alert">
          <h1 className="y-title">{t('booking.fail.title')}</h1>
          <p data-testid="fail-message">{t(failMessageKey(code))}</p>
        </div>
        {/* 1105: the card was charged late and refunded; otherwise nothing was taken. */}
        <p className="yb-note">{t(code === 1105 ? 'booking.fail.refunded' : 'booking.fail.not_charged')}</p>
        {attempt && (
          <section className="yb-fail__offers" aria-labelledby="yb-fail-offers-title">
            <h2 id="yb-fail-offers-title" className="yb-h2">
              {t('booking.fail.offers_title')}
            </h2>
            <p className="yb-note">{t('booking.fail.offers_note')}</p>
            <CardFailureOffers
              onPayAtHotel={attempt.methods.includes('on_site') ? () => resume('on_site') : undefined}
              onAnotherCard={() => resume('card')}
              onChangeMethod={() => resume('method')}
            />
          </section>
        )}
        <p className="yb-fail__back">
          <Link className={attempt ? 'y-button y-button--quiet' : 'y-button'} href={`/booking/result?${back.toString()}`} data-testid="fail-back">
            {t('booking.fail.back')}
          </Link>
        </p>
      </div>
    </div>
  );
}

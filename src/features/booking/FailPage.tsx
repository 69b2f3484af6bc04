// /reservation/fail: where a failed or cancelled 3-D Secure challenge (or another payment
// failure) lands. The message follows error_code; the way back is the same search.
import { Link, useSearch } from 'wouter';
import { CARD_FAILURE_CODES } from '../../../contract';
import { useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { KNOWN_CODES } from './booking-store';
import './booking.css';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export function failMessageKey(code: number | null): string {
  if (code === 3006 || code === 3250) return 'booking.fail.three_d_secure_failed';
  if (code === 3008) return 'booking.fail.three_d_secure_cancelled';
  if (code !== null && CARD_FAILURE_CODES.includes(code) && KNOWN_CODES.has(code)) return `booking.codes.${code}`;
  return 'booking.fail.generic';
}

export default function FailPage() {
  const t = useT();
  const q = new URLSearchParams(useSearch());
  usePageTitle('titles.reservation_incomplete');
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
  return (
    <div className="yb-page">
      <div className="y-card yb-fail" role="alert" data-testid="fail">
        <h1 className="y-title">{t('booking.fail.title')}</h1>
        <p data-testid="fail-message">{t(failMessageKey(code))}</p>
        <p className="yb-note">{t('booking.fail.not_charged')}</p>
        <Link className="y-button" href={`/booking/result?${back.toString()}`} data-testid="fail-back">
          {t('booking.fail.back')}
        </Link>
      </div>
    </div>
  );
}

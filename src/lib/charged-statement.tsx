// What the card was charged, stated as every screen, mail and receipt states it: the amount in the
// currency charged and, when converted, the hotel-currency amount and the rate used.
import type { Reservation } from '../../contract';
import { chargeSentences } from '../../contract/rules/charge';
import { useLocale, useT } from './i18n';
import { formatMoney } from './money';

/** The sentences of a reservation's charge; nothing when no card paid. `ns` names the page's words (booking or manage). */
export function ChargedStatement({ charged, ns }: { charged: Reservation['charged']; ns: 'booking' | 'manage' }) {
  const t = useT();
  const locale = useLocale();
  const lines = chargeSentences(charged, (key, params) => t(`${ns}.charge.${key === 'charged' ? 'card_charged' : key}`, params), (n, c) => formatMoney(n, c, locale));
  if (lines.length === 0) return null;
  return (
    <p className="yb-note" data-testid="charged-statement">
      {lines.join(' ')}
    </p>
  );
}

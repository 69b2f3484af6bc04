// One recommended offer: photo, room type, plan, total price, why it was picked (in words, with a
// decorative mark), and the way on to the results page.
import { Link } from 'wouter';
import type { Language } from '../../../contract';
import type { useT } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import type { Offer } from './recommender-store';

const MARKS: Record<Offer['reason'], string> = {
  lowest_price: '↓',
  best_value: '★',
  most_space: '⤢',
  accessible: '♿',
};

/** Why the offer was picked, in words; the mark and the tint only repeat it. */
export function ReasonBadge({ reason, t }: { reason: Offer['reason']; t: ReturnType<typeof useT> }) {
  return (
    <p className={`y-rec-badge y-rec-badge--${reason}`} data-testid="offer-reason">
      <span className="y-rec-badge__mark" aria-hidden="true">
        {MARKS[reason]}
      </span>
      {t(`recommender.reasons.${reason}`)}
    </p>
  );
}

/** The offer's total, in the currency asked for in multi-currency mode. */
export function offerPrice(offer: Readonly<Offer>, locale: Language): string {
  return offer.mcp_currency && offer.mcp_total_price != null
    ? formatMoney(offer.mcp_total_price, offer.mcp_currency, locale)
    : formatMoney(offer.total_price, offer.currency, locale);
}

export interface OfferCardProps {
  offer: Readonly<Offer>;
  href: string;
  locale: Language;
  t: ReturnType<typeof useT>;
}

export function OfferCard({ offer, href, locale, t }: OfferCardProps) {
  return (
    <li className="y-card y-rec-offer" data-testid="offer">
      {offer.photo ? (
        // The room type's name is the heading right below: the photo is decoration to a screen reader.
        <img className="y-rec-offer__photo" src={offer.photo} alt="" loading="lazy" width={320} height={180} />
      ) : (
        <div className="y-rec-offer__photo y-rec-offer__photo--none" aria-hidden="true" />
      )}
      <div className="y-rec-offer__body">
        <h3 className="y-rec-offer__title">
          {offer.room_type_name}
        </h3>
        <ReasonBadge reason={offer.reason} t={t} />
        <p className="y-rec-offer__plan">{offer.room_plan_name}</p>
        <p className="y-rec-offer__price">
          <span className="y-rec-offer__price-label">{t('recommender.total')}</span>
          <strong data-testid="offer-price">{offerPrice(offer, locale)}</strong>
        </p>
        <Link className="y-button y-rec-offer__cta" href={href}>
          {t('recommender.see_room')}
          <span className="visually-hidden">
            : {offer.room_type_name}, {offer.room_plan_name}
          </span>
        </Link>
      </div>
    </li>
  );
}

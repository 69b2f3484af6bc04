// How to reach the hotel (init settings: hotel.phone, hotel.email and the address in the reader's
// language): the full card on the manage page, or the phone and e-mail alone under a message that
// asks the guest to contact the hotel.
import type { Snapshot } from 'valtio';
import type { BookingWidgetSettings } from '../../contract';
import { useLocale, useT } from '../lib/i18n';
import { formatAddress, hotelAddressIn, hotelNameIn } from '../../contract/rules/hotel-text';
import './hotel-contact.css';

export function HotelContact({ hotel, full = false }: { hotel: Snapshot<BookingWidgetSettings['hotel']> | undefined; full?: boolean }) {
  const t = useT();
  const locale = useLocale();
  if (!hotel || (!full && !hotel.phone && !hotel.email)) return null;
  const address = formatAddress(hotelAddressIn(hotel, locale), locale);
  const items = (
    <dl className="y-contact__list">
      {full && address && (
        <div>
          <dt>{t('shell.hotel_contact.address')}</dt>
          <dd>
            <bdi>{address}</bdi>
          </dd>
        </div>
      )}
      {hotel.phone && (
        <div>
          <dt>{t('shell.hotel_contact.phone')}</dt>
          <dd>
            <a href={`tel:${hotel.phone.replace(/[^\d+]/g, '')}`} dir="ltr" data-testid="hotel-phone">
              {hotel.phone}
            </a>
          </dd>
        </div>
      )}
      {hotel.email && (
        <div>
          <dt>{t('shell.hotel_contact.email')}</dt>
          <dd>
            <a href={`mailto:${hotel.email}`} dir="ltr" data-testid="hotel-email">
              {hotel.email}
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
  if (!full) return <div className="y-contact y-contact--inline" data-testid="hotel-contact-inline">{items}</div>;
  return (
    <section className="y-card y-contact" aria-labelledby="y-contact-title" data-testid="hotel-contact">
      <h2 id="y-contact-title">{t('shell.hotel_contact.title')}</h2>
      <p>
        <strong>
          <bdi>{hotelNameIn(hotel, locale)}</bdi>
        </strong>
      </p>
      {items}
    </section>
  );
}

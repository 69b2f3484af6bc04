// The brand's hotels as cards: photo, name in the guest's language, address, room type count.
import type { HotelInfo, Language } from '../../../contract';
import { formatAddress } from '../../lib/hotel-text';
import { hotelAddressIn } from '../../../contract/rules/hotel-text';
import { brandHotelName } from './hotel-name';
import { HotelLink } from './HotelLink';
import { hotelHref } from './week';

export interface HotelCardsProps {
  hotels: readonly HotelInfo[];
  locale: Language;
  adults: number;
  currentHotelCode: string | null;
  t: (key: string, params?: Record<string, string | number>) => string;
}

export function HotelCards({ hotels, locale, adults, currentHotelCode, t }: HotelCardsProps) {
  return (
    <ul className="y-fac-hotels" data-testid="facility-cards">
      {hotels.map((hotel) => {
        const name = brandHotelName(hotel, locale);
        return (
          <li key={hotel.code} className="y-card y-fac-hotel" data-testid="facility-card">
            {hotel.photo ? (
              // The name is right beside it: the photo adds nothing a screen reader needs.
              <img className="y-fac-hotel__photo" src={hotel.photo} alt="" loading="lazy" width={160} height={120} />
            ) : (
              <div className="y-fac-hotel__photo y-fac-hotel__photo--none" aria-hidden="true" />
            )}
            <div className="y-fac-hotel__body">
              <h3 className="y-fac-hotel__name">
                {name}
                {hotel.code === currentHotelCode && <span className="y-fac-tag">{t('facilities.current_hotel')}</span>}
              </h3>
              <p className="y-fac-hotel__address">
                <bdi>{formatAddress(hotelAddressIn(hotel, locale), locale)}</bdi>
              </p>
              <p className="y-fac-hotel__meta">{t('facilities.room_types', { count: hotel.room_type_count })}</p>
              <HotelLink className="y-fac-hotel__link" hotelCode={hotel.code} currentHotelCode={currentHotelCode} href={hotelHref(hotel.code, adults)}>
                {t('facilities.see_rooms')}
                <span className="visually-hidden">: {name}</span>
              </HotelLink>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

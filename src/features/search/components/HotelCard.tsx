// The hotel at the top of the results: its name (the page's h1), photo, address, and who is
// signed in.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { appState } from '../../../lib/app-store';
import { formatAddress, hotelAddress, hotelName } from '../../../lib/hotel-text';
import { useLocale, useT } from '../../../lib/i18n';
import { displayName } from '../../../lib/member-name';
import { detailsState, loadHotel } from '../search-store';
import type { SearchSettings } from '../../../lib/search-criteria/criteria';

export function HotelCard({ settings }: { settings: SearchSettings }) {
  const t = useT();
  const locale = useLocale();
  const { user } = useSnapshot(appState);
  const info = useSnapshot(detailsState).hotel.info;
  useEffect(() => {
    void loadHotel();
  }, []);
  return (
    <section className="y-card ys-hotel" aria-labelledby="hotel-name">
      {info?.photo && <img className="ys-hotel__photo" src={info.photo} alt="" />}
      <div className="ys-hotel__text">
        <h1 id="hotel-name" className="ys-hotel__name">
          {hotelName(settings, locale)}
        </h1>
        <p className="ys-hotel__address">
          <span className="visually-hidden">{t('search.hotel.address')}: </span>
          <span data-testid="hotel-address">{formatAddress(hotelAddress(settings, locale), locale)}</span>
        </p>
        {user && (
          <p className="y-signed-in" data-testid="signed-in">
            {t('search.hotel.signed_in_as', { name: displayName(user, locale) })}
          </p>
        )}
      </div>
    </section>
  );
}

// The hotel at the top of the results: its name (the page's h1), photo, address, and who is
// signed in. In the chat layout the header already names the hotel: the name is the page's
// heading for screen readers only, and only who is signed in shows.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { appState } from '../../../lib/app-store';
import { formatAddress, hotelAddress, hotelName } from '../../../lib/hotel-text';
import { useLocale, useT } from '../../../lib/i18n';
import { displayName } from '../../../lib/member-name';
import { detailsState, loadHotel } from '../search-store';
import type { SearchSettings } from '../../../lib/search-criteria/criteria';

export function HotelCard({ settings, compact = false }: { settings: SearchSettings; compact?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const { user } = useSnapshot(appState);
  const info = useSnapshot(detailsState).hotel.info;
  useEffect(() => {
    void loadHotel();
  }, []);
  const signedIn = user && (
    <p className="y-signed-in" data-testid="signed-in">
      {t('search.hotel.signed_in_as', { name: displayName(user, locale) })}
    </p>
  );
  if (compact) {
    return (
      <section className="ys-hotel ys-hotel--compact" aria-labelledby="hotel-name">
        <h1 id="hotel-name" className="visually-hidden">
          {hotelName(settings, locale)}
        </h1>
        {signedIn}
      </section>
    );
  }
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
        {signedIn}
      </div>
    </section>
  );
}

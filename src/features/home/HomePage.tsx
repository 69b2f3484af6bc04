// The hotel's front page: who the hotel is, where it is, and who is signed in.
import { useSnapshot } from 'valtio';
import { appState } from '../../lib/app-store';
import { useLocale, useT } from '../../lib/i18n';
import { formatAddress, hotelDescription, hotelName } from '../../lib/hotel-text';
import { usePageTitle } from '../../lib/page-title';

export default function HomePage() {
  const t = useT();
  const locale = useLocale();
  const { init, user } = useSnapshot(appState);
  usePageTitle('titles.home');
  if (!init) return null;
  const settings = init.booking_widget_setting_attributes;
  const description = hotelDescription(settings, locale);
  return (
    <div className="y-hotel">
      <section className="y-card" aria-labelledby="hotel-name">
        <h1 id="hotel-name" className="y-title">
          {hotelName(settings, locale)}
        </h1>
        {description && <p className="y-muted">{description}</p>}
        <dl className="y-hotel__facts">
          <dt>{t('home.address')}</dt>
          <dd data-testid="hotel-address">{formatAddress(settings.hotel.address, locale)}</dd>
          <dt>{t('home.brand')}</dt>
          <dd>{settings.hotel_brand_name}</dd>
          <dt>{t('home.currency')}</dt>
          <dd>{settings.currency}</dd>
        </dl>
      </section>
      <section className="y-card" aria-labelledby="welcome">
        <h2 id="welcome" className="y-title">
          {t('home.welcome_title')}
        </h2>
        <p>{t('home.welcome_text')}</p>
        {user && (
          <p className="y-signed-in" data-testid="signed-in">
            {t('home.signed_in_as', { name: `${user.first_name} ${user.last_name}`.trim() })}
          </p>
        )}
      </section>
    </div>
  );
}

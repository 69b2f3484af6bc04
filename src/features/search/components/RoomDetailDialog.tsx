// A room type's details in a dialog: photos, description, size in m² and tatami mats, beds,
// smoking, Wi-Fi, capacity, amenities and accessibility features, each in words.
import { useLocale, useT } from '../../../lib/i18n';
import { Dialog } from '../../../ui/Dialog';
import { codeLabel, plural } from '../format';
import type { RoomResult } from '../results';
import { bedText, sizeText, smokingText, wifiText } from './room-facts';
import { localised } from '../../../../contract/rules/localised';

export function RoomDetailDialog({ room, onClose }: { room: RoomResult; onClose(): void }) {
  const t = useT();
  const locale = useLocale();
  const info = room.room_type;
  const name = localised(room.room_type_names, locale, room.room_type_name);
  const description = localised(info.description, locale, '');
  return (
    <Dialog title={name} closeLabel={t('search.room.close')} onClose={onClose} className="ys-roomdialog">
      <div data-testid="room-detail">
        {info.photos.length > 0 && (
          <ul className="ys-gallery" aria-label={t('search.room.photos')}>
            {info.photos.map((src, i) => (
              <li key={src}>
                <img src={src} alt={t('search.room.photo_alt', { name, i: i + 1, n: info.photos.length })} loading="lazy" />
              </li>
            ))}
          </ul>
        )}
        {description && <p className="ys-roomdialog__desc">{description}</p>}
        <dl className="ys-facts ys-facts--wide">
          <dt>{t('search.room.size_label')}</dt>
          <dd data-testid="room-size">{sizeText(t, info, locale)}</dd>
          <dt>{t('search.room.beds_label')}</dt>
          <dd>{bedText(t, info)}</dd>
          <dt>{t('search.room.capacity_label')}</dt>
          <dd>
            {info.max_children > 0
              ? t('search.room.capacity', { adults: plural(t, 'search.count.adults', info.max_adults, locale), children: plural(t, 'search.count.children', info.max_children, locale), total: info.max_occupancy })
              : t('search.room.capacity_adults', { adults: plural(t, 'search.count.adults', info.max_adults, locale) })}
          </dd>
          <dt>{t('search.room.smoking_label')}</dt>
          <dd>{smokingText(t, info.smoking)}</dd>
          <dt>{t('search.room.wifi_label')}</dt>
          <dd>{wifiText(t, info.wifi)}</dd>
        </dl>
        {info.amenities.length > 0 && (
          <section aria-labelledby="room-amenities">
            <h3 id="room-amenities" className="ys-roomdialog__h">
              {t('search.room.amenities')}
            </h3>
            <ul className="ys-amenities">
              {info.amenities.map((a) => (
                <li key={a}>{codeLabel(t, 'search.amenity', a)}</li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="room-access">
          <h3 id="room-access" className="ys-roomdialog__h">
            {t('search.room.accessibility')}
          </h3>
          {info.accessibility.length > 0 ? (
            <ul className="ys-amenities" data-testid="room-accessibility">
              {info.accessibility.map((a) => (
                <li key={a}>{codeLabel(t, 'search.access', a)}</li>
              ))}
            </ul>
          ) : (
            <p className="y-muted">{t('search.room.no_accessibility')}</p>
          )}
        </section>
      </div>
    </Dialog>
  );
}

// A room type in the rooms view: photo, key facts, and its plans as bookable offers.
import { useLocale, useT } from '../../../lib/i18n';
import { plural } from '../format';
import type { RoomResult } from '../results';
import { OfferRow } from './OfferRow';
import { bedText, sizeText, smokingText } from './room-facts';
import type { ResultsView } from './view';
import { localised } from '../../../../contract/rules/localised';

export function RoomCard({ room, view }: { room: RoomResult; view: ResultsView }) {
  const t = useT();
  const locale = useLocale();
  const name = localised(room.room_type_names, locale, room.room_type_name);
  const info = room.room_type;
  const photo = info.photos[0];
  const headingId = `room-${room.room_type_code}`;
  return (
    <article className="y-card ys-room" aria-labelledby={headingId} data-testid="room-card" data-room={room.room_type_code}>
      <div className="ys-room__head">
        <button type="button" className="ys-room__photo" onClick={() => view.openRoom(room.room_type_code)} tabIndex={-1} aria-hidden="true">
          {photo ? <img src={photo} alt="" loading="lazy" /> : <span className="ys-room__nophoto" />}
          {info.photos.length > 1 && <span className="ys-room__count">1/{info.photos.length}</span>}
        </button>
        <div className="ys-room__body">
          <h3 className="ys-room__name" id={headingId}>
            {name}
          </h3>
          <ul className="ys-room__facts" dir="auto">
            <li>{sizeText(t, info, locale)}</li>
            <li>{bedText(t, info)}</li>
            <li>{smokingText(t, info.smoking)}</li>
            <li>{t('search.room.max_guests', { n: info.max_occupancy })}</li>
            {info.accessibility.length > 0 && (
              <li className="ys-room__access">
                <span aria-hidden="true">♿ </span>
                {t('search.room.accessible')}
              </li>
            )}
          </ul>
          {room.room_count > 0 && room.room_count <= 3 && <p className="ys-room__left">{plural(t, 'search.room.left', room.room_count, locale)}</p>}
          <button type="button" className="ys-link" onClick={() => view.openRoom(room.room_type_code)} aria-describedby={headingId} data-testid="room-details-button">
            {t('search.room.details')}
          </button>
        </div>
      </div>
      <h4 className="visually-hidden">{t('search.results.plans_for', { room: name })}</h4>
      <ul className="ys-offers">
        {room.room_plan.map((plan) => (
          <OfferRow key={plan.room_plan_code} view={view} roomTypeCode={room.room_type_code} roomName={name} plan={plan} title={plan.room_plan_name} roomsLeft={room.room_count} />
        ))}
      </ul>
    </article>
  );
}

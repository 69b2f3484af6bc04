// A plan in the plans view: what it is, and the rooms it can be booked in.
import { useLocale, useT } from '../../../lib/i18n';
import { codeLabel } from '../format';
import type { PlanResult } from '../results';
import { OfferRow } from './OfferRow';
import type { ResultsView } from './view';
import { localised } from '../../../../contract/rules/localised';

export function PlanCard({ plan, view }: { plan: PlanResult; view: ResultsView }) {
  const t = useT();
  const locale = useLocale();
  const name = localised(plan.plan.name, locale, plan.plan_name);
  const description = localised(plan.plan.description, locale, '');
  const headingId = `plan-${plan.hotel_plan_code}`;
  return (
    <article className="y-card ys-plancard" aria-labelledby={headingId} data-testid="plan-card" data-plan={plan.hotel_plan_code}>
      <h3 className="ys-room__name" id={headingId}>
        {name}
      </h3>
      {description && <p className="ys-plancard__desc">{description}</p>}
      <p className="ys-plancard__meal y-muted">{codeLabel(t, 'search.meal', plan.plan.meal_type)}</p>
      <ul className="ys-offers">
        {plan.rooms.map((entry) => {
          const room = view.roomsByCode.get(entry.room_type_code);
          const roomName = room ? localised(room.room_type_names, locale, entry.room_type_name) : entry.room_type_name;
          return (
            <OfferRow
              key={entry.room_type_code}
              view={view}
              roomTypeCode={entry.room_type_code}
              roomName={roomName}
              plan={entry.room_plan}
              title={roomName}
              showRoomDetails={!!room}
              roomsLeft={entry.room_count}
            />
          );
        })}
      </ul>
    </article>
  );
}

// The guests of each room kept (adults within the hotel's limit; children stay as booked), and the
// rooms proposed on the results page to add, each named as the hotel sells its plan, with its
// adults and a way to leave it out.
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Reservation } from '../../../../contract';
import { useT } from '../../../lib/i18n';
import { Stepper } from '../../../ui/Stepper';
import { fetchRoomPlan } from '../manage-api';
import type { UpdateValues } from '../update-form';

type PlanNames = Record<string, { room_type_name: string; room_plan_name: string } | null>;

/**
 * The names of the rooms proposed to add, as the hotel sells their plans (a code until they are
 * known). Asked once: the rooms proposed with the address do not change on the page.
 */
export function useAddedRoomNames(hotelCode: string, proposed: UpdateValues, isDayUse: boolean): PlanNames {
  const [planNames, setPlanNames] = useState<PlanNames>({});
  useEffect(() => {
    let live = true;
    for (const room of proposed.added ?? []) {
      fetchRoomPlan(hotelCode, { checkin_date: proposed.checkin_date, checkout_date: proposed.checkout_date, is_day_use: isDayUse }, room).then(
        (names) => live && setPlanNames((known) => ({ ...known, [room.room_plan_code]: names })),
        () => live && setPlanNames((known) => ({ ...known, [room.room_plan_code]: null })),
      );
    }
    return () => {
      live = false;
    };
  }, [hotelCode, proposed, isDayUse]);
  return planNames;
}

interface Props {
  r: Reservation;
  /** The reservation's rooms still booked, in order. */
  rooms: Reservation['rooms'];
  form: UseFormReturn<UpdateValues>;
  maxGuestsPerRoom: number;
  planNames: PlanNames;
  /** The error summary is out: a change is checked at once. */
  checkAtOnce: boolean;
  /** The most adults a room takes, by its index among the change's rooms (kept, then added), once the hotel has said. */
  adultsCaps?: Readonly<Record<number, number>>;
}

export function UpdateRoomsSection({ r, rooms, form, maxGuestsPerRoom, planNames, checkAtOnce, adultsCaps = {} }: Props) {
  const t = useT();
  const values = form.watch();
  const added = values.added ?? [];
  return (
    <section className="y-card yrm-section" aria-labelledby="up-guests-title">
      <h2 id="up-guests-title" className="yrm-h2">
        {t('manage.update.guests')}
      </h2>
      <div className="yrm-rooms">
        {rooms.map((room, i) => {
          const n = r.rooms.indexOf(room) + 1;
          const label = rooms.length > 1 || r.rooms.length > 1 ? t('manage.facts.room_n', { n }) : t('manage.facts.room');
          return (
            <div key={room.id} className="yrm-room-edit" id={`up-adults-${i}`} tabIndex={-1}>
              <p className="yrm-room-edit__name">
                <strong>{label}</strong>: {room.room_type_name} · {room.room_plan_name}
              </p>
              <Stepper
                label={t('manage.update.adults')}
                hint={room.children > 0 ? t('manage.update.children_kept', { n: room.children }) : undefined}
                value={values.adults[i] ?? room.adults}
                min={1}
                max={Math.min(maxGuestsPerRoom, adultsCaps[i] ?? Infinity)}
                onChange={(v) => form.setValue(`adults.${i}`, v, { shouldDirty: true, shouldValidate: checkAtOnce })}
                decreaseLabel={t('manage.update.adults_less', { room: label })}
                increaseLabel={t('manage.update.adults_more', { room: label })}
                testId={`update-adults-${i}`}
              />
            </div>
          );
        })}
        {added.map((room, i) => {
          const names = planNames[room.room_plan_code];
          const label = added.length > 1 ? t('manage.update.added_room_n', { n: i + 1 }) : t('manage.update.added_room');
          const children = room.kids_age_range.reduce((n, k) => n + k.count, 0);
          return (
            <div key={`${room.room_plan_code}-${i}`} className="yrm-room-edit yrm-room-edit--added" id={`up-added-${i}`} tabIndex={-1} data-testid="update-added-room" data-plan={room.room_plan_code}>
              <p className="yrm-room-edit__name">
                <span className="yrm-tag yrm-tag--new">
                  <span aria-hidden="true">+ </span>
                  {label}
                </span>{' '}
                <bdi>{names ? `${names.room_type_name} · ${names.room_plan_name}` : room.room_plan_code}</bdi>
              </p>
              <Stepper
                label={t('manage.update.adults')}
                hint={children > 0 ? t('manage.update.added_children', { n: children }) : undefined}
                value={room.adults}
                min={1}
                max={Math.min(maxGuestsPerRoom, adultsCaps[rooms.length + i] ?? Infinity)}
                onChange={(v) => form.setValue(`added.${i}.adults`, v, { shouldDirty: true, shouldValidate: checkAtOnce })}
                decreaseLabel={t('manage.update.adults_less', { room: label })}
                increaseLabel={t('manage.update.adults_more', { room: label })}
                testId={`update-added-adults-${i}`}
              />
              <button
                type="button"
                className="y-button y-button--quiet yrm-remove"
                onClick={() => form.setValue('added', added.filter((_, j) => j !== i), { shouldDirty: true })}
                data-testid={`update-added-remove-${i}`}
              >
                {t('manage.update.remove_added')}
                <span className="visually-hidden"> {names ? `${names.room_type_name} · ${names.room_plan_name}` : room.room_plan_code}</span>
              </button>
            </div>
          );
        })}
      </div>
      {added.length > 0 && <p className="yrm-note">{t('manage.update.added_note')}</p>}
    </section>
  );
}

// Guests per room: adults, and children either by kids tier (a count per tier) or by age (one
// age per child, sent as the age range it falls in), as the hotel's kids_setting says.
import { useId } from 'react';
import type { KidsTier } from '../../../../contract';
import { useLocale, useT } from '../../../lib/i18n';
import { Stepper } from '../../../ui/Stepper';
import { childrenAccepted, emptyRoom, kidsMode, maxGuestsPerRoom, maxRooms, type SearchSettings } from '../../../lib/search-criteria/criteria';
import { plural } from '../format';
import type { CompanionTier } from '../companions';
import { draftChildren, fitDraftRoom, type DraftRoom, type FormError } from '../form-rules';
import { localised } from '../../../../contract/rules/localised';

export interface GuestsEditorProps {
  settings: SearchSettings;
  rooms: DraftRoom[];
  onChange(rooms: DraftRoom[]): void;
  errors: FormError[];
  /** Prefix of element ids, so errors can point at fields. */
  idPrefix: string;
  /** The signed-in member's active companion tiers: how many of each room's guests are companions. */
  companions?: readonly CompanionTier[];
}

export function GuestsEditor({ settings, rooms, onChange, errors, idPrefix, companions = [] }: GuestsEditorProps) {
  const t = useT();
  const locale = useLocale();
  const roomsId = useId();
  const mode = kidsMode(settings);
  const withKids = childrenAccepted(settings);
  const maxGuests = maxGuestsPerRoom(settings);
  const roomLimit = maxRooms(settings);

  const setRoom = (i: number, room: DraftRoom) => onChange(rooms.map((r, j) => (j === i ? fitDraftRoom(room, settings) : r)));
  const setCount = (n: number) => {
    if (n > rooms.length) {
      const last = rooms[rooms.length - 1] ?? { ...emptyRoom(settings) };
      onChange([...rooms, ...Array.from({ length: n - rooms.length }, () => ({ adults: last.adults, kids_tiers: { ...last.kids_tiers }, kids_ages: [...last.kids_ages] }))]);
    } else onChange(rooms.slice(0, n));
  };
  const tierHint = (tier: Readonly<KidsTier>) => t('search.form.ages_range', { from: tier.age_from, to: tier.age_to });

  return (
    <div className="ys-guests">
      {roomLimit > 1 && (
        <div className="ys-guests__rooms">
          <Stepper
            label={t('search.form.rooms')}
            value={rooms.length}
            min={1}
            max={roomLimit}
            onChange={setCount}
            decreaseLabel={t('search.form.decrease', { what: t('search.form.rooms') })}
            increaseLabel={t('search.form.increase', { what: t('search.form.rooms') })}
            testId="rooms-stepper"
          />
        </div>
      )}
      {rooms.map((room, i) => {
        const roomErrors = errors.filter((e) => e.field === `room-${i}`);
        const errorId = roomErrors.length ? `${idPrefix}-room-${i}-err` : undefined;
        const children = draftChildren(room, settings);
        // Children within the room's guests and the hotel's children per adult: + stops there.
        const perAdult = settings.kids_setting.max_children_per_adult;
        const childBudget = Math.max(0, Math.min(maxGuests - room.adults, perAdult > 0 ? room.adults * perAdult : Infinity));
        const roomName = t('search.form.room_n', { n: i + 1 });
        // Which limit the room has reached, said beside its steppers.
        const full = room.adults + children >= maxGuests ? 'guests' : withKids && perAdult > 0 && children >= room.adults * perAdult && children > 0 ? 'children' : null;
        const legend = rooms.length > 1 ? t('search.form.room_n', { n: i + 1 }) : t('search.form.guests');
        return (
          <fieldset key={i} className="ys-guests__room" id={`${idPrefix}-room-${i}`} aria-describedby={errorId} data-testid={`room-${i}`}>
            <legend className={rooms.length > 1 ? 'ys-guests__legend' : 'visually-hidden'}>{legend}</legend>
            <Stepper
              label={t('search.form.adults')}
              value={room.adults}
              min={1}
              max={maxGuests - children}
              onChange={(adults) => setRoom(i, { ...room, adults })}
              decreaseLabel={t('search.form.decrease', { what: t('search.form.adults') })}
              increaseLabel={t('search.form.increase', { what: t('search.form.adults') })}
              testId={`adults-${i}`}
            />
            {withKids && mode === 'tiers' &&
              settings.kids_tiers.map((tier) => {
                const name = localised(tier.name, locale, tier.code);
                const value = room.kids_tiers[tier.code] ?? 0;
                return (
                  <Stepper
                    key={tier.code}
                    label={name}
                    hint={name.includes(String(tier.age_to)) ? undefined : tierHint(tier)}
                    value={value}
                    min={0}
                    max={value + Math.max(0, childBudget - children)}
                    onChange={(n) => setRoom(i, { ...room, kids_tiers: { ...room.kids_tiers, [tier.code]: n } })}
                    decreaseLabel={t('search.form.decrease', { what: name })}
                    increaseLabel={t('search.form.increase', { what: name })}
                    testId={`tier-${i}-${tier.code}`}
                  />
                );
              })}
            {withKids && mode === 'ages' && (
              <>
                <Stepper
                  label={t('search.form.children')}
                  hint={t('search.form.ages_range', { from: 0, to: settings.kids_setting.max_child_age })}
                  value={room.kids_ages.length}
                  min={0}
                  max={room.kids_ages.length + Math.max(0, childBudget - children)}
                  onChange={(n) =>
                    setRoom(i, { ...room, kids_ages: n > room.kids_ages.length ? [...room.kids_ages, ...Array.from({ length: n - room.kids_ages.length }, () => null)] : room.kids_ages.slice(0, n) })
                  }
                  decreaseLabel={t('search.form.decrease', { what: t('search.form.children') })}
                  increaseLabel={t('search.form.increase', { what: t('search.form.children') })}
                  testId={`children-${i}`}
                />
                {room.kids_ages.length > 0 && (
                  <div className="ys-guests__ages">
                    {room.kids_ages.map((age, j) => {
                      const id = `${idPrefix}-age-${i}-${j}`;
                      const err = errors.find((e) => e.field === `age-${i}-${j}`);
                      return (
                        <div className="y-field" key={j}>
                          <label className="y-field__label" htmlFor={id}>
                            {rooms.length > 1 ? t('search.form.age_of_child_in_room', { n: j + 1, room: i + 1 }) : t('search.form.age_of_child', { n: j + 1 })}
                          </label>
                          <select
                            id={id}
                            className="y-select"
                            value={age === null ? '' : String(age)}
                            aria-invalid={err ? true : undefined}
                            aria-describedby={err ? `${id}-err` : undefined}
                            onChange={(e) => {
                              const v = e.target.value === '' ? null : Number(e.target.value);
                              setRoom(i, { ...room, kids_ages: room.kids_ages.map((a, k) => (k === j ? v : a)) });
                            }}
                          >
                            <option value="">{t('search.form.choose_age')}</option>
                            {Array.from({ length: settings.kids_setting.max_child_age + 1 }, (_, n) => (
                              <option key={n} value={n}>
                                {plural(t, 'search.count.years', n, locale)}
                              </option>
                            ))}
                          </select>
                          {err && (
                            <p className="y-field__error" id={`${id}-err`}>
                              {t(err.key, err.params)}
                            </p>
                          )}
                        </div>
                      );
                    })}
                  </div>
                )}
              </>
            )}
            {companions.map((tier) => {
              // Companions are some of the room's adults, or of its children.
              const of = tier.kind === 'adult_companion' ? room.adults : children;
              const value = room[tier.kind] ?? 0;
              if (tier.kind === 'kid_tier_A_companion' && of === 0) return null;
              return (
                <Stepper
                  key={tier.kind}
                  label={tier.name}
                  hint={t(tier.kind === 'adult_companion' ? 'search.form.companions_of_adults' : 'search.form.companions_of_children')}
                  value={value}
                  min={0}
                  max={of}
                  onChange={(n) => setRoom(i, { ...room, [tier.kind]: n })}
                  decreaseLabel={t('search.form.decrease', { what: tier.name })}
                  increaseLabel={t('search.form.increase', { what: tier.name })}
                  testId={`${tier.kind}-${i}`}
                />
              );
            })}
            {full && !roomErrors.length && (
              <p className="ys-guests__full y-muted" data-testid={`room-full-${i}`} role="status">
                {full === 'guests' ? t('search.form.room_full', { room: roomName, n: maxGuests }) : t('search.form.room_full_children', { room: roomName, n: perAdult })}
              </p>
            )}
            {roomErrors.map((e) => (
              <p key={e.key} className="y-field__error" id={errorId}>
                {t(e.key, e.params)}
              </p>
            ))}
          </fieldset>
        );
      })}
      <p className="ys-guests__limit y-muted" id={roomsId}>
        {t('search.form.max_guests', { n: maxGuests })}
      </p>
    </div>
  );
}

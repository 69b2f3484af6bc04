// The search form (document 1 §3 "Search form"): stay (dated with the price calendar, day use, or
// undated with a number of nights), guests and rooms, and a coupon code. It edits a draft; the
// rules check it on Search, and errors name the field in the guest's language. Nothing typed is
// lost on an error.
import { Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useLocale, useT } from '../../../lib/i18n';
import { addDays, daysBetween } from '../../../../contract/dates';
import { MAX_NIGHTS, childrenAccepted, earliestCheckin, lastBookableDay, type CriteriaView, type SearchSettings } from '../../../lib/search-criteria/criteria';
import { plural, shortDate } from '../format';
import { draftChildren, draftFromCriteria, validateDraft, type FormError, type SearchDraft } from '../form-rules';
import { criteriaKey, hotelToday, resetCalendar, submitDraft } from '../search-store';
import { companionState } from '../companions';
import { GuestsEditor, PriceCalendar } from './lazy';
import type { Picking } from './PriceCalendar';

type Panel = 'none' | Picking | 'guests';

/** `onSearched`: called after a search the form started (the chat layout folds the form again). */
export function SearchForm({ settings, criteria, onSearched, id: givenId }: { settings: SearchSettings; criteria: CriteriaView; onSearched?: () => void; id?: string }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const companions = useSnapshot(companionState);
  const [draft, setDraft] = useState<SearchDraft>(() => draftFromCriteria(criteria));
  const [panel, setPanel] = useState<Panel>('none');
  const [errors, setErrors] = useState<FormError[]>([]);
  const summaryRef = useRef<HTMLDivElement>(null);
  const today = hotelToday(settings);
  const earliest = earliestCheckin(settings, today);
  const last = lastBookableDay(settings, today);
  const undatedAllowed = settings.search_type === 'dated_and_undated';

  // A search changed elsewhere (the address, "search from the next date") shows in the form, as
  // soon as it changes.
  const key = criteriaKey(criteria, settings);
  const [draftOf, setDraftOf] = useState(key);
  if (draftOf !== key) {
    setDraftOf(key);
    setDraft(draftFromCriteria(criteria));
    setErrors([]);
  }

  const change = (next: Partial<SearchDraft>) => {
    const updated = { ...draft, ...next };
    setDraft(updated);
    // Errors already shown are re-checked as the guest fixes them; new ones wait for Search.
    if (errors.length) setErrors(validateDraft(updated, settings, today).filter((e) => errors.some((p) => p.field === e.field)));
  };

  const fieldError = (field: string) => errors.find((e) => e.field === field);
  const checkinErr = fieldError('checkin');
  const checkoutErr = fieldError('checkout');
  const nightsErr = fieldError('nights');

  function focusField(field: string): void {
    const target =
      field === 'checkin' || field === 'checkout' || field === 'nights' || field === 'coupon_code'
        ? document.getElementById(`${id}-${field}`)
        : (document.getElementById(`${id}-${field}`)?.querySelector<HTMLElement>('input, select, button') ?? document.getElementById(`${id}-${field}`));
    target?.focus();
  }

  function onSubmit(e: FormEvent): void {
    e.preventDefault();
    const found = validateDraft(draft, settings, today);
    setErrors(found);
    if (found.length) {
      const first = found[0] as FormError;
      const guestError = found.some((f) => f.field.startsWith('room') || f.field.startsWith('age'));
      if (guestError) setPanel('guests');
      // After the panel opens, move to the first field at fault.
      requestAnimationFrame(() => focusField(first.field));
      return;
    }
    setPanel('none');
    resetCalendar();
    submitDraft(draft);
    onSearched?.();
  }

  const pickCheckin = (d: string) => {
    if (draft.is_day_use) {
      change({ checkin: d, checkout: d });
      setPanel('none');
      requestAnimationFrame(() => document.getElementById(`${id}-checkin`)?.focus());
      return;
    }
    const keep = draft.checkout && draft.checkout > d && daysBetween(d, draft.checkout) <= MAX_NIGHTS;
    change({ checkin: d, checkout: keep ? draft.checkout : null });
    setPanel('checkout');
  };
  const pickCheckout = (d: string) => {
    change({ checkout: d });
    setPanel('none');
    requestAnimationFrame(() => document.getElementById(`${id}-checkout`)?.focus());
  };
  const closePanel = (focus: string) => {
    setPanel('none');
    requestAnimationFrame(() => document.getElementById(`${id}-${focus}`)?.focus());
  };

  const adults = draft.rooms.reduce((n, r) => n + r.adults, 0);
  const children = childrenAccepted(settings) ? draft.rooms.reduce((n, r) => n + draftChildren(r, settings), 0) : 0;
  const companionCount = draft.rooms.reduce((n, r) => n + (r.adult_companion ?? 0) + (r.kid_tier_A_companion ?? 0), 0);
  const guestsSummary = [
    plural(t, 'search.count.adults', adults, locale),
    children ? plural(t, 'search.count.children', children, locale) : null,
    companionCount ? plural(t, 'search.count.companions', companionCount, locale) : null,
    plural(t, 'search.count.rooms', draft.rooms.length, locale),
  ]
    .filter(Boolean)
    .join(' · ');
  const nights = draft.checkin && draft.checkout && !draft.is_day_use ? daysBetween(draft.checkin, draft.checkout) : 0;
  const guestErrors = errors.filter((e) => e.field.startsWith('room') || e.field.startsWith('age'));
  const calendarRooms = draft.rooms.map((r) => ({ adults: r.adults, kids_tiers: r.kids_tiers, kids_ages: r.kids_ages.filter((a): a is number => a !== null) }));

  const dateButton = (field: 'checkin' | 'checkout', label: string, value: string | null, err: FormError | undefined, extra?: string) => (
    <div className="ys-form__field">
      <span className="ys-form__label">
        <span id={`${id}-${field}-label`}>{label}</span>
        {extra && <span className="ys-form__nights"> · {extra}</span>}
      </span>
      <button
        type="button"
        id={`${id}-${field}`}
        className={`ys-datebtn${panel === field ? ' is-open' : ''}`}
        aria-expanded={panel === field}
        aria-controls={`${id}-datepanel`}
        aria-labelledby={`${id}-${field}-label ${id}-${field}-value`}
        aria-describedby={err ? `${id}-${field}-err` : undefined}
        aria-invalid={err ? true : undefined}
        data-testid={field}
        onClick={() => setPanel(panel === field ? 'none' : field === 'checkout' && !draft.checkin ? 'checkin' : field)}
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
          <rect x="3.5" y="5" width="17" height="15" rx="2" />
          <path d="M3.5 10h17M8 3v4M16 3v4" />
        </svg>
        <span id={`${id}-${field}-value`} dir="auto">{value ? shortDate(value, locale) : t('search.form.choose_date')}</span>
      </button>
      {err && (
        <p className="y-field__error" id={`${id}-${field}-err`}>
          {t(err.key, err.params)}
        </p>
      )}
    </div>
  );

  return (
    <form className="y-card ys-form" id={givenId} aria-labelledby={`${id}-title`} noValidate onSubmit={onSubmit} data-testid="search-form">
      <h2 id={`${id}-title`} className="ys-form__title">
        {t('search.form.title')}
      </h2>
      {(settings.day_use_search_active || undatedAllowed) && (
        <div className="ys-form__modes">
          {settings.day_use_search_active && draft.search_type === 'dated' && (
            <label className="y-check">
              <input
                type="checkbox"
                checked={draft.is_day_use}
                onChange={(e) => {
                  const on = e.target.checked;
                  const checkin = draft.checkin ?? earliest;
                  change({ is_day_use: on, checkin, checkout: on ? checkin : draft.checkout && draft.checkout > checkin ? draft.checkout : addDays(checkin, 1) });
                  setPanel('none');
                }}
              />
              <span>{t('search.form.day_use')}</span>
            </label>
          )}
          {undatedAllowed && (
            <label className="y-check">
              <input
                type="checkbox"
                checked={draft.search_type === 'undated'}
                onChange={(e) => {
                  change({ search_type: e.target.checked ? 'undated' : 'dated', is_day_use: false });
                  setPanel('none');
                }}
              />
              <span>{t('search.form.undated')}</span>
            </label>
          )}
        </div>
      )}

      <div className="ys-form__row">
        {draft.search_type === 'undated' ? (
          <div className="ys-form__field">
            <label className="ys-form__label" htmlFor={`${id}-nights`}>
              {t('search.form.nights')}
            </label>
            <select
              id={`${id}-nights`}
              className="y-select"
              value={draft.nights}
              aria-invalid={nightsErr ? true : undefined}
              aria-describedby={nightsErr ? `${id}-nights-err` : undefined}
              onChange={(e) => change({ nights: Number(e.target.value) })}
            >
              {Array.from({ length: MAX_NIGHTS }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {plural(t, 'search.count.nights', n, locale)}
                </option>
              ))}
            </select>
            {nightsErr && (
              <p className="y-field__error" id={`${id}-nights-err`}>
                {t(nightsErr.key, nightsErr.params)}
              </p>
            )}
          </div>
        ) : draft.is_day_use ? (
          dateButton('checkin', t('search.form.date'), draft.checkin, checkinErr)
        ) : (
          <div className="ys-form__dates">
            {dateButton('checkin', t('search.form.checkin'), draft.checkin, checkinErr)}
            {dateButton('checkout', t('search.form.checkout'), draft.checkout, checkoutErr, nights > 0 ? plural(t, 'search.count.nights', nights, locale) : undefined)}
          </div>
        )}

        <div id={`${id}-datepanel`} className="ys-form__panel">
          {(panel === 'checkin' || panel === 'checkout') && (
            <Suspense fallback={<p className="y-muted">{t('shell.loading')}</p>}>
              <PriceCalendar
                picking={draft.is_day_use ? 'checkin' : panel}
                checkin={draft.checkin}
                checkout={draft.checkout}
                dayUse={draft.is_day_use}
                earliest={earliest}
                last={last}
                rooms={calendarRooms}
                onPickCheckin={pickCheckin}
                onPickCheckout={pickCheckout}
                onClose={() => closePanel(panel)}
              />
            </Suspense>
          )}
        </div>
        <div className="ys-form__field">
          <span className="ys-form__label" id={`${id}-guests-label`}>
            {t('search.form.guests')}
          </span>
          <button
            type="button"
            id={`${id}-guests`}
            className={`ys-datebtn${panel === 'guests' ? ' is-open' : ''}`}
            aria-expanded={panel === 'guests'}
            aria-controls={`${id}-guestpanel`}
            aria-labelledby={`${id}-guests-label ${id}-guests-value`}
            aria-invalid={guestErrors.length ? true : undefined}
            data-testid="guests"
            onClick={() => setPanel(panel === 'guests' ? 'none' : 'guests')}
          >
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
              <circle cx="9" cy="8" r="3.5" />
              <path d="M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5M16 4.8a3.3 3.3 0 0 1 0 6.4M18 14.8c2 .7 3.2 2.4 3.5 5.2" />
            </svg>
            <span id={`${id}-guests-value`} dir="auto">{guestsSummary}</span>
          </button>
        </div>

        <div id={`${id}-guestpanel`} className="ys-form__panel">
          {panel === 'guests' && (
            <div
              className="ys-guestpanel"
              onKeyDown={(e) => {
                if (e.key === 'Escape') closePanel('guests');
              }}
            >
              <Suspense fallback={<p className="y-muted">{t('shell.loading')}</p>}>
                <GuestsEditor settings={settings} rooms={draft.rooms} onChange={(rooms) => change({ rooms })} errors={errors} idPrefix={id} companions={companions.tiers} />
              </Suspense>
              <button type="button" className="y-button y-button--quiet" onClick={() => closePanel('guests')}>
                {t('search.form.done')}
              </button>
            </div>
          )}
        </div>
        {settings.coupon_active && (
          <div className="ys-form__field ys-form__coupon">
            <label className="ys-form__label" htmlFor={`${id}-coupon_code`}>
              {t('search.form.coupon')}
            </label>
            <input
              id={`${id}-coupon_code`}
              className="y-input"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={200}
              value={draft.coupon_code}
              onChange={(e) => change({ coupon_code: e.target.value })}
            />
          </div>
        )}

        <div className="ys-form__submit">
          <button type="submit" className="y-button ys-form__go">
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2">
              <circle cx="11" cy="11" r="6.5" />
              <path d="M16 16l4.5 4.5" />
            </svg>
            {t('search.form.search')}
          </button>
        </div>
      </div>

      {errors.length > 0 && (
        <div className="ys-form__errors" role="alert" ref={summaryRef} data-testid="form-errors">
          <p className="ys-form__errors-title">{t('search.errors.summary')}</p>
          <ul>
            {errors.map((e) => (
              <li key={`${e.field}-${e.key}`}>
                <a
                  href={`#${id}-${e.field}`}
                  onClick={(ev) => {
                    ev.preventDefault();
                    if (e.field.startsWith('room') || e.field.startsWith('age')) setPanel('guests');
                    requestAnimationFrame(() => focusField(e.field));
                  }}
                >
                  {t(e.key, e.params)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}

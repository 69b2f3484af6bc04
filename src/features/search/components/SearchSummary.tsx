// The chat layout's search: one line saying the stay and the party, and a button that opens the
// whole form under it. A search folds the form again and puts focus back on the button; a form
// with errors stays open.
import { useId, useRef, useState } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import { childrenOf, kidsMode, nightsOf, type CriteriaView, type SearchSettings } from '../../../lib/search-criteria/criteria';
import { plural, staySummaryParts } from '../format';
import { criteriaKey } from '../search-store';
import { SearchForm } from './SearchForm';

export function SearchSummary({ settings, criteria }: { settings: SearchSettings; criteria: CriteriaView }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const mode = kidsMode(settings);
  // With no dates yet there is nothing to summarise: the form shows.
  const complete = criteria.search_type === 'undated' || (!!criteria.checkin && (criteria.is_day_use || !!criteria.checkout));
  const [open, setOpen] = useState(!complete);
  // A search changed elsewhere (the address, "search from the next date") folds the form.
  const key = criteriaKey(criteria, settings);
  const [openFor, setOpenFor] = useState(key);
  if (openFor !== key) {
    setOpenFor(key);
    if (complete) setOpen(false);
  }

  const adults = criteria.rooms.reduce((n, r) => n + r.adults, 0);
  const children = criteria.rooms.reduce((n, r) => n + childrenOf(r, mode), 0);
  const parts = [
    ...staySummaryParts(t, criteria, nightsOf(criteria), locale),
    plural(t, 'search.count.adults', adults, locale),
    children ? plural(t, 'search.count.children', children, locale) : null,
    plural(t, 'search.count.rooms', criteria.rooms.length, locale),
  ].filter((p): p is string => !!p);

  const searched = () => {
    setOpen(false);
    requestAnimationFrame(() => button.current?.focus());
  };

  return (
    <>
      <section className="y-card ys-summary" aria-labelledby={`${id}-label`} data-testid="search-summary">
        <h2 id={`${id}-label`} className="visually-hidden">
          {t('search.summary.label')}
        </h2>
        <p className="ys-summary__text">
          {parts.map((part, i) => (
            <span key={i} className="ys-summary__part">
              {i > 0 && <span aria-hidden="true"> · </span>}
              <bdi>{part}</bdi>
            </span>
          ))}
        </p>
        <button
          ref={button}
          type="button"
          className="y-button y-button--quiet ys-summary__edit"
          aria-expanded={open}
          aria-controls={`${id}-form`}
          onClick={() => setOpen(!open)}
          data-testid="search-summary-edit"
        >
          {open ? t('search.summary.close') : t('search.summary.edit')}
        </button>
      </section>
      {open ? <SearchForm settings={settings} criteria={criteria} onSearched={searched} id={`${id}-form`} /> : <div id={`${id}-form`} hidden />}
    </>
  );
}

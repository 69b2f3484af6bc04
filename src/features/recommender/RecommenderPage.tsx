// `/booking/recommender` (document 1 §2 "rooms recommender"): a short form, then the offers the
// hotel recommends for that stay and party. The form survives every failure; what was sent is
// written into the URL (replacing, so a framed widget adds nothing to the host's history).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CurrencySelector } from '../../ui/currency/CurrencySelector';
import { InHeaderSlot } from '../../ui/HeaderSlot';
import { currencyState } from '../../lib/currency-store';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot, type Snapshot } from 'valtio';
import type { InitSettings, Language } from '../../../contract';
import { appState } from '../../lib/app-store';
import { htmlLang, useLocale, useT } from '../../lib/i18n';
import { onLanguageChange } from '../../lib/language';
import { usePageTitle } from '../../lib/page-title';
import { Banner } from '../../ui/Banner';
import { Loader } from '../../ui/Spinner';
import { Stepper } from '../../ui/Stepper';
import { addDays, addMonths, formatIsoDate, todayIn } from '../../ui/iso-date';
import { OfferCard } from './OfferCard';
import {
  asksForChildren,
  childAges,
  errorMessage,
  kidsMode,
  maxAdults,
  maxChildren,
  readInput,
  resizeChildren,
  roomHref,
  roomsPayload,
  validate,
  writeInput,
  type FieldErrors,
  type RecommenderInput,
  type RecommenderSettings,
} from './recommender-form';
import { recommend, recommendAgain, recommenderState } from './recommender-store';
import '../../ui/controls.css';
import './recommender.css';

type Translate = ReturnType<typeof useT>;

function FieldError({ id, messageKey, t }: { id: string; messageKey: string | undefined; t: Translate }) {
  if (!messageKey) return null;
  return (
    <p id={id} className="y-field__error">
      {t(messageKey)}
    </p>
  );
}

function ChildFields({ input, settings, errorId, hasError, onChange, t }: {
  input: RecommenderInput;
  settings: RecommenderSettings;
  errorId: string;
  hasError: boolean;
  onChange(children: string[]): void;
  t: Translate;
}) {
  const id = useId();
  const locale = useLocale();
  if (input.children.length === 0) return null;
  const ages = kidsMode(settings) === 'ages';
  const set = (i: number, value: string) => onChange(input.children.map((c, j) => (j === i ? value : c)));
  return (
    <div className="y-rec-children">
      {input.children.map((value, i) => (
        <div className="y-field" key={i}>
          <label className="y-field__label" htmlFor={`${id}-${i}`}>
            {t(ages ? 'recommender.child_age' : 'recommender.child_tier', { n: i + 1 })}
          </label>
          <select
            id={`${id}-${i}`}
            className="y-select"
            value={value}
            aria-invalid={hasError && value === '' ? true : undefined}
            aria-describedby={hasError && value === '' ? errorId : undefined}
            onChange={(e) => set(i, e.target.value)}
          >
            {ages ? (
              <>
                <option value="">{t('recommender.choose_age')}</option>
                {childAges(settings).map((age) => (
                  <option key={age} value={String(age)}>
                    {age}
                  </option>
                ))}
              </>
            ) : (
              settings.kids_tiers.map((tier) => (
                <option key={tier.code} value={tier.code}>
                  {tier.name[locale] ?? tier.name.en ?? tier.code}
                </option>
              ))
            )}
          </select>
        </div>
      ))}
    </div>
  );
}

function Results({ settings, locale, t }: { settings: RecommenderSettings; locale: Language; t: Translate }) {
  const { status, offers, error, request } = useSnapshot(recommenderState);
  if (status === 'idle' || !request) return null;
  if (status === 'loading') return <Loader label={t('recommender.loading')} />;
  if (status === 'error' && error) {
    const message = errorMessage(error, settings);
    return <Banner variant="error" variantLabel={t('banner.error')} text={t(message.key, message.params)} />;
  }
  const lang = htmlLang(locale);
  const day = (d: string) => formatIsoDate(d, lang, { weekday: 'short', month: 'short', day: 'numeric' });
  const input: RecommenderInput = request.input;
  return (
    <section className="y-rec-results" aria-labelledby="rec-results-title">
      <h2 id="rec-results-title" className="y-rec-results__title">
        {t('recommender.results_heading')}
      </h2>
      <p className="y-muted y-rec-results__summary" data-testid="stay-summary">
        {t('recommender.summary', { checkin: day(input.checkin), checkout: day(input.checkout), adults: input.adults, children: input.children.length })}
      </p>
      {offers.length === 0 ? (
        <p className="y-rec-empty" role="status" data-testid="no-offers">
          {t('recommender.empty')}
        </p>
      ) : (
        <>
          <p className="visually-hidden" role="status">
            {t('recommender.found', { count: offers.length })}
          </p>
          <ul className="y-rec-offers">
            {offers.map((offer) => (
              <OfferCard
                key={`${offer.reason}-${offer.room_plan_code}`}
                offer={offer}
                href={roomHref(request.hotelCode, input, settings, offer.room_type_code)}
                locale={locale}
                t={t}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Recommender({ init, hotelCode }: { init: Snapshot<InitSettings>; hotelCode: string }) {
  const t = useT();
  const locale = useLocale();
  const search = useSearch();
  const [path, setLocation] = useLocation();
  const id = useId();
  const settings: RecommenderSettings = init.booking_widget_setting_attributes;
  const today = todayIn(init.booking_widget_setting_attributes.hotel.time_zone);
  // The hotel sells stays that check out by today + its reservable months.
  const limit = addMonths(today, Math.max(0, settings.reservable_months));
  const { status } = useSnapshot(recommenderState);

  const [initial] = useState(() => readInput(search, settings, today));
  const [input, setInput] = useState<RecommenderInput>(initial.input);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusError = useRef(false);

  useEffect(() => {
    // Once a submit was refused, each change re-checks, so a mended field loses its message.
    setErrors((current) => (Object.keys(current).length > 0 ? validate(input, settings, today) : current));
  }, [input]);
  useEffect(() => {
    // After a refused submit, focus goes to the first field in error (once it is marked).
    if (!focusError.current) return;
    focusError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const send = (value: RecommenderInput) => {
    setLocation(`${path}?${writeInput(search, value, settings)}`, { replace: true });
    void recommend(hotelCode, roomsPayload(value, settings), value);
  };

  // A link that carries the stay searches at once, when the form would accept that stay. Only on
  // arrival: later searches are the guest's.
  useEffect(() => {
    if (!initial.complete || Object.keys(validate(initial.input, settings, today)).length > 0) return;
    void recommend(hotelCode, roomsPayload(initial.input, settings), initial.input);
  }, []);
  useEffect(() => onLanguageChange(() => void recommendAgain()), []);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validate(input, settings, today);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusError.current = true;
      return;
    }
    send(input);
  };

  const setCheckin = (checkin: string) =>
    setInput((v) => ({ ...v, checkin, checkout: checkin && v.checkout && v.checkout <= checkin ? addDays(checkin, 1) : v.checkout }));
  const setAdults = (adults: number) => setInput((v) => ({ ...v, adults, children: v.children.slice(0, maxChildren(settings, adults)) }));
  const setChildren = (count: number) => setInput((v) => ({ ...v, children: resizeChildren(v.children, count, settings) }));

  const err = (k: keyof FieldErrors) => `${id}-${k}-error`;
  const invalid = (k: keyof FieldErrors) => (errors[k] ? { 'aria-invalid': true as const, 'aria-describedby': err(k) } : {});
  const loading = status === 'loading';

  return (
    <div className="y-rec">
      <div className="y-rec__head">
        <h1 className="y-title">{t('recommender.title')}</h1>
        <p className="y-muted">{t('recommender.intro')}</p>
      </div>
      <form ref={formRef} className="y-card y-rec-form" noValidate onSubmit={onSubmit} aria-label={t('recommender.form_label')}>
        <div className="y-rec-form__dates">
          <div className="y-field">
            <label className="y-field__label" htmlFor={`${id}-checkin`}>
              {t('recommender.checkin')}
            </label>
            <input
              id={`${id}-checkin`}
              className="y-input"
              type="date"
              required
              min={today}
              max={addDays(limit, -1)}
              value={input.checkin}
              onChange={(e) => setCheckin(e.target.value)}
              {...invalid('checkin')}
            />
            <FieldError id={err('checkin')} messageKey={errors.checkin} t={t} />
          </div>
          <div className="y-field">
            <label className="y-field__label" htmlFor={`${id}-checkout`}>
              {t('recommender.checkout')}
            </label>
            <input
              id={`${id}-checkout`}
              className="y-input"
              type="date"
              required
              min={input.checkin && input.checkin >= today ? addDays(input.checkin, 1) : addDays(today, 1)}
              max={limit}
              value={input.checkout}
              onChange={(e) => setInput((v) => ({ ...v, checkout: e.target.value }))}
              {...invalid('checkout')}
            />
            <FieldError id={err('checkout')} messageKey={errors.checkout} t={t} />
          </div>
        </div>
        <div className="y-rec-form__party">
          <Stepper
            label={t('recommender.adults')}
            value={input.adults}
            min={1}
            max={maxAdults(settings, input.children.length)}
            onChange={setAdults}
            decreaseLabel={t('recommender.fewer_adults')}
            increaseLabel={t('recommender.more_adults')}
            testId="adults"
          />
          {asksForChildren(settings) && (
            <Stepper
              label={t('recommender.children')}
              hint={t('recommender.children_hint', { age: settings.kids_setting.max_child_age })}
              value={input.children.length}
              min={0}
              max={maxChildren(settings, input.adults)}
              onChange={setChildren}
              decreaseLabel={t('recommender.fewer_children')}
              increaseLabel={t('recommender.more_children')}
              testId="children"
            />
          )}
          <ChildFields
            input={input}
            settings={settings}
            errorId={err('children')}
            hasError={!!errors.children}
            onChange={(children) => setInput((v) => ({ ...v, children }))}
            t={t}
          />
          <FieldError id={err('children')} messageKey={errors.children} t={t} />
        </div>
        <button type="submit" className="y-button y-rec-form__submit" aria-describedby={loading ? `${id}-busy` : undefined}>
          {t('recommender.submit')}
        </button>
        {loading && (
          <span id={`${id}-busy`} className="visually-hidden">
            {t('recommender.loading')}
          </span>
        )}
      </form>
      <div className="y-rec__results" aria-busy={loading}>
        <Results settings={settings} locale={locale} t={t} />
      </div>
    </div>
  );
}

/** A change of the shown currency asks for the offers again, priced in it. */
function useAskAgainOnCurrency(): void {
  const currency = useSnapshot(currencyState);
  const key = `${currency.temporary}|${currency.selected}|${currency.detected}`;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void recommendAgain();
  }, [key]);
}

export default function RecommenderPage() {
  usePageTitle('titles.recommender');
  const { init, hotelCode } = useSnapshot(appState);
  useAskAgainOnCurrency();
  if (!init || !hotelCode) return null;
  return (
    <>
      <Recommender init={init} hotelCode={hotelCode} />
      {init.mcp_enabled && (
        <InHeaderSlot>
          <CurrencySelector />
        </InHeaderSlot>
      )}
    </>
  );
}

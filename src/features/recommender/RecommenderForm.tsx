// The recommender's short form (stay dates and the party), shared by the full page and the
// embeddable widget. It keeps what was typed through every failure, checks before sending, and
// sends only a form it would accept.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocale, useT } from '../../lib/i18n';
import { Stepper } from '../../ui/Stepper';
import { addDays } from '../../../contract/dates';
import {
  asksForChildren,
  childAges,
  kidsMode,
  maxAdults,
  maxChildren,
  resizeChildren,
  validate,
  type FieldErrors,
  type RecommenderInput,
  type RecommenderSettings,
} from './recommender-form';
import '../../ui/controls.css';
import '../../ui/forms.css';
import './recommender.css';
import { localised } from '../../../contract/rules/localised';

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
                  {localised(tier.name, locale, tier.code)}
                </option>
              ))
            )}
          </select>
        </div>
      ))}
    </div>
  );
}

export interface RecommenderFormProps {
  settings: RecommenderSettings;
  /** Today in the hotel's time zone. */
  today: string;
  /** The last check-out the hotel sells. */
  limit: string;
  initial: RecommenderInput;
  /** Offers are being asked for. */
  loading: boolean;
  onSend(input: RecommenderInput): void;
  className?: string;
}

export function RecommenderForm({ settings, today, limit, initial, loading, onSend, className }: RecommenderFormProps) {
  const t = useT();
  const id = useId();
  const [input, setInput] = useState<RecommenderInput>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusError = useRef(false);

  useEffect(() => {
    // Once a submit was refused, each change re-checks, so a mended field loses its message.
    setErrors((current) => (Object.keys(current).length > 0 ? validate(input, settings, today) : current));
  }, [input, settings, today]);
  useEffect(() => {
    // After a refused submit, focus goes to the first field in error (once it is marked).
    if (!focusError.current) return;
    focusError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validate(input, settings, today);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusError.current = true;
      return;
    }
    onSend(input);
  };

  const setCheckin = (checkin: string) =>
    setInput((v) => ({ ...v, checkin, checkout: checkin && v.checkout && v.checkout <= checkin ? addDays(checkin, 1) : v.checkout }));
  const setAdults = (adults: number) => setInput((v) => ({ ...v, adults, children: v.children.slice(0, maxChildren(settings, adults)) }));
  const setChildren = (count: number) => setInput((v) => ({ ...v, children: resizeChildren(v.children, count, settings) }));

  const err = (k: keyof FieldErrors) => `${id}-${k}-error`;
  const invalid = (k: keyof FieldErrors) => (errors[k] ? { 'aria-invalid': true as const, 'aria-describedby': err(k) } : {});

  return (
    <form ref={formRef} className={`y-card y-rec-form${className ? ` ${className}` : ''}`} noValidate onSubmit={onSubmit} aria-label={t('recommender.form_label')}>
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
  );
}

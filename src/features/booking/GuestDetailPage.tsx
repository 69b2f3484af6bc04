// /reservation/guest-detail: the selection from the query, its price re-checked, the guest form,
// the hotel's questions, extras, the payment method (with the provider's card form) and the
// booking itself, with every answer the API can give handled on this page.
import { useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import type { Language, PaymentMethod, PriceObject, User } from '../../../contract';
import { appState } from '../../lib/app-store';
import { runtimeConfig } from '../../lib/api';
import { withFrameAncestors } from '../../lib/frame-ancestors';
import { htmlLang, useLocale, useT } from '../../lib/i18n';
import { plural } from '../../lib/i18n/plural';
import { formatMoney } from '../../lib/money';
import { usePageTitle } from '../../lib/page-title';
import { hotelName } from '../../lib/hotel-text';
import { formatIsoDate, todayIn } from '../../../contract/dates';
import { Loader } from '../../ui/Spinner';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { checkAddOns, extrasTotal } from './booking-rules';
import {
  acceptNewPrice,
  bookingState,
  changePaymentMethod,
  clearResume,
  dismissPriceChange,
  formDraft,
  isCardMethod,
  resumeToApply,
  loadBooking,
  saveFormDraft,
  setAddOnErrors,
  submitBooking,
  switchToHotelCurrency,
  tryAnotherCard,
  type ResumeChoice,
} from './booking-store';
import { CardFailureOffers, focusCardForm, focusPaymentMethods } from './components/CardFailureOffers';
import { CardForm } from './components/CardForm';
import { Extras } from './components/Extras';
import { PriceBreakdown } from './components/PriceBreakdown';
import { PointsField, PointsSummary } from './components/PointsField';
import { ProgressSteps } from './components/ProgressSteps';
import { Questions } from './components/Questions';
import { GUEST_FORM_FIELDS, emptyGuestForm, guestFormSchema, memberPrefill, guestFromForm, visibleFields, type FormRules, type GuestFormField, type GuestFormValues } from './guest-form';
import { parseSelection, stayNights, type BookingSelection } from './selection';
import '../../ui/forms.css';
import './booking.css';

export default function GuestDetailPage() {
  const t = useT();
  const locale = useLocale();
  const search = useSearch();
  const { init, hotelCode } = useSnapshot(appState);
  usePageTitle('booking.titles.guest_detail');
  const settings = init?.booking_widget_setting_attributes ?? null;
  const parsed = useMemo(
    () => (settings && hotelCode ? parseSelection(search, hotelCode, settings, todayIn(settings.hotel.time_zone)) : null),
    [search, settings, hotelCode],
  );
  const selection = parsed?.ok ? parsed.selection : null;
  const key = selection
    ? JSON.stringify([selection.hotelCode, selection.room_plan_code, selection.room_type_code, selection.checkin, selection.checkout, selection.rooms, selection.offers.map((o) => [o.room_type_code, o.room_plan_code, o.quantity])])
    : null;

  // Loaded once per selection (its fingerprint, not the parsed object) and language.
  const load = useEffectEvent((language: Language) => {
    if (selection) void loadBooking(selection, language);
  });
  useEffect(() => {
    if (key !== null) load(locale);
  }, [key, locale]);

  if (!settings || !parsed) return null;
  if (!parsed.ok) {
    return (
      <div className="yb-page">
        <div className="y-card" role="alert" data-testid="selection-problem">
          <h1 className="y-title">{t('booking.selection.title')}</h1>
          <p>{t(`booking.selection.${parsed.problem}`)}</p>
          <Link className="y-button" href={parsed.resultsHref}>
            {t('booking.back_to_results')}
          </Link>
        </div>
      </div>
    );
  }
  return <GuestDetail selection={parsed.selection} />;
}

function GuestDetail({ selection }: { selection: BookingSelection }) {
  const t = useT();
  const snap = useSnapshot(bookingState);
  if (snap.status === 'error' && snap.loadError) {
    return (
      <div className="yb-page">
        <div className="y-card" role="alert" data-testid="load-error">
          <h1 className="y-title">{t('booking.load_failed')}</h1>
          <p>{t(snap.loadError.key, snap.loadError.params)}</p>
          <Link className="y-button" href={selection.resultsHref}>
            {t('booking.back_to_results')}
          </Link>
        </div>
      </div>
    );
  }
  if (snap.status !== 'ready' || !snap.price) return <Loader label={t('booking.loading')} />;
  if (!snap.available) {
    return (
      <div className="yb-page">
        <div className="y-card" role="alert" data-testid="sold-out">
          <h1 className="y-title">{t('booking.errors.sold_out')}</h1>
          <Link className="y-button" href={selection.resultsHref}>
            {t('booking.back_to_results')}
          </Link>
        </div>
      </div>
    );
  }
  return <BookingForm selection={selection} />;
}

/** The form's rules, the same object for as long as they are the same rules. */
function useRules(): FormRules {
  const locale = useLocale();
  const s = useSnapshot(appState).init?.booking_widget_setting_attributes;
  const kanaRequired = !!s?.kanji_name_required;
  const addressRequired = !!s?.customer_address_required;
  const englishNamesOnly = !!s?.english_name_required;
  return useMemo(() => ({ locale, kanaRequired, addressRequired, englishNamesOnly }), [locale, kanaRequired, addressRequired, englishNamesOnly]);
}

function BookingForm({ selection }: { selection: BookingSelection }) {
  const t = useT();
  const locale = useLocale();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const snap = useSnapshot(bookingState);
  const { init } = useSnapshot(appState);
  const settings = init!.booking_widget_setting_attributes;
  const rules = useRules();
  const shown = visibleFields(rules);
  const schema = useMemo(() => guestFormSchema(rules), [rules]);
  const methods = snap.paymentMethods as PaymentMethod[];
  // An offer taken up on /reservation/fail: the saved form comes back with that choice applied.
  const [resume] = useState(resumeToApply);
  const { user } = useSnapshot(appState);
  // A member's own details fill the form; what the guest typed (the tab's draft) wins over them.
  const [start] = useState(() => {
    const typed = Object.fromEntries(Object.entries(formDraft() ?? {}).filter(([, v]) => v !== ''));
    return { ...emptyGuestForm(), payment_type: methods.length === 1 ? (methods[0] ?? '') : '', ...memberPrefill(appState.user, rules), ...typed };
  });
  const form = useForm<GuestFormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<GuestFormValues>,
    defaultValues: resumedValues(start, resume, methods),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  // Signed in while on this page: the member's details fill the fields still empty (once per
  // member; the details as they are then).
  const prefill = useEffectEvent(() => {
    for (const [field, value] of Object.entries(memberPrefill(user as User | null, rules)) as [GuestFormField, string][]) {
      if (form.getValues(field) === '') form.setValue(field, value, { shouldDirty: true });
    }
  });
  const userId = user?.id;
  useEffect(() => {
    if (userId !== undefined) prefill();
  }, [userId]);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const paymentType = form.watch('payment_type');
  const nights = stayNights(selection.checkin, selection.checkout, selection.is_day_use);
  const adults = selection.rooms.map((r) => r.adults);

  useEffect(() => {
    const sub = form.watch((values) => saveFormDraft(values as Record<string, string | boolean>));
    return () => sub.unsubscribe();
  }, [form]);

  useEffect(() => {
    if (!resume) return;
    clearResume();
    if (resume === 'card') focusCardForm();
    else focusPaymentMethods(resume === 'on_site' ? 'on_site' : undefined);
  }, [resume]);

  // A message from the API is read out and gets the focus.
  useEffect(() => {
    if (snap.error || snap.priceChange) alertRef.current?.focus();
  }, [snap.error, snap.priceChange]);

  const fieldLabel = (f: string) => t(`booking.fields.${f}`);

  // The summary follows the fields live once shown: a fixed field leaves it.
  const errors = form.formState.errors;
  // In the page's order: the guest's details, the questions and extras, then payment and terms.
  const fieldItem = (f: GuestFormField) => ({
    key: f,
    text: f === 'terms' ? t('booking.errors.terms_required') : `${fieldLabel(f)}: ${t(`booking.errors.${String(errors[f]?.message)}`)}`,
    target: `gd-${f}`,
  });
  const lastFields: readonly GuestFormField[] = ['payment_type', 'terms'];
  const summary = summaryOpen
    ? [
        ...GUEST_FORM_FIELDS.filter((f) => errors[f]?.message && !lastFields.includes(f)).map(fieldItem),
        ...Object.entries(snap.addOnErrors).map(([id, m]) => {
          const [kind, n, part] = id.split('.');
          const q = snap.questions.find((x) => x.id === Number(n));
          const e = snap.extras.find((x) => x.extra_id === Number(n));
          const label = kind === 'question' ? (q?.text[locale] ?? q?.text.en ?? q?.code ?? '') : (e?.name[locale] ?? e?.name.en ?? e?.code ?? '');
          return { key: id, text: `${label}: ${t(`booking.errors.${m}`)}`, target: kind === 'question' ? `yb-q-${n}` : `yb-extra-${n}-${part === 'delivery_date' ? 'date' : part}` };
        }),
        ...lastFields.filter((f) => errors[f]?.message).map(fieldItem),
      ]
    : null;

  function showSummary(_errors: FieldErrors<GuestFormValues>, _addOns: Record<string, string>) {
    setSummaryOpen(true);
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  async function book(values: GuestFormValues) {
    const addOns = checkAddOns(bookingState.questions, bookingState.answerDrafts, bookingState.extras, bookingState.extraDrafts, nights);
    setAddOnErrors(addOns);
    if (Object.keys(addOns).length) {
      showSummary({}, addOns);
      return;
    }
    setSummaryOpen(false);
    const outcome = await submitBooking(guestFromForm(values, rules), locale, `${path}?${search}`);
    switch (outcome.kind) {
      case 'confirmed':
        navigate(outcome.path);
        return;
      case 'three_d_secure':
        // In a frame (a chatbot, a hotel's page) the challenge shows in the frame itself.
        window.location.assign(withFrameAncestors(outcome.url, runtimeConfig.apiBaseUrl));
        return;
      case 'field':
        form.setError(outcome.field, { type: 'server', message: 'server' });
        form.setFocus(outcome.field);
        return;
      case 'addon':
        document.getElementById(outcome.id.startsWith('question') ? `yb-q-${outcome.id.split('.')[1]}` : `yb-extra-${outcome.id.split('.')[1]}-quantity`)?.focus();
        return;
      default:
    }
  }

  const onSubmit = form.handleSubmit(book, (errors) => {
    const addOns = checkAddOns(bookingState.questions, bookingState.answerDrafts, bookingState.extras, bookingState.extraDrafts, nights);
    setAddOnErrors(addOns);
    showSummary(errors, addOns);
  });

  const extrasAdded = extrasTotal(snap.extras as never, snap.extraDrafts) - (snap.confirmedTotal !== null ? snap.price!.total_extra_price : 0);
  const payInHotelCurrency = !isCardMethod(paymentType) || snap.hotelCurrency;

  return (
    <div className="yb-page">
      <ProgressSteps current={1} />
      <h1 className="y-title">{t('booking.title')}</h1>
      <div className="yb-layout">
        <div className="yb-main">
          <StaySummary
            selection={selection}
            planName={snap.plan?.room_plan_name ?? selection.room_plan_code}
            roomName={snap.roomTypeName}
            hotel={hotelName(settings, locale)}
            offers={selection.multi ? snap.offers.map((o) => ({ roomName: o.roomTypeName, planName: o.planName, quantity: o.quantity })) : undefined}
          />
          {snap.ratesUpdated && (
            <p className="yb-notice" role="status" data-testid="rates-updated">
              {t('booking.price.rates_updated')}
            </p>
          )}
          <form noValidate onSubmit={(e) => void onSubmit(e)} aria-describedby="yb-required-note">
            <ErrorSummary
              ref={summaryRef}
              items={summary}
              title={plural(t, 'booking.errors.summary_title', summary?.length ?? 0, locale)}
              titleId="yb-summary-title"
              className="yb-summary"
              titleClassName="yb-h2"
            />
            <section className="y-card yb-section" aria-labelledby="yb-guest-title">
              <h2 id="yb-guest-title" className="yb-h2">
                {t('booking.guest.title')}
              </h2>
              <p id="yb-required-note" className="yb-note">
                {t('booking.fields.required_note')}
              </p>
              <div className="yb-grid">
                <TextField form={form} name="last_name" autoComplete="family-name" required />
                <TextField form={form} name="first_name" autoComplete="given-name" required />
                {shown.kana && <TextField form={form} name="last_name_kana" required />}
                {shown.kana && <TextField form={form} name="first_name_kana" required />}
              </div>
              {(rules.englishNamesOnly || locale === 'en') && <p className="yb-note">{t('booking.guest.names_hint_en')}</p>}
              <div className="yb-grid">
                <TextField form={form} name="email" type="email" autoComplete="email" required />
                <TextField form={form} name="email_confirmation" type="email" autoComplete="off" required />
                <TextField form={form} name="phone" type="tel" autoComplete="tel" required hint={t('booking.guest.phone_hint')} />
              </div>
              {shown.address && (
                <div className="yb-grid">
                  <TextField form={form} name="postal_code" autoComplete="postal-code" required />
                  <TextField form={form} name="prefecture_or_state" autoComplete="address-level1" />
                  <TextField form={form} name="street_address" autoComplete="street-address" required />
                  <TextField form={form} name="building_name_and_number" autoComplete="address-line2" />
                </div>
              )}
              {shown.twReceipt && <TextField form={form} name="tw_receipt_id" hint={t('booking.guest.tw_receipt_hint')} />}
            </section>

            <Questions questions={snap.questions as never} drafts={snap.answerDrafts} adults={adults} errors={snap.addOnErrors} />
            <Extras extras={snap.extras as never} drafts={snap.extraDrafts} nights={nights} errors={snap.addOnErrors} price={snap.price as PriceObject} />

            <section className="y-card yb-section" aria-labelledby="yb-pay-title" data-testid="payment">
              <h2 id="yb-pay-title" className="yb-h2">
                {t('booking.payment.title')}
              </h2>
              {methods.length === 0 ? (
                snap.mixedPayment ? (
                  <div role="alert" data-testid="mixed-payment">
                    <p>{t('booking.selection.mixed_payment')}</p>
                    <Link href={selection.resultsHref}>{t('booking.back_to_results')}</Link>
                  </div>
                ) : (
                  <p role="alert">{t('booking.payment.none')}</p>
                )
              ) : (
                <fieldset className="yb-fieldset" aria-describedby={form.formState.errors.payment_type ? 'gd-payment_type-error' : undefined}>
                  <legend className="y-field__label">{t('booking.fields.payment_type')}</legend>
                  <div className="yb-methods" id="gd-payment_type" tabIndex={-1}>
                    {methods.map((m) => (
                      <label key={m} className="yb-method">
                        <input type="radio" value={m} {...form.register('payment_type')} />
                        <span>{t(`search.payment.${m}`)}</span>
                      </label>
                    ))}
                  </div>
                  {form.formState.errors.payment_type && (
                    <p id="gd-payment_type-error" className="y-field__error">
                      {t(`booking.errors.${String(form.formState.errors.payment_type.message)}`)}
                    </p>
                  )}
                </fieldset>
              )}
              <PointsField hotelCode={selection.hotelCode} total={snap.price!.total_price + extrasAdded} currency={snap.price!.currency} />
              {isCardMethod(paymentType) && <CardForm card={snap.card} formKey={snap.cardFormKey} onAnotherCard={tryAnotherCard} />}
              {!isCardMethod(paymentType) && paymentType && snap.price?.mcp_currency && <p className="yb-note">{t('booking.payment.hotel_currency', { currency: snap.price.currency })}</p>}
            </section>

            <section className="y-card yb-section" aria-labelledby="yb-notes-title">
              <h2 id="yb-notes-title" className="yb-h2">
                {t('booking.fields.notes')}
              </h2>
              <TextField form={form} name="notes" multiline hideLabel />
            </section>

            <div ref={alertRef} tabIndex={-1} className="yb-alerts" aria-live="assertive">
              {snap.priceChange && (
                <div className="yb-alert" role="alert" data-testid="price-change">
                  <p>
                    <strong>{t(`booking.price.became_${snap.priceChange.direction}`)}</strong>
                  </p>
                  <p>{t('booking.price.new_total', { price: formatMoney(snap.priceChange.price.mcp?.total_price ?? snap.priceChange.price.total_price, snap.priceChange.price.mcp_currency ?? snap.priceChange.price.currency, locale) })}</p>
                  <div className="yb-actions">
                    <button type="button" className="y-button" onClick={() => { acceptNewPrice(); void onSubmit(); }}>
                      {t('booking.price.confirm_new')}
                    </button>
                    <button type="button" className="y-button y-button--quiet" onClick={dismissPriceChange}>
                      {t('booking.price.keep_editing')}
                    </button>
                  </div>
                </div>
              )}
              {snap.error && (
                <div className="yb-alert" role="alert" data-testid="booking-error">
                  <p>{t(snap.error.key, snap.error.params)}</p>
                  {snap.error.kind === 'sold_out' && (
                    <Link className="y-button" href={selection.resultsHref}>
                      {t('booking.back_to_results')}
                    </Link>
                  )}
                  {snap.cardFailureCode !== null && (
                    <CardFailureOffers
                      onPayAtHotel={
                        methods.includes('on_site')
                          ? async () => {
                              form.setValue('payment_type', 'on_site');
                              await switchToHotelCurrency();
                              void onSubmit();
                            }
                          : undefined
                      }
                      onAnotherCard={() => {
                        tryAnotherCard();
                        focusCardForm();
                      }}
                      onChangeMethod={() => {
                        changePaymentMethod();
                        focusPaymentMethods();
                      }}
                    />
                  )}
                </div>
              )}
            </div>

            <section className="y-card yb-section">
              <div className="yb-terms">
                <label className="y-check" htmlFor="gd-terms">
                  <input
                    id="gd-terms"
                    type="checkbox"
                    aria-invalid={form.formState.errors.terms ? true : undefined}
                    aria-describedby={form.formState.errors.terms ? 'gd-terms-error' : undefined}
                    {...form.register('terms')}
                  />
                  <span>{t('booking.fields.terms')}</span>
                </label>
                {form.formState.errors.terms && (
                  <p id="gd-terms-error" className="y-field__error">
                    {t('booking.errors.terms_required')}
                  </p>
                )}
              </div>
              <button type="submit" className="y-button yb-submit" disabled={snap.submitting} aria-describedby="yb-total-note" data-testid="book">
                {snap.submitting ? t('booking.submitting') : t('booking.submit')}
              </button>
              <p id="yb-total-note" className="yb-note">
                {t('booking.total_note')}
              </p>
            </section>
          </form>
        </div>
        <aside className="yb-aside">
          <div className="y-card yb-sticky">
            <PriceBreakdown
              price={snap.price as never}
              extrasAdded={extrasAdded}
              payInHotelCurrency={payInHotelCurrency}
              offers={selection.multi ? snap.offers.map((o) => ({ label: t('booking.selection.offer_line', { room: o.roomTypeName, plan: o.planName, n: o.quantity }), price: o.price as never })) : undefined}
            />
            <PointsSummary total={snap.price!.total_price + extrasAdded} currency={snap.price!.currency} />
          </div>
        </aside>
      </div>
      <p>
        <Link href={selection.resultsHref}>{t('booking.back_to_results')}</Link>
      </p>
    </div>
  );
}

/** The saved form with the payment method the guest chose on /reservation/fail. */
function resumedValues(values: GuestFormValues, resume: ResumeChoice | null, methods: readonly PaymentMethod[]): GuestFormValues {
  if (resume === 'on_site' && methods.includes('on_site')) return { ...values, payment_type: 'on_site' };
  if (resume === 'card') {
    const card = methods.includes(values.payment_type as PaymentMethod) && isCardMethod(values.payment_type) ? values.payment_type : methods.find(isCardMethod);
    if (card) return { ...values, payment_type: card };
  }
  return values;
}

function TextField({
  form,
  name,
  type = 'text',
  autoComplete,
  required,
  hint,
  multiline,
  hideLabel,
}: {
  form: UseFormReturn<GuestFormValues>;
  name: GuestFormField;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  multiline?: boolean;
  hideLabel?: boolean;
}) {
  const t = useT();
  const id = `gd-${name}`;
  const error = form.formState.errors[name]?.message;
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const common = {
    id,
    className: 'y-input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    'aria-required': required || undefined,
    ...form.register(name),
  };
  return (
    <div className="y-field yb-field">
      <label className={hideLabel ? 'visually-hidden' : 'y-field__label'} htmlFor={id}>
        {t(`booking.fields.${name}`)}
        {required ? <span className="yb-required" aria-hidden="true"> *</span> : !hideLabel && <span className="yb-optional"> {t('booking.fields.optional')}</span>}
      </label>
      {hint && (
        <span id={hintId} className="y-field__hint">
          {hint}
        </span>
      )}
      {multiline ? <textarea rows={3} maxLength={1000} {...common} /> : <input type={type} autoComplete={autoComplete} {...common} />}
      {error && (
        <p id={errorId} className="y-field__error">
          {t(`booking.errors.${String(error)}`)}
        </p>
      )}
    </div>
  );
}

/** Offers booked together, in order: each takes the next `quantity` rooms. */
export interface SummaryOffer {
  roomName: string;
  planName: string;
  quantity: number;
}

export function StaySummary({ selection, planName, roomName, hotel, offers }: { selection: BookingSelection; planName: string; roomName: string; hotel: string; offers?: readonly SummaryOffer[] }): ReactNode {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="y-card yb-section yb-stay" aria-labelledby="yb-stay-title" data-testid="stay-summary">
      <h2 id="yb-stay-title" className="yb-h2">
        {t('booking.summary.title')}
      </h2>
      <dl className="yb-facts">
        <dt>{t('booking.summary.hotel')}</dt>
        <dd>{hotel}</dd>
        {!offers && (
          <>
            <dt>{t('booking.summary.room')}</dt>
            <dd>{roomName}</dd>
            <dt>{t('booking.summary.plan')}</dt>
            <dd>{planName}</dd>
          </>
        )}
        <dt>{t('booking.summary.checkin')}</dt>
        <dd>{longDate(selection.checkin, locale)}</dd>
        <dt>{selection.is_day_use ? t('booking.summary.day_use') : t('booking.summary.checkout')}</dt>
        <dd>{selection.is_day_use ? t('booking.summary.day_use_yes') : longDate(selection.checkout, locale)}</dd>
        {offers ? (
          // Each room with its own room type and plan, and the party it was searched for.
          offers
            .flatMap((o) => Array.from({ length: o.quantity }, () => o))
            .map((o, i) => {
              const r = selection.rooms[i];
              return (
                <div key={i} className="yb-facts__group" data-testid="summary-room">
                  <dt>{t('booking.summary.room_n', { n: i + 1 })}</dt>
                  <dd>
                    {o.roomName} · {o.planName}
                    {r && (
                      <>
                        <br />
                        {t('booking.summary.party', { adults: r.adults, children: r.children })}
                      </>
                    )}
                  </dd>
                </div>
              );
            })
        ) : (
          <>
            <dt>{t('booking.summary.guests')}</dt>
            <dd>
              {selection.rooms.map((r, i) => (
                <span key={i} className="yb-room-line">
                  {selection.rooms.length > 1 ? `${t('booking.summary.room_n', { n: i + 1 })}: ` : ''}
                  {t('booking.summary.party', { adults: r.adults, children: r.children })}
                </span>
              ))}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

export function longDate(date: string, locale: Language): string {
  return formatIsoDate(date, htmlLang(locale), 'long');
}

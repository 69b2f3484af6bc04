// /reservation/guest-detail: the selection from the query, its price re-checked, and the booking
// form composed of its sections (the guest, the hotel's questions, extras, payment with the
// provider's card form, notes, terms), with every answer the API can give handled on this page.
// The page owns the form and the submit; each section owns its fields.
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import type { Language, PaymentMethod, PriceObject } from '../../../contract';
import { appState } from '../../lib/app-store';
import { runtimeConfig } from '../../lib/api';
import { withFrameAncestors } from '../../lib/frame-ancestors';
import { useLocale, useT } from '../../lib/i18n';
import { plural } from '../../lib/i18n/plural';
import { usePageTitle } from '../../lib/page-title';
import { hotelName } from '../../lib/hotel-text';
import { useCheckoutEvents } from '../../lib/use-ecommerce';
import { todayIn } from '../../../contract/dates';
import { Loader } from '../../ui/Spinner';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { useFocusWhen } from '../../ui/use-focus-when';
import { addOnsState, setAddOnErrors } from './add-ons-store';
import { checkAddOns, extrasTotal } from './booking-rules';
import { acceptNewPrice, bookingState, loadBooking, submitBooking, switchToHotelCurrency } from './booking-store';
import { BookingAlerts } from './components/BookingAlerts';
import { ExtrasSection } from './components/ExtrasSection';
import { GuestSection } from './components/GuestSection';
import { NotesSection } from './components/NotesSection';
import { PaymentSection } from './components/PaymentSection';
import { PriceBreakdown } from './components/PriceBreakdown';
import { ProgressSteps } from './components/ProgressSteps';
import { QuestionsSection } from './components/QuestionsSection';
import { ReviewSection } from './components/ReviewSection';
import { StaySummary } from './components/StaySummary';
import { PayBar } from './components/PayBar';
import { TotalDue } from './components/TotalDue';
import { pointsState } from './points';
import { useCompactLayout } from '../../ui/use-compact-layout';
import { useMediaQuery } from '../../ui/use-media-query';
import { guestFromForm, type GuestFormValues } from './guest-form';
import { parseSelection, stayNights, type BookingSelection } from './selection';
import { summaryItems } from './summary-items';
import { useGuestForm } from './use-guest-form';
import '../../ui/forms.css';
import './booking.css';
import { paysByCard } from '../../../contract/rules/payment-methods';
import { mcpBrandAllowed } from '../../../contract/rules/charge';

/** Where the price column is not beside the form but below it (booking.css), as on a phone. */
const PRICE_BELOW_QUERY = '(max-width: 899px)';

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

function BookingForm({ selection }: { selection: BookingSelection }) {
  const t = useT();
  const locale = useLocale();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const snap = useSnapshot(bookingState);
  const addOns = useSnapshot(addOnsState);
  const { init } = useSnapshot(appState);
  const settings = init!.booking_widget_setting_attributes;
  const methods = snap.paymentMethods as PaymentMethod[];
  const { form, rules } = useGuestForm(methods);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const paymentType = form.watch('payment_type');
  const compact = useCompactLayout();
  const priceBelow = useMediaQuery(PRICE_BELOW_QUERY);
  const pointsSpent = useSnapshot(pointsState).use;
  useCheckoutEvents(selection, snap.offers, snap.price, paymentType);
  const nights = stayNights(selection.checkin, selection.checkout, selection.is_day_use);
  const adults = selection.rooms.map((r) => r.adults);

  // A message from the API is read out and gets the focus.
  const alertRef = useFocusWhen<HTMLDivElement>(snap.error, snap.priceChange);

  // The summary follows the fields live once shown: a fixed field leaves it.
  const summary = summaryOpen ? summaryItems(t, locale, form.formState.errors, { errors: addOns.addOnErrors, questions: snap.questions as never, extras: snap.extras as never }) : null;

  function showSummary() {
    setSummaryOpen(true);
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  /** The answers and extras checked afresh; what is wrong is marked on them. Answers whether all is well. */
  function checkedAddOns(): boolean {
    const found = checkAddOns(bookingState.questions, addOnsState.answerDrafts, bookingState.extras, addOnsState.extraDrafts, nights);
    setAddOnErrors(found);
    return Object.keys(found).length === 0;
  }

  async function book(values: GuestFormValues) {
    if (!checkedAddOns()) {
      showSummary();
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

  const onSubmit = form.handleSubmit(book, () => {
    checkedAddOns();
    showSummary();
  });

  const extrasAdded = extrasTotal(snap.extras as never, addOns.extraDrafts) - (snap.confirmedTotal !== null ? snap.price!.total_extra_price : 0);
  const total = snap.price!.total_price + extrasAdded;
  // A card of a brand the hotel's gateway does not charge in the shown currency pays the hotel's.
  const cardBrand = snap.card?.brand ?? null;
  const payInHotelCurrency = !paysByCard(paymentType) || snap.hotelCurrency || (cardBrand !== null && !mcpBrandAllowed(cardBrand));
  const paying = { byCard: paysByCard(paymentType), brand: cardBrand };
  const totalDue = { price: snap.price as PriceObject, extrasAdded, payInHotelCurrency, paying, pointsSpent };
  const policyOffers = snap.offers.map((o) => ({
    room_plan_code: o.room_plan_code,
    label: t('booking.selection.offer_line', { room: o.roomTypeName, plan: o.planName, n: o.quantity }),
    plan: o.plan,
  }));

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
          <form id="yb-guest-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-describedby="yb-required-note">
            <ErrorSummary
              ref={summaryRef}
              items={summary}
              title={plural(t, 'booking.errors.summary_title', summary?.length ?? 0, locale)}
              titleId="yb-summary-title"
              className="yb-summary"
              titleClassName="yb-h2"
            />
            <GuestSection form={form} rules={rules} />
            <QuestionsSection questions={snap.questions as never} drafts={addOns.answerDrafts} adults={adults} errors={addOns.addOnErrors} />
            <ExtrasSection extras={snap.extras as never} drafts={addOns.extraDrafts} nights={nights} errors={addOns.addOnErrors} price={snap.price as PriceObject} />
            <PaymentSection form={form} selection={selection} paymentType={paymentType} total={total} />
            <NotesSection form={form} />
            <BookingAlerts
              ref={alertRef}
              resultsHref={selection.resultsHref}
              onConfirmNewPrice={() => {
                acceptNewPrice();
                void onSubmit();
              }}
              onPayAtHotel={
                methods.includes('on_site')
                  ? async () => {
                      form.setValue('payment_type', 'on_site');
                      await switchToHotelCurrency();
                      void onSubmit();
                    }
                  : undefined
              }
            />
            <ReviewSection
              form={form}
              submitting={snap.submitting}
              withButton={!compact}
              hotelCode={selection.hotelCode}
              offers={policyOffers}
              total={priceBelow ? <TotalDue {...totalDue} prefix="yb-due" ids={{ amount: 'review-total', charge: 'review-charge' }} /> : undefined}
            />
          </form>
        </div>
        <aside className="yb-aside">
          <div className="y-card yb-sticky">
            <PriceBreakdown
              price={snap.price as never}
              extrasAdded={extrasAdded}
              payInHotelCurrency={payInHotelCurrency}
              paying={paying}
              pointsSpent={pointsSpent}
              offers={selection.multi ? snap.offers.map((o) => ({ label: t('booking.selection.offer_line', { room: o.roomTypeName, plan: o.planName, n: o.quantity }), price: o.price as never })) : undefined}
            />
          </div>
        </aside>
      </div>
      {compact && <PayBar form="yb-guest-form" {...totalDue} submitting={snap.submitting} />}
      <p>
        <Link href={selection.resultsHref}>{t('booking.back_to_results')}</Link>
      </p>
    </div>
  );
}

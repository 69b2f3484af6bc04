// `/recommender-widget` (document 1 §2 "recommender widget (no parent messaging)"): the rooms
// recommender as a small box a hotel frames on its own page, 300 px wide and up. The short form,
// then the few offers the hotel's settings allow, each booked in the full booking, which opens in a
// window of its own with the hotel, the stay and the party in its address. The box shows no site
// header, footer, sign-in or language menu, and never talks to the window around it. When the
// hotel does not offer recommendations it says so, with a way to search its rooms instead.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { useSnapshot, type Snapshot } from 'valtio';
import type { InitSettings, Language, RecommenderWidgetSettings } from '../../../contract';
import { appState } from '../../lib/app-store';
import { hotelName } from '../../lib/hotel-text';
import { useLocale, useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { Banner } from '../../ui/Banner';
import { Loader } from '../../ui/Spinner';
import { ReasonBadge, offerPrice } from './OfferCard';
import { OfferResults } from './OfferResults';
import { useRecommender } from './use-recommender';
import { RecommenderForm } from './RecommenderForm';
import type { RecommenderInput, RecommenderSettings } from './recommender-form';
import type { Offer } from './recommender-store';
import { loadWidgetSettings, widgetSettingsState } from './recommender-widget-store';
import { useWidgetDocument } from './widget-frame';
import { allRoomsHref, bookOfferHref, bookingBase, trackingOf, type WidgetLinks } from './widget-links';
import './recommender.css';
import './recommender-widget.css';

type Translate = ReturnType<typeof useT>;

/** The arrow that says a link opens elsewhere (its words are in the link's text). */
function OpensElsewhere() {
  return (
    <svg className="y-rw__icon" aria-hidden="true" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M9 3h4v4M13 3L7 9M11 9.5V13H3V5h3.5" />
    </svg>
  );
}

/** A link to the full booking: a window of its own, said in words to screen readers. */
function OutLink({ href, className, children, t, testId }: { href: string; className: string; children: ReactNode; t: Translate; testId?: string }) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener" data-testid={testId}>
      {children}
      <span className="visually-hidden"> {t('recommender_widget.new_window')}</span>
      <OpensElsewhere />
    </a>
  );
}

function WidgetOffer({ offer, href, locale, t }: { offer: Readonly<Offer>; href: string; locale: Language; t: Translate }) {
  return (
    <li className="y-card y-rw-offer" data-testid="offer">
      {offer.photo ? (
        // The room type's name is the heading beside it: the photo is decoration to a screen reader.
        <img className="y-rw-offer__photo" src={offer.photo} alt="" loading="lazy" width={88} height={88} />
      ) : (
        <div className="y-rw-offer__photo y-rw-offer__photo--none" aria-hidden="true" />
      )}
      <div className="y-rw-offer__body">
        <h3 className="y-rw-offer__title">{offer.room_type_name}</h3>
        <ReasonBadge reason={offer.reason} t={t} />
        <p className="y-rw-offer__plan">{offer.room_plan_name}</p>
        <p className="y-rw-offer__price">
          <span className="y-rw-offer__price-label">{t('recommender.total')}</span>
          <strong data-testid="offer-price">{offerPrice(offer, locale)}</strong>
        </p>
      </div>
      <OutLink className="y-button y-rw-offer__book" href={href} t={t} testId="offer-book">
        {t('recommender_widget.book')}
        <span className="visually-hidden">
          : {offer.room_type_name}, {offer.room_plan_name}
        </span>
      </OutLink>
    </li>
  );
}

function Results({ settings, widget, links, locale, t }: {
  settings: RecommenderSettings;
  widget: Snapshot<RecommenderWidgetSettings>;
  links: WidgetLinks;
  locale: Language;
  t: Translate;
}) {
  return (
    <OfferResults
      settings={settings}
      locale={locale}
      t={t}
      prefix="rw"
      limit={widget.max_offers}
      renderOffer={(offer, input) => (
        <WidgetOffer key={`${offer.reason}-${offer.room_plan_code}`} offer={offer} href={bookOfferHref(links, input, settings, offer)} locale={locale} t={t} />
      )}
      footer={(input) => (
        <OutLink className="y-rw-more" href={allRoomsHref(links, input, settings)} t={t} testId="see-all">
          {t('recommender_widget.see_all')}
        </OutLink>
      )}
    />
  );
}

function Recommend({ init, widget, hotelCode, links }: { init: Snapshot<InitSettings>; widget: Snapshot<RecommenderWidgetSettings>; hotelCode: string; links: WidgetLinks }) {
  const t = useT();
  const locale = useLocale();
  const { settings, today, limit, initial, status, loading, send: search } = useRecommender(init, hotelCode);
  const results = useRef<HTMLDivElement>(null);
  const reveal = useRef(false);
  const send = (value: RecommenderInput) => {
    reveal.current = true;
    search(value);
  };

  // The offers the guest asked for come into view inside the box (only the box scrolls).
  useLayoutEffect(() => {
    if (status !== 'ready' || !reveal.current || !results.current) return;
    reveal.current = false;
    const top = results.current.getBoundingClientRect().top;
    if (top > window.innerHeight * 0.6) document.documentElement.scrollTop += top - 8;
  }, [status]);

  return (
    <>
      <RecommenderForm className="y-rw-form" settings={settings} today={today} limit={limit} initial={initial} loading={loading} onSend={send} />
      <div ref={results} className="y-rw__results" aria-busy={loading}>
        <Results settings={settings} widget={widget} links={links} locale={locale} t={t} />
      </div>
    </>
  );
}

function Widget({ init, hotelCode }: { init: Snapshot<InitSettings>; hotelCode: string }) {
  const t = useT();
  const locale = useLocale();
  const search = useSearch();
  const { status, settings: widget, hotelCode: loadedFor } = useSnapshot(widgetSettingsState);
  const [tracking] = useState(() => trackingOf(search));
  useEffect(() => {
    void loadWidgetSettings(hotelCode);
  }, [hotelCode]);

  const name = hotelName(init.booking_widget_setting_attributes, locale);
  const settings: RecommenderSettings = init.booking_widget_setting_attributes;
  const links: WidgetLinks = { base: bookingBase(widget?.booking_url ?? null, location.origin), hotelCode, locale, tracking };

  let body;
  if (status === 'error') {
    body = (
      <div className="y-rw-problem">
        <Banner variant="error" variantLabel={t('banner.error')} text={t('recommender_widget.unavailable')} />
        <button type="button" className="y-button y-button--quiet" onClick={() => void loadWidgetSettings(hotelCode)}>
          {t('recommender_widget.retry')}
        </button>
      </div>
    );
  } else if (status !== 'ready' || !widget || loadedFor !== hotelCode) {
    body = <Loader label={t('shell.loading')} />;
  } else if (!widget.enabled) {
    body = (
      <div className="y-rw-problem" data-testid="widget-disabled">
        <Banner variant="info" variantLabel={t('banner.info')} text={t('recommender_widget.disabled')} />
        <OutLink className="y-rw-more" href={allRoomsHref(links, null, settings)} t={t} testId="search-rooms">
          {t('recommender_widget.search_rooms')}
        </OutLink>
      </div>
    );
  } else {
    body = <Recommend init={init} widget={widget} hotelCode={hotelCode} links={links} />;
  }

  return (
    <div className="y-rw" data-testid="recommender-widget">
      <div className="y-rw__head">
        <h1 className="y-rw__title">{t('recommender.title')}</h1>
        <p className="y-rw__hotel">{name}</p>
      </div>
      {body}
    </div>
  );
}

export default function RecommenderWidgetPage() {
  useWidgetDocument();
  usePageTitle('recommender_widget.page_title');
  const { init, hotelCode } = useSnapshot(appState);
  if (!init || !hotelCode) return null;
  return <Widget init={init} hotelCode={hotelCode} />;
}

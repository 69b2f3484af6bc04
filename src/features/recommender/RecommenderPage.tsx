// `/booking/recommender` (document 1 §2 "rooms recommender"): a short form, then the offers the
// hotel recommends for that stay and party. The form survives every failure; what was sent is
// written into the URL (replacing, so a framed widget adds nothing to the host's history).
import { useEffect, useRef } from 'react';
import { CurrencySelector } from '../../ui/currency/CurrencySelector';
import { InHeaderSlot } from '../../ui/HeaderSlot';
import { currencyState } from '../../lib/currency-store';
import { useSnapshot, type Snapshot } from 'valtio';
import type { InitSettings, Language } from '../../../contract';
import { appState } from '../../lib/app-store';
import { useLocale, useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { OfferCard } from './OfferCard';
import { OfferResults } from './OfferResults';
import { useRecommender } from './use-recommender';
import { RecommenderForm } from './RecommenderForm';
import { roomHref, type RecommenderSettings } from './recommender-form';
import { recommendAgain, recommenderState } from './recommender-store';
import './recommender.css';

type Translate = ReturnType<typeof useT>;

function Results({ settings, locale, t }: { settings: RecommenderSettings; locale: Language; t: Translate }) {
  const { request } = useSnapshot(recommenderState);
  return (
    <OfferResults
      settings={settings}
      locale={locale}
      t={t}
      prefix="rec"
      renderOffer={(offer, input) => (
        <OfferCard
          key={`${offer.reason}-${offer.room_plan_code}`}
          offer={offer}
          href={roomHref(request?.hotelCode ?? '', input, settings, offer.room_type_code)}
          locale={locale}
          t={t}
        />
      )}
    />
  );
}

function Recommender({ init, hotelCode }: { init: Snapshot<InitSettings>; hotelCode: string }) {
  const t = useT();
  const locale = useLocale();
  const { settings, today, limit, initial, loading, send } = useRecommender(init, hotelCode);

  return (
    <div className="y-rec">
      <div className="y-rec__head">
        <h1 className="y-title">{t('recommender.title')}</h1>
        <p className="y-muted">{t('recommender.intro')}</p>
      </div>
      <RecommenderForm settings={settings} today={today} limit={limit} initial={initial} loading={loading} onSend={send} />
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
  usePageTitle('recommender.titles.recommender');
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

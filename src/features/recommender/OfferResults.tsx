// The recommender's answer, for the full page and the widget alike: loading, a failure in words,
// or the stay searched and the offers (each drawn by the page), said to screen readers as found.
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { Language } from '../../../contract';
import { htmlLang, type useT } from '../../lib/i18n';
import { Banner } from '../../ui/Banner';
import { Loader } from '../../ui/Spinner';
import { formatIsoDate } from '../../../contract/dates';
import { errorMessage, type RecommenderInput, type RecommenderSettings } from './recommender-form';
import { recommenderState, type Offer } from './recommender-store';

export function OfferResults({
  settings,
  locale,
  t,
  prefix,
  limit,
  renderOffer,
  footer,
}: {
  settings: RecommenderSettings;
  locale: Language;
  t: ReturnType<typeof useT>;
  /** Class and id prefix of the page: `rec` (full page) or `rw` (widget). */
  prefix: 'rec' | 'rw';
  /** At most this many offers. */
  limit?: number;
  renderOffer: (offer: Readonly<Offer>, input: RecommenderInput) => ReactNode;
  footer?: (input: RecommenderInput) => ReactNode;
}) {
  const { status, offers, error, request } = useSnapshot(recommenderState);
  if (status === 'idle' || !request) return null;
  if (status === 'loading') return <Loader label={t('recommender.loading')} />;
  if (status === 'error' && error) {
    const message = errorMessage(error, settings);
    return <Banner variant="error" variantLabel={t('banner.error')} text={t(message.key, message.params)} />;
  }
  const lang = htmlLang(locale);
  const day = (d: string) => formatIsoDate(d, lang, 'short');
  const input: RecommenderInput = request.input;
  const shown = limit === undefined ? offers : offers.slice(0, limit);
  return (
    <section className={`y-${prefix}-results`} aria-labelledby={`${prefix}-results-title`}>
      <h2 id={`${prefix}-results-title`} className={`y-${prefix}-results__title`}>
        {t('recommender.results_heading')}
      </h2>
      <p className={`y-muted y-${prefix}-results__summary`} data-testid="stay-summary">
        {t('recommender.summary', { checkin: day(input.checkin), checkout: day(input.checkout), adults: input.adults, children: input.children.length })}
      </p>
      {shown.length === 0 ? (
        <p className="y-rec-empty" role="status" data-testid="no-offers">
          {t('recommender.empty')}
        </p>
      ) : (
        <>
          <p className="visually-hidden" role="status">
            {t('recommender.found', { count: shown.length })}
          </p>
          <ul className={`y-${prefix}-offers`}>{shown.map((offer) => renderOffer(offer, input))}</ul>
        </>
      )}
      {footer?.(input)}
    </section>
  );
}

// What both recommender pages (the full page and the widget) do with their form: the hotel's
// dates, the form filled from the address, a search written back into the address (replacing, so
// a framed page adds nothing to the host's history), a stay in the address searched on arrival,
// and a change of language asking again.
import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot, type Snapshot } from 'valtio';
import type { InitSettings } from '../../../contract';
import { onLanguageChange } from '../../lib/language';
import { reservableLimit, todayIn } from '../../../contract/dates';
import { readInput, roomsPayload, validate, writeInput, type RecommenderInput, type RecommenderSettings } from './recommender-form';
import { recommend, recommendAgain, recommenderState } from './recommender-store';

export function useRecommender(init: Snapshot<InitSettings>, hotelCode: string) {
  const search = useSearch();
  const [path, setLocation] = useLocation();
  const settings: RecommenderSettings = init.booking_widget_setting_attributes;
  const today = todayIn(init.booking_widget_setting_attributes.hotel.time_zone);
  // The hotel sells stays that check out by today + its reservable months.
  const limit = reservableLimit(today, settings.reservable_months);
  const { status } = useSnapshot(recommenderState);
  const [initial] = useState(() => readInput(search, settings, today));

  const send = (value: RecommenderInput) => {
    setLocation(`${path}?${writeInput(search, value, settings)}`, { replace: true });
    void recommend(hotelCode, roomsPayload(value, settings), value);
  };

  // A link that carries the stay searches at once, when the form would accept that stay. Only on
  // arrival: later searches are the guest's.
  const searchOnArrival = useEffectEvent(() => {
    if (!initial.complete || Object.keys(validate(initial.input, settings, today)).length > 0) return;
    void recommend(hotelCode, roomsPayload(initial.input, settings), initial.input);
  });
  useEffect(() => {
    searchOnArrival();
  }, []);
  useEffect(() => onLanguageChange(() => void recommendAgain()), []);

  return { settings, today, limit, initial: initial.input, status, loading: status === 'loading', send };
}

// The recommender's offers (document 2 §7.3 GET /hotels/{id}/rooms/recommendation). Only the
// latest request may write: a slow answer to an older one is dropped.
import { proxy } from 'valtio';
import type { AnswerOf } from '../../../contract/endpoint';
import { getRoomRecommendation } from '../../../contract/endpoints/offers';
import { api } from '../../lib/api';
import { ApiCallError } from '../../lib/api/client';
import { appState } from '../../lib/app-store';
import { currencyState, mcpCurrencyOf, shownCurrency } from '../../lib/currency-store';
import { localeState } from '../../lib/i18n';
import type { RecommenderInput } from './recommender-form';

export type Offer = AnswerOf<typeof getRoomRecommendation>['data']['offers'][number];

export interface RecommenderError {
  status: number;
  code: number | undefined;
}

interface Request {
  hotelCode: string;
  rooms: string;
  /** The form as it was sent: the offers' links describe this stay, not what is typed since. */
  input: RecommenderInput;
}

export const recommenderState = proxy({
  status: 'idle' as 'idle' | 'loading' | 'ready' | 'error',
  offers: [] as Offer[],
  error: null as RecommenderError | null,
  request: null as Request | null,
});

let latest = 0;

export async function recommend(hotelCode: string, rooms: string, input: RecommenderInput): Promise<void> {
  const mine = ++latest;
  recommenderState.status = 'loading';
  recommenderState.error = null;
  recommenderState.request = { hotelCode, rooms, input: { ...input, children: [...input.children] } };
  try {
    // In multi-currency mode the offers come with their totals in the currency shown.
    const mcp = mcpCurrencyOf(shownCurrency(currencyState, appState.init, localeState.locale), appState.init);
    const answer = await api.call(getRoomRecommendation, { params: { id: hotelCode }, query: { rooms, ...(mcp ? { mcp_currency: mcp } : {}) } });
    if (mine !== latest) return;
    recommenderState.offers = answer.data.offers;
    recommenderState.status = 'ready';
  } catch (error) {
    if (mine !== latest) return;
    recommenderState.offers = [];
    recommenderState.error = error instanceof ApiCallError ? { status: error.status, code: error.code } : { status: -1, code: undefined };
    recommenderState.status = 'error';
  }
}

/** Asks again for the last request: room and plan names come in the guest's language. */
export async function recommendAgain(): Promise<void> {
  const last = recommenderState.request;
  if (last && recommenderState.status !== 'idle') await recommend(last.hotelCode, last.rooms, last.input);
}

export function resetRecommender(): void {
  latest++;
  recommenderState.status = 'idle';
  recommenderState.offers = [];
  recommenderState.error = null;
  recommenderState.request = null;
}

import type { CurrencyCode } from '../../../../contract';
import type { RoomResult } from '../results';
import type { CriteriaView, SearchSettings } from '../../../lib/search-criteria/criteria';
import type { OfferAction, OfferToChange } from '../update-offers';

/** Update mode: what the offers do to the reservation being changed. */
export type UpdateView =
  /** The reservation or what may change is still being read. */
  | { state: 'waiting' }
  /** It could not be read or checked: the banner says why, offers offer nothing. */
  | { state: 'unavailable' }
  | { state: 'ready'; action(offer: OfferToChange): OfferAction };

/** What every part of the results list needs to know about the search being shown. */
export interface ResultsView {
  settings: SearchSettings;
  criteria: CriteriaView;
  hotelCode: string;
  mcp: CurrencyCode | null;
  /** The prices shown were searched for a signed-in member (member prices). */
  memberPrices: boolean;
  /** "Total for 2 nights, 2 adults". */
  stayText: string;
  /** The offer a metasearch guest came for (room type / plan). */
  highlight: string | null;
  roomsByCode: ReadonlyMap<string, RoomResult>;
  /** Rooms of several offers can be chosen to book together: a dated search for two rooms or more. */
  selectable: boolean;
  openRoom(roomTypeCode: string): void;
  /** Update mode (the search changes a reservation); null on an ordinary search. */
  update: UpdateView | null;
}

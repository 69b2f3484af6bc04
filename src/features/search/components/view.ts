import type { CurrencyCode } from '../../../../contract';
import type { RoomResult } from '../results';
import type { CriteriaView, SearchSettings } from '../../../lib/search-criteria/criteria';

/** What every part of the results list needs to know about the search being shown. */
export interface ResultsView {
  settings: SearchSettings;
  criteria: CriteriaView;
  hotelCode: string;
  mcp: CurrencyCode | null;
  signedIn: boolean;
  /** "Total for 2 nights, 2 adults". */
  stayText: string;
  /** The offer a metasearch guest came for (room type / plan). */
  highlight: string | null;
  roomsByCode: ReadonlyMap<string, RoomResult>;
  /** Rooms of several offers can be chosen to book together: a dated search for two rooms or more. */
  selectable: boolean;
  openRoom(roomTypeCode: string): void;
}

// The signed-in member's membership program (document 2 §7.7 `program`): the member screens read
// whether profiles may be edited, the search reads which companion tiers are active.
import { MembershipProgramAnswerSchema, type Language } from '../../contract';
import { api } from './api';

export function fetchMemberProgram(hotelCode: string, locale: Language) {
  return api.request('GET', `/hotels/${encodeURIComponent(hotelCode)}/memberships/program`, { schema: MembershipProgramAnswerSchema, query: { locale } });
}

// The signed-in member's membership program (document 2 §7.7 `program`): the member screens read
// whether profiles may be edited, the search reads which companion tiers are active.
// Asked only for a signed-in member, so its schema comes with the call: a guest's search does not
// download it.
import type { Language } from '../../contract';
import { api } from './api';

export async function fetchMemberProgram(hotelCode: string, locale: Language) {
  const { MembershipProgramAnswerSchema } = await import('../../contract/members');
  return api.request('GET', `/hotels/${encodeURIComponent(hotelCode)}/memberships/program`, { schema: MembershipProgramAnswerSchema, query: { locale } });
}

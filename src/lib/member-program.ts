// The signed-in member's membership program (document 2 §7.7 `program`): the member screens read
// whether profiles may be edited, the search reads which companion tiers are active.
// Asked only for a signed-in member, so its call (and the program's schema) comes with it: a
// guest's search does not download it.
import type { Language } from '../../contract';
import { api } from './api';

export async function fetchMemberProgram(hotelCode: string, locale: Language) {
  const { getMembershipProgram } = await import('../../contract/endpoints/membership');
  return api.call(getMembershipProgram, { params: { id: hotelCode }, query: { locale } });
}

// Companions (document 1 §3 "Search form" rooms, §4 "Login/logout"). A member whose program has a
// companion tier active (its additional_tiers_attributes: `adult_companion`,
// `kid_tier_A_companion`) says, per room, how many of the guests travel as their companions. The
// counts are part of the room's guests, travel in the address as the rooms list and in the search
// payload per room, and the server echoes their sums in matched_search_criteria.
// - Counts of a kind that is not active (or for someone who is not a member) are dropped.
// - Signing in or out clears them.
// - Inside a chatbot each change is told to the chat as receiveCompanionInfo.
import { proxy, subscribe } from 'valtio/vanilla';
import type { Language, MembershipProgram, User } from '../../../contract';
import { inChatbot, tellParent } from '../../lib/chatbot';
import { COMPANION_KINDS, companionsOf, hasCompanions, keepActiveCompanions, kidsMode, childrenOf, type CompanionKind, type SearchSettings } from '../../lib/search-criteria/criteria';
import { criteriaState, setRooms } from './search-store';
import { localised } from '../../../contract/rules/localised';

export interface CompanionTier {
  kind: CompanionKind;
  /** The program's own name for it, in the page's language. */
  name: string;
}

export const companionState = proxy({
  /** Whose program the tiers are: undefined before the first look. */
  forUser: undefined as number | null | undefined,
  tiers: [] as CompanionTier[],
});

const isKind = (code: string): code is CompanionKind => (COMPANION_KINDS as readonly string[]).includes(code);

/** The active companion tiers of a program, named in the language. */
export function activeCompanionTiers(program: Pick<MembershipProgram, 'additional_tiers_attributes'>, locale: Language): CompanionTier[] {
  return program.additional_tiers_attributes.flatMap((t) => {
    if (!t.is_active || !isKind(t.code)) return [];
    const names = t.translations as Partial<Record<string, string>>;
    return [{ kind: t.code, name: localised(names, locale, t.code) }];
  });
}

function applyTiers(tiers: CompanionTier[]): void {
  companionState.tiers = tiers;
  const c = criteriaState.criteria;
  if (!c || !hasCompanions(c.rooms)) return;
  setRooms(keepActiveCompanions(c.rooms, tiers.map((t) => t.kind)));
}

/**
 * Reads the signed-in member's companion tiers. A different person than last time (a sign-in or a
 * sign-out) clears the counts first; the first look keeps what the address brought.
 */
export async function loadCompanionTiers(hotelCode: string, user: Pick<User, 'id' | 'program_id'> | null, locale: Language): Promise<void> {
  const member = user && user.id > 0 && user.program_id ? user : null;
  const who = member?.id ?? null;
  if (companionState.forUser !== undefined && companionState.forUser !== who) applyTiers([]);
  companionState.forUser = who;
  if (!member) {
    applyTiers([]);
    return;
  }
  let tiers: CompanionTier[] = [];
  try {
    // Only a member's search needs the program: its call's code comes then.
    const { fetchMemberProgram } = await import('../../lib/member-program');
    tiers = activeCompanionTiers((await fetchMemberProgram(hotelCode, locale)).data, locale);
  } catch {
    // Without the program no companion tier can be offered; the search goes on without.
  }
  if (companionState.forUser === who) applyTiers(tiers);
}

/**
 * Tells the chat each change of the companions, from the first one on (a search without any is
 * not news until some were told). Returns the unsubscribe.
 */
export function tellChatCompanions(settings: SearchSettings): () => void {
  let told: string | null = null;
  const check = () => {
    const c = criteriaState.criteria;
    if (!c || !inChatbot()) return;
    const mode = kidsMode(settings);
    const rooms = c.rooms.map((r) => companionsOf(r, childrenOf(r, mode)));
    const text = JSON.stringify(rooms);
    if (text === told || (told === null && !hasCompanions(c.rooms))) return;
    told = text;
    tellParent('receiveCompanionInfo', { rooms });
  };
  check();
  return subscribe(criteriaState, check);
}

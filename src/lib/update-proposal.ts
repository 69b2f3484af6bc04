// A change of a reservation proposed elsewhere (the results page in update mode) and opened on the
// change page: new dates, the adults of each booked room, and a room to add by its plan code.
// It travels in the change page's query (no secret in it: the access stays in session storage),
// so the page can be reloaded; each value is parsed on its own and a bad one is dropped.
import * as z from 'zod/mini';
import { IsoDateSchema, type KidsCount } from '../../contract';

export interface ProposedRoom {
  room_plan_code: string;
  adults: number;
  kids_age_range: KidsCount[];
}

export interface UpdateProposal {
  checkin?: string;
  checkout?: string;
  /** Adults of each active room, in the reservation's order. */
  adults?: number[];
  /** A room to add. */
  add?: ProposedRoom;
}

const PLAN_CODE_RE = /^[\w.-]{1,100}$/;
const KIDS_RE = /^[\w.-]{1,20}:\d{1,2}$/;
const count = (min: number, max: number) => z.pipe(z.string().check(z.regex(/^\d{1,2}$/)), z.pipe(z.transform(Number), z.number().check(z.int(), z.minimum(min), z.maximum(max))));

/** The query pairs of a proposal (after `code`). */
export function proposalPairs(p: UpdateProposal): [string, string][] {
  const out: [string, string][] = [];
  if (p.checkin) out.push(['checkin', p.checkin]);
  if (p.checkout) out.push(['checkout', p.checkout]);
  if (p.adults?.length) out.push(['adults', p.adults.join(',')]);
  if (p.add) {
    out.push(['add_room', p.add.room_plan_code], ['add_adults', String(p.add.adults)]);
    const kids = p.add.kids_age_range.filter((k) => k.count > 0);
    if (kids.length) out.push(['add_kids', kids.map((k) => `${k.code}:${k.count}`).join(',')]);
  }
  return out;
}

export function parseProposal(search: string): UpdateProposal {
  const q = new URLSearchParams(search);
  const out: UpdateProposal = {};
  const date = (v: string | null) => (v && IsoDateSchema.safeParse(v).success ? v : undefined);
  const checkin = date(q.get('checkin'));
  const checkout = date(q.get('checkout'));
  if (checkin) out.checkin = checkin;
  if (checkout) out.checkout = checkout;
  const adults = q.get('adults')?.split(',').map((v) => count(1, 99).safeParse(v.trim()));
  if (adults?.length && adults.length <= 10 && adults.every((a) => a.success)) out.adults = adults.map((a) => a.data as number);
  const plan = q.get('add_room');
  const addAdults = count(1, 99).safeParse(q.get('add_adults') ?? '');
  if (plan && PLAN_CODE_RE.test(plan) && addAdults.success) {
    const kids = (q.get('add_kids') ?? '')
      .split(',')
      .filter((k) => KIDS_RE.test(k))
      .map((k) => {
        const [code, n] = k.split(':') as [string, string];
        return { code, count: Number(n) };
      })
      .filter((k) => k.count > 0 && k.count <= 20)
      .slice(0, 10);
    out.add = { room_plan_code: plan, adults: addAdults.data, kids_age_range: kids };
  }
  return out;
}

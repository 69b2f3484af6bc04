import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { HEADERS, HotelRefSchema, RESET_CODES, USER_RESERVATIONS_PER_PAGE, UserReservationsQuerySchema, type UserMeAnswer, type UserReservationsAnswerSchema } from '../../contract';
import { fail, parseInput } from '../errors';
import { findHotel } from '../db/hotels-repo';
import { createMemberSession, findMemberById, findMemberSession, spendOneTimeToken, toUser } from '../db/identity-repo';
import { memberTokenOf, requireClientSession } from './guards';
import { sha256 } from '../auth/crypto';

const MeQuerySchema = z.object({
  hotel_code: z.optional(HotelRefSchema),
  locale: z.optional(z.string().check(z.maxLength(10))),
});

const TOKEN_RE = /^[A-Za-z0-9_-]{16,128}$/;

/** Which reservations each listing group holds, by the date it is now at each hotel. */
const GROUP_WHERE: Record<'upcoming' | 'completed' | 'cancelled' | 'lottery', string> = {
  upcoming: `r.status <> 'cancelled' and r.checkout_date >= (now() at time zone h.time_zone)::date`,
  completed: `r.status <> 'cancelled' and r.checkout_date < (now() at time zone h.time_zone)::date`,
  cancelled: `r.status = 'cancelled'`,
  // Lottery entries are reservations made through a lottery; none exist until lotteries are built.
  lottery: `false`,
};

export async function userRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireClientSession);

  /**
   * The current user. With a one-time token header it spends the token and opens a session
   * (answering access_token once); otherwise it reads the bearer session. Reset codes tell the
   * widget to log out (3401 token not found, 3402 brand mismatch) or to ask again without the
   * token (3403 already spent).
   */
  /** The signed-in member's reservations, by group and page. */
  app.get('/user/reservations', async (req): Promise<z.infer<typeof UserReservationsAnswerSchema>> => {
    const q = parseInput(UserReservationsQuerySchema, req.query, 'query');
    const bearer = memberTokenOf(req);
    const session = bearer ? await findMemberSession(app.db, bearer) : undefined;
    if (!session) throw fail.unauthorized();
    const where = `r.member_id = $1 and ${GROUP_WHERE[q.status]}`;
    const [{ n }] = (await app.db.query<{ n: number }>(`select count(*)::int as n from reservations r join hotels h on h.id = r.hotel_id where ${where}`, [session.member_id])) as [{ n: number }];
    const per = USER_RESERVATIONS_PER_PAGE;
    const rows = await app.db.query<{ reservation_number: string; hotel_code: string; hotel_name: string; status: 'done' | 'payment_pending' | 'cancelled'; checkin_date: string; checkout_date: string; total_price: number; currency: string; rooms: number }>(
      `select r.reservation_number, h.code as hotel_code, h.name as hotel_name, r.status, r.checkin_date::text as checkin_date,
              r.checkout_date::text as checkout_date, r.total_price, r.currency,
              (select count(*)::int from reservation_rooms rr where rr.reservation_id = r.id) as rooms
         from reservations r join hotels h on h.id = r.hotel_id
        where ${where}
        order by r.checkin_date ${q.status === 'upcoming' ? 'asc' : 'desc'}, r.id
        limit ${per} offset ${(q.page - 1) * per}`,
      [session.member_id],
    );
    return { data: rows, meta: { page: q.page, total_pages: Math.max(1, Math.ceil(n / per)), total_entries: n, status: q.status } };
  });

  app.get('/user/me', async (req): Promise<UserMeAnswer> => {
    const query = parseInput(MeQuerySchema, req.query, 'query');
    const locale = query.locale ?? 'en';
    const hotel = query.hotel_code ? await findHotel(app.db, query.hotel_code) : undefined;
    if (query.hotel_code && !hotel) throw fail.notFound(`No hotel ${query.hotel_code}`);
    const reset = (code: number): UserMeAnswer => ({ data: { user: null }, meta: { reset_code: code } });

    const oneTime = req.headers[HEADERS.oneTimeAccessToken];
    if (typeof oneTime === 'string' && oneTime.length > 0) {
      if (!TOKEN_RE.test(oneTime)) return reset(RESET_CODES.sessionTokenNotFound);
      // A token of another brand is refused before it is spent, so it stays usable where it belongs.
      const [owner] = await app.db.query<{ brand_id: number }>('select brand_id from one_time_tokens where token_hash = $1', [sha256(oneTime)]);
      if (owner && hotel && owner.brand_id !== hotel.brand_id) return reset(RESET_CODES.brandMismatch);
      const outcome = await spendOneTimeToken(app.db, oneTime);
      if (outcome.kind === 'spent') return reset(RESET_CODES.oneTimeTokenSpent);
      if (outcome.kind === 'not_found') return reset(RESET_CODES.sessionTokenNotFound);
      const member = await findMemberById(app.db, outcome.memberId);
      if (!member) return reset(RESET_CODES.sessionTokenNotFound);
      const session = await createMemberSession(app.db, member.id, outcome.brandId, hotel?.id ?? null);
      req.log.info({ member_id: member.id }, 'one-time token exchanged');
      return { data: { user: toUser(member, locale), access_token: session.token, session: session.token }, meta: { reset_code: null } };
    }

    const bearer = memberTokenOf(req);
    if (!bearer) throw fail.unauthorized();
    const session = await findMemberSession(app.db, bearer);
    if (!session) throw fail.unauthorized();
    if (hotel && session.brand_id !== hotel.brand_id) return reset(RESET_CODES.brandMismatch);
    const member = await findMemberById(app.db, session.member_id);
    if (!member) throw fail.unauthorized();
    return { data: { user: toUser(member, locale) }, meta: { reset_code: null } };
  });
}

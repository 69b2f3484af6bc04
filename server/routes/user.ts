import type { FastifyInstance } from 'fastify';
import { HEADERS, RESET_CODES, USER_RESERVATIONS_PER_PAGE, type UserMeAnswer } from '../../contract';
import { getCurrentUser } from '../../contract/endpoints/sessions';
import { listMemberReservations } from '../../contract/endpoints/user';
import { fail } from '../errors';
import { findHotel } from '../db/hotels-repo';
import { createMemberSession, findMemberById, findMemberSession, oneTimeTokenBrand, spendOneTimeToken, toUser } from '../db/identity-repo';
import { memberReservationsPage } from '../db/reservations-repo';
import { memberTokenOf, requireClientSession } from '../http/guards';
import { route } from '../http/route';
import { hotelNameIn } from '../../contract/rules/hotel-text';

const TOKEN_RE = /^[A-Za-z0-9_-]{16,128}$/;

export async function userRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireClientSession);

  /**
   * The current user. With a one-time token header it spends the token and opens a session
   * (answering access_token once); otherwise it reads the bearer session. Reset codes tell the
   * widget to log out (3401 token not found, 3402 brand mismatch) or to ask again without the
   * token (3403 already spent).
   */
  /** The signed-in member's reservations, by group and page. */
  route(app, listMemberReservations, async ({ query: q }, req) => {
    const bearer = memberTokenOf(req);
    const session = bearer ? await findMemberSession(app.db, bearer) : undefined;
    if (!session) throw fail.unauthorized();
    const per = USER_RESERVATIONS_PER_PAGE;
    const { rows, total } = await memberReservationsPage(app.db, session.member_id, q.status, q.page, per);
    // Each hotel's name in the reader's language, as every other page names it.
    const locale = q.locale ?? 'en';
    const named = await Promise.all(
      rows.map(async (r) => {
        const hotel = await findHotel(app.db, r.hotel_code);
        return hotel ? { ...r, hotel_name: hotelNameIn({ ...hotel.settings.hotel, name: r.hotel_name }, locale) } : r;
      }),
    );
    return { data: named, meta: { page: q.page, total_pages: Math.max(1, Math.ceil(total / per)), total_entries: total, status: q.status } };
  });

  route(app, getCurrentUser, async ({ query }, req): Promise<UserMeAnswer> => {
    const locale = query.locale ?? 'en';
    const hotel = query.hotel_code ? await findHotel(app.db, query.hotel_code) : undefined;
    if (query.hotel_code && !hotel) throw fail.notFound(`No hotel ${query.hotel_code}`);
    const reset = (code: number): UserMeAnswer => ({ data: { user: null }, meta: { reset_code: code } });

    const oneTime = req.headers[HEADERS.oneTimeAccessToken];
    if (typeof oneTime === 'string' && oneTime.length > 0) {
      if (!TOKEN_RE.test(oneTime)) return reset(RESET_CODES.sessionTokenNotFound);
      // A token of another brand is refused before it is spent, so it stays usable where it belongs.
      const ownerBrand = await oneTimeTokenBrand(app.db, oneTime);
      if (ownerBrand !== undefined && hotel && ownerBrand !== hotel.brand_id) return reset(RESET_CODES.brandMismatch);
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

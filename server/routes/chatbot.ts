// The chatbot's calls (document 2 §7.2, §7.7). A member who signs in inside a hotel's chat links
// that chatbot user to themselves; the chat then asks for the chatbot user's session when it opens
// again and is signed in without asking. Links belong to one brand and lapse after 30 days unused;
// signing out inside the chat removes the link. The chatbot user is always named by an assertion
// its chatbot's server signed (server/auth/chatbot-assertion.ts), never by the browser.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHandOffToken, getChatbotSession, linkChatbotSession, unlinkChatbotSession, whoami } from '../../contract/endpoints/chatbot';
import { fail } from '../errors';
import { verifyChatbotAssertion } from '../auth/chatbot-assertion';
import type { Hotel } from '../db/hotels-repo';
import { createMemberSession, createOneTimeToken, findMemberById, findMemberSession, toUser } from '../db/identity-repo';
import { deleteChatbotLink, lastChatbotUserOf, saveChatbotLink, useChatbotLink } from '../db/chatbot-links-repo';
import { memberTokenOf, requireClientSession, requireHotel } from '../http/guards';
import { route } from '../http/route';

const LINK_DAYS = 30;
/** A hand-off is used at once: the frame opens with it. */
const HAND_OFF_TTL_MS = 2 * 60 * 1000;

async function memberOf(req: FastifyRequest, hotel: Hotel): Promise<number | null> {
  const token = memberTokenOf(req);
  const session = token ? await findMemberSession(req.server.db, token) : undefined;
  return session && session.brand_id === hotel.brand_id ? session.member_id : null;
}

export async function chatbotRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireClientSession);

  route(app, getChatbotSession, async ({ query: q }, req) => {
    const hotel = await requireHotel(req);
    const chatUser = await verifyChatbotAssertion(app.db, hotel, q.user_id, 'user_id');
    const link = await useChatbotLink(app.db, hotel.brand_id, chatUser.userId, LINK_DAYS);
    const member = link ? await findMemberById(app.db, link.member_id) : undefined;
    if (!member) return { data: { session: null, user: null } };
    const session = await createMemberSession(app.db, member.id, hotel.brand_id, hotel.id);
    req.log.info({ chatbot_link: link!.id, auth_auto_message: q.auth_auto_message_id ?? null }, 'chatbot session issued');
    return { data: { session: session.token, user: toUser(member, member.locale ?? 'en') } };
  });

  /** Links the chatbot user to the signed-in member (a sign-in inside the chat). */
  route(app, linkChatbotSession, async ({ body }, req) => {
    const hotel = await requireHotel(req);
    const memberId = await memberOf(req, hotel);
    if (memberId === null) throw fail.unauthorized();
    const chatUser = await verifyChatbotAssertion(app.db, hotel, body.user_id, 'user_id');
    await saveChatbotLink(app.db, hotel.brand_id, chatUser.userId, memberId, hotel.id);
    return { data: { user_id: chatUser.userId, linked: true as const } };
  });

  /** Signing out inside the chat: the chatbot user is no longer remembered. */
  route(app, unlinkChatbotSession, async ({ query: body }, req, reply) => {
    const hotel = await requireHotel(req);
    const memberId = await memberOf(req, hotel);
    if (memberId === null) throw fail.unauthorized();
    const chatUser = await verifyChatbotAssertion(app.db, hotel, body.user_id, 'user_id');
    await deleteChatbotLink(app.db, hotel.brand_id, chatUser.userId, memberId);
    return reply.status(204).send();
  });

  /**
   * A one-time token for the signed-in member, to hand the session to a widget frame the app opens
   * (`/iframe-token`, `/iframe-liff-token`: the token travels in the fragment and is spent once).
   */
  route(app, createHandOffToken, async (_input, req, reply) => {
    const hotel = await requireHotel(req);
    const memberId = await memberOf(req, hotel);
    if (memberId === null) throw fail.unauthorized();
    const token = await createOneTimeToken(app.db, memberId, hotel.brand_id, HAND_OFF_TTL_MS);
    reply.status(201);
    return { data: { token: token.token, expires_at: token.expiresAt.toISOString() } };
  });

  route(app, whoami, async (_input, req) => {
    const hotel = await requireHotel(req);
    const memberId = await memberOf(req, hotel);
    const member = memberId !== null ? await findMemberById(app.db, memberId) : undefined;
    if (!member) return { data: { signed_in: false, user: null, chatbot_user_id: null } };
    return { data: { signed_in: true, user: toUser(member, member.locale ?? 'en'), chatbot_user_id: await lastChatbotUserOf(app.db, hotel.brand_id, member.id) } };
  });
}

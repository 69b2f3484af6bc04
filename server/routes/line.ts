// LINE sign-in (document 1 §1, §2; document 2 §7.6 POST /liff/upsert, §7.7 memberships line).
// The widget sends only a LINE ID token (from LIFF) or a LINE Login code with its state; the API
// verifies the token itself (LINE's verify endpoint, or the sandbox issuer when no channel is
// configured), then signs in the member linked to that LINE user, or creates one (provider line,
// a social sign-in) once sign-up details are given (server/services/line-sign-in.ts).
import type { FastifyInstance } from 'fastify';
import { LINE_ERRORS, type LineIdClaims } from '../../contract';
import { liffUpsert, lineAuthorize, lineCallback, lineSignIn } from '../../contract/endpoints/membership';
import { fail } from '../errors';
import { requireLineUser, verifyChatbotAssertion } from '../auth/chatbot-assertion';
import { findHotel } from '../db/hotels-repo';
import { findLineLoginState, insertLineLoginState, keepLineLoginClaims, openLineLoginState, spendLineLoginState } from '../db/line-repo';
import { randomToken, sha256 } from '../auth/crypto';
import { exchangeCode, verifyIdToken } from '../line/verify';
import { sandboxLineRoutes } from '../line/sandbox-routes';
import { requireClientSession, requireHotel } from '../http/guards';
import { route } from '../http/route';
import { keepOpener } from '../auth/sign-on-window';
import { channelOf, lineRefused, signInWithLine } from '../services/line-sign-in';

const STATE_MINUTES = 10;

const callbackUrl = (publicApiUrl: string) => `${publicApiUrl}/line/callback`;

export async function lineRoutes(app: FastifyInstance): Promise<void> {
  // Without a real channel, the API is its own LINE (sign-in page, codes, ID tokens).
  // The sandbox LINE issuer: development only (production refuses to start without a channel a hotel needs).
  if (!app.config.line && app.config.mode === 'development') await app.register(sandboxLineRoutes);

  await app.register(async (api) => {
    api.addHook('onRequest', requireClientSession);

    /** POST /liff/upsert: a LIFF ID token -> our member session; links the LINE user and the chatbot user. */
    route(api, liffUpsert, async ({ body }) => {
      const hotel = await findHotel(app.db, body.hotel_code);
      if (!hotel) throw fail.notFound(`No hotel ${body.hotel_code}`);
      if (hotel.maintenance) throw fail.maintenance();
      const channelId = channelOf(hotel, app.config.line?.channelId);
      const verified = await verifyIdToken(app.config, body.id_token, channelId);
      if (!verified.ok) throw lineRefused(verified.reason);
      // The chatbot user comes from the chatbot's own assertion, issued for this very LINE user: a
      // LIFF link forwarded to somebody else links nobody.
      let chatbotUserId: string | undefined;
      if (body.chatbot_user_id) {
        const chatUser = await verifyChatbotAssertion(app.db, hotel, body.chatbot_user_id, 'chatbot_user_id');
        requireLineUser(chatUser, verified.claims.sub, 'chatbot_user_id');
        chatbotUserId = chatUser.userId;
      }
      return signInWithLine(app, hotel, verified.claims, { channelId, profile: body.profile, chatbotUserId });
    });

    /** Starts LINE Login: a one-use state bound to this hotel and the path to come back to. */
    route(api, lineAuthorize, async ({ body }, req) => {
      const hotel = await requireHotel(req);
      const channelId = channelOf(hotel, app.config.line?.channelId);
      const state = randomToken(24);
      await insertLineLoginState(app.db, { stateHash: sha256(state), hotelId: hotel.id, redirectPath: body.line_redirect, expiresAt: new Date(Date.now() + STATE_MINUTES * 60_000) });
      const base = app.config.line?.authorizeUrl ?? `${app.config.publicApiUrl}/sandbox/line/authorize`;
      const query = new URLSearchParams({ response_type: 'code', client_id: channelId, redirect_uri: callbackUrl(app.config.publicApiUrl), state, scope: 'openid profile email' });
      return { data: { authorize_url: `${base}?${query.toString()}`, state } };
    });

    /** LINE Login by code: the state must be ours, unused and fresh; the code is exchanged here. */
    route(api, lineSignIn, async ({ body }, req) => {
      const hotel = await requireHotel(req);
      const channelId = channelOf(hotel, app.config.line?.channelId);
      const stateHash = sha256(body.line_state);
      const state = await findLineLoginState(app.db, stateHash);
      if (!state || state.hotel_id !== hotel.id || state.expired) throw lineRefused(LINE_ERRORS.stateInvalid);
      let claims: LineIdClaims;
      if (state.claims) {
        // Sign-up details after a needs_profile answer: the same code, whose LINE user was verified then.
        if (state.code_hash !== sha256(body.line_code)) throw lineRefused(LINE_ERRORS.stateInvalid);
        claims = state.claims;
      } else {
        if (!(await spendLineLoginState(app.db, stateHash))) throw lineRefused(LINE_ERRORS.stateInvalid);
        const idToken = await exchangeCode(app.config, app.db, body.line_code, callbackUrl(app.config.publicApiUrl), channelId);
        if (!idToken) throw lineRefused(LINE_ERRORS.codeInvalid);
        const verified = await verifyIdToken(app.config, idToken, channelId);
        if (!verified.ok) throw lineRefused(verified.reason);
        claims = verified.claims;
      }
      const answer = await signInWithLine(app, hotel, claims, { channelId, profile: body.profile });
      const needsProfile = answer.data.status === 'needs_profile';
      await keepLineLoginClaims(app.db, stateHash, needsProfile ? sha256(body.line_code) : null, needsProfile ? claims : null);
      return answer;
    });
  });

  /** LINE's redirect back: forwarded to the widget's /sign-in with line_code, line_state, line_redirect. */
  route(app, lineCallback, async ({ query: q }, _req, reply) => {
    const state = q.state ? await openLineLoginState(app.db, sha256(q.state)) : undefined;
    if (!state || !q.code || !q.state) throw lineRefused(q.error ? LINE_ERRORS.codeInvalid : LINE_ERRORS.stateInvalid);
    const target = new URL('/sign-in', app.config.publicWidgetUrl);
    target.search = new URLSearchParams({ code: state.code, line_code: q.code, line_state: q.state, line_redirect: state.redirect_path }).toString();
    return keepOpener(reply).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(target.toString(), 302);
  });
}

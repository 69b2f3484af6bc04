// LINE sign-in (document 1 §1, §2; document 2 §7.6 POST /liff/upsert, §7.7 memberships line).
// The widget sends only a LINE ID token (from LIFF) or a LINE Login code with its state; the API
// verifies the token itself (LINE's verify endpoint, or the sandbox issuer when no channel is
// configured), then signs in the member linked to that LINE user, or creates one (provider line,
// a social sign-in) once sign-up details are given, and answers with our own member session: the
// LIFF access token dies when the LIFF app closes, ours does not.
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import {
  CATALOGUE,
  LINE_ERRORS,
  LiffUpsertRequestSchema,
  LineAuthorizeRequestSchema,
  LineCallbackQuerySchema,
  LineCodeSignInRequestSchema,
  type LineAuthorizeAnswerSchema,
  type LineIdClaims,
  type LineSignInAnswer,
  type LineSignUpProfile,
} from '../../contract';
import { ApiError, fail, parseInput } from '../errors';
import { requireLineUser, verifyChatbotAssertion } from '../auth/chatbot-assertion';
import { findHotel, type Hotel } from '../db/hotels-repo';
import { createMemberSession, findMemberByEmail, findMemberById, insertProviderMember, toUser } from '../db/identity-repo';
import { sendAddressConfirmation } from '../services/member-links';
import { randomToken, sha256 } from '../auth/crypto';
import { exchangeCode, verifyIdToken, type LineRefusal } from '../line/verify';
import { sandboxLineRoutes } from '../line/sandbox-routes';
import { requireClientSession, requireHotel } from '../http/guards';
import { keepOpener } from '../auth/sign-on-window';

const STATE_MINUTES = 10;
const CHATBOT_LINK_SQL = `insert into chatbot_links (brand_id, chatbot_user_id, member_id, hotel_id) values ($1, $2, $3, $4)
  on conflict (brand_id, chatbot_user_id) do update set member_id = excluded.member_id, hotel_id = excluded.hotel_id, last_used_at = now()`;

const MESSAGES: Record<LineRefusal, string> = {
  line_token_expired: 'The LINE sign-in has expired. Please open the page from LINE again.',
  line_token_wrong_channel: 'This LINE sign-in was made for another service and cannot be used here.',
  line_token_invalid: 'The LINE sign-in could not be verified.',
  line_state_invalid: 'This LINE sign-in was not started here or has expired. Please sign in with LINE again.',
  line_code_invalid: 'LINE did not accept this sign-in. Please sign in with LINE again.',
  line_not_configured: 'LINE sign-in is not available for this hotel.',
  line_email_taken: 'This e-mail address already has an account. Sign in with it, or use another address.',
};

export function lineRefused(reason: LineRefusal, status = 400): ApiError {
  const field = reason === LINE_ERRORS.emailTaken ? 'profile.email' : reason === LINE_ERRORS.stateInvalid ? 'line_state' : reason === LINE_ERRORS.codeInvalid ? 'line_code' : 'id_token';
  // The reason's code leads the message, so a client can pick its own words for it.
  return new ApiError(status, CATALOGUE.INVALID.code, status === 409 ? 'Conflict' : 'Bad Request', `${reason}: ${MESSAGES[reason]}`, field);
}

/** The hotel's LINE channel: its own setting, else the configured one. */
export function channelOf(hotel: Hotel, configured: string | undefined): string {
  const own = hotel.initExtras.line_channel_id;
  const channel = typeof own === 'string' && own ? own : configured;
  if (!channel) throw lineRefused(LINE_ERRORS.notConfigured);
  return channel;
}

/** LINE's one display name, split for the sign-up form's two fields (the member corrects it). */
function prefillOf(claims: LineIdClaims) {
  const parts = (claims.name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? '';
  const last = parts.slice(1).join(' ');
  return { first_name: first, last_name: last, email: claims.email ?? null };
}

interface SignInOptions {
  channelId: string;
  profile?: LineSignUpProfile | undefined;
  chatbotUserId?: string | undefined;
}

async function signInWithLine(app: FastifyInstance, hotel: Hotel, claims: LineIdClaims, options: SignInOptions): Promise<LineSignInAnswer> {
  const db = app.db;
  const [linked] = await db.query<{ id: number; member_id: number }>('select id, member_id from line_accounts where brand_id = $1 and line_user_id = $2', [hotel.brand_id, claims.sub]);
  let memberId: number;
  let status: 'signed_in' | 'created';
  if (linked) {
    memberId = linked.member_id;
    status = 'signed_in';
    await db.query('update line_accounts set last_sign_in_at = now(), display_name = coalesce($2, display_name) where id = $1', [linked.id, claims.name ?? null]);
  } else {
    if (!options.profile) return { data: { status: 'needs_profile', prefill: prefillOf(claims) }, meta: { reset_code: null } };
    const profile = options.profile;
    // An address that already has an account is never taken over by a LINE sign-in.
    if (await findMemberByEmail(db, hotel.brand_id, profile.email)) throw lineRefused(LINE_ERRORS.emailTaken, 409);
    const created = await db.transaction(async (tx) => {
      // LINE proved who this is: the member has no password, and the address is confirmed when
      // LINE vouched for that same address.
      const member = await insertProviderMember(
        tx,
        hotel.brand_id,
        { email: profile.email, firstName: profile.first_name, lastName: profile.last_name, locale: profile.locale ?? hotel.locale, provider: 'line' },
        claims.email,
      );
      await tx.query('insert into line_accounts (brand_id, channel_id, line_user_id, member_id, display_name, picture_url) values ($1, $2, $3, $4, $5, $6)', [
        hotel.brand_id,
        options.channelId,
        claims.sub,
        member.id,
        claims.name ?? null,
        claims.picture ?? null,
      ]);
      return member;
    });
    memberId = created.id;
    if (!created.confirmed) await sendAddressConfirmation(app, hotel, created.id, profile.email, profile.locale ?? hotel.locale);
    status = 'created';
  }
  if (options.chatbotUserId) {
    await db.query(CHATBOT_LINK_SQL, [hotel.brand_id, options.chatbotUserId, memberId, hotel.id]);
    await db.query('update line_accounts set chatbot_user_id = $3 where brand_id = $1 and line_user_id = $2', [hotel.brand_id, claims.sub, options.chatbotUserId]);
  }
  const member = await findMemberById(db, memberId);
  if (!member) throw fail.unauthorized();
  const session = await createMemberSession(db, member.id, hotel.brand_id, hotel.id);
  return { data: { status, session: session.token, access_token: session.token, user: toUser(member, member.locale ?? 'en'), social: true }, meta: { reset_code: null } };
}

const callbackUrl = (publicApiUrl: string) => `${publicApiUrl}/line/callback`;

export async function lineRoutes(app: FastifyInstance): Promise<void> {
  // Without a real channel, the API is its own LINE (sign-in page, codes, ID tokens).
  // The sandbox LINE issuer: development only (production refuses to start without a channel a hotel needs).
  if (!app.config.line && app.config.mode === 'development') await app.register(sandboxLineRoutes);

  await app.register(async (api) => {
    api.addHook('onRequest', requireClientSession);

    /** POST /liff/upsert: a LIFF ID token -> our member session; links the LINE user and the chatbot user. */
    api.post('/liff/upsert', async (req): Promise<LineSignInAnswer> => {
      const body = parseInput(LiffUpsertRequestSchema, req.body, 'body');
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
    api.post('/hotels/:hotel/memberships/line/authorize', async (req): Promise<z.infer<typeof LineAuthorizeAnswerSchema>> => {
      const hotel = await requireHotel(req);
      const body = parseInput(LineAuthorizeRequestSchema, req.body ?? {}, 'body');
      const channelId = channelOf(hotel, app.config.line?.channelId);
      const state = randomToken(24);
      await app.db.query('insert into line_login_states (state_hash, hotel_id, redirect_path, expires_at) values ($1, $2, $3, $4)', [
        sha256(state),
        hotel.id,
        body.line_redirect,
        new Date(Date.now() + STATE_MINUTES * 60_000).toISOString(),
      ]);
      const base = app.config.line?.authorizeUrl ?? `${app.config.publicApiUrl}/sandbox/line/authorize`;
      const query = new URLSearchParams({ response_type: 'code', client_id: channelId, redirect_uri: callbackUrl(app.config.publicApiUrl), state, scope: 'openid profile email' });
      return { data: { authorize_url: `${base}?${query.toString()}`, state } };
    });

    /** LINE Login by code: the state must be ours, unused and fresh; the code is exchanged here. */
    api.post('/hotels/:hotel/memberships/line', async (req): Promise<LineSignInAnswer> => {
      const hotel = await requireHotel(req);
      const body = parseInput(LineCodeSignInRequestSchema, req.body, 'body');
      const channelId = channelOf(hotel, app.config.line?.channelId);
      const stateHash = sha256(body.line_state);
      const [state] = await app.db.query<{ hotel_id: number; used_at: string | null; expired: boolean; code_hash: string | null; claims: LineIdClaims | null }>(
        'select hotel_id, used_at, expires_at < now() as expired, code_hash, claims from line_login_states where state_hash = $1',
        [stateHash],
      );
      if (!state || state.hotel_id !== hotel.id || state.expired) throw lineRefused(LINE_ERRORS.stateInvalid);
      let claims: LineIdClaims;
      if (state.claims) {
        // Sign-up details after a needs_profile answer: the same code, whose LINE user was verified then.
        if (state.code_hash !== sha256(body.line_code)) throw lineRefused(LINE_ERRORS.stateInvalid);
        claims = state.claims;
      } else {
        const [won] = await app.db.query('update line_login_states set used_at = now() where state_hash = $1 and used_at is null returning state_hash', [stateHash]);
        if (!won) throw lineRefused(LINE_ERRORS.stateInvalid);
        const idToken = await exchangeCode(app.config, app.db, body.line_code, callbackUrl(app.config.publicApiUrl), channelId);
        if (!idToken) throw lineRefused(LINE_ERRORS.codeInvalid);
        const verified = await verifyIdToken(app.config, idToken, channelId);
        if (!verified.ok) throw lineRefused(verified.reason);
        claims = verified.claims;
      }
      const answer = await signInWithLine(app, hotel, claims, { channelId, profile: body.profile });
      await app.db.query('update line_login_states set code_hash = $2, claims = $3::jsonb where state_hash = $1', [
        stateHash,
        answer.data.status === 'needs_profile' ? sha256(body.line_code) : null,
        answer.data.status === 'needs_profile' ? JSON.stringify(claims) : null,
      ]);
      return answer;
    });
  });

  /** LINE's redirect back: forwarded to the widget's /sign-in with line_code, line_state, line_redirect. */
  app.get('/line/callback', async (req, reply) => {
    const q = parseInput(LineCallbackQuerySchema, req.query, 'query');
    const [state] = q.state
      ? await app.db.query<{ code: string; redirect_path: string }>(
          'select h.code, s.redirect_path from line_login_states s join hotels h on h.id = s.hotel_id where s.state_hash = $1 and s.used_at is null and s.expires_at > now()',
          [sha256(q.state)],
        )
      : [];
    if (!state || !q.code || !q.state) throw lineRefused(q.error ? LINE_ERRORS.codeInvalid : LINE_ERRORS.stateInvalid);
    const target = new URL('/sign-in', app.config.publicWidgetUrl);
    target.search = new URLSearchParams({ code: state.code, line_code: q.code, line_state: q.state, line_redirect: state.redirect_path }).toString();
    return keepOpener(reply).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(target.toString(), 302);
  });
}

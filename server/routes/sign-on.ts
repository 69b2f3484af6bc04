// Signing in without a password of ours (document 1 §1, §2 /sso/custom/callback; document 2 §7.2
// token exchange and brand custom auth, §7.7 facebook, open_id sign_in): Facebook, single sign-on
// with OpenID Connect, a brand's own signed token (HS256 with the brand's secret), and the
// refresh-token exchange. Each identity at a provider is linked to one member of the brand; an
// address that already has an account is never taken over by another provider's sign-in.
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import {
  CATALOGUE,
  CustomAuthClaimsSchema,
  CustomAuthRequestSchema,
  FacebookSignInRequestSchema,
  OpenIdAuthorizeRequestSchema,
  OpenIdSignInRequestSchema,
  SIGN_ON_ERRORS,
  SsoCallbackQuerySchema,
  TokenExchangeRequestSchema,
  type FacebookSignInAnswer,
  type MemberProvider,
  type MemberSessionAnswer,
  type OpenIdAuthorizeAnswerSchema,
} from '../../contract';
import { ApiError, fail, parseInput } from '../errors';
import { verifyChatbotAssertion } from '../auth/chatbot-assertion';
import type { Db, Queryable } from '../db/db';
import { findHotel, type Hotel } from '../db/hotels-repo';
import { findMemberByEmail, findMemberById, insertProviderMember } from '../db/identity-repo';
import { randomToken, sha256 } from '../auth/crypto';
import { signHs256, verifyHs256 } from '../auth/jwt';
import { facebookUserOf, sandboxFacebookRoutes } from '../sso/facebook';
import { exchangeOidcCode, oidcClient, sandboxOidcRoutes, ssoCallbackUrl, verifyOidcIdToken } from '../sso/oidc';
import { requireClientSession, requireHotel, requireStaff } from '../http/guards';
import { endChainsOf, signedInAnswer } from './member-session';
import { sendAddressConfirmation } from '../services/member-links';
import { keepOpener } from '../auth/sign-on-window';

const STATE_MINUTES = 10;
const SKEW_SECONDS = 60;
/** A brand's custom auth token may live an hour at most, however long it says. */
const CUSTOM_AUTH_MAX_SECONDS = 3600;
const CHATBOT_LINK_SQL = `insert into chatbot_links (brand_id, chatbot_user_id, member_id, hotel_id) values ($1, $2, $3, $4)
  on conflict (brand_id, chatbot_user_id) do update set member_id = excluded.member_id, hotel_id = excluded.hotel_id, last_used_at = now()`;

type SignOnError = (typeof SIGN_ON_ERRORS)[keyof typeof SIGN_ON_ERRORS];

const MESSAGES: Record<SignOnError, string> = {
  facebook_token_invalid: 'The Facebook sign-in could not be verified. Please try again.',
  facebook_not_configured: 'Facebook sign-in is not available for this hotel.',
  sso_state_invalid: 'This sign-in was not started here or has expired. Please sign in again.',
  sso_code_invalid: 'The sign-in service did not accept this sign-in. Please sign in again.',
  sso_token_invalid: 'The sign-in could not be verified. Please sign in again.',
  sso_not_configured: 'Single sign-on is not available for this hotel.',
  custom_auth_invalid: 'The sign-in from the hotel site could not be verified.',
  custom_auth_expired: 'The sign-in from the hotel site has expired. Please sign in on the hotel site again.',
  custom_auth_wrong_audience: 'The sign-in from the hotel site was made for another site.',
  custom_auth_not_configured: 'Signing in from the hotel site is not available for this hotel.',
  email_taken: 'This e-mail address already has an account. Sign in with its password, or use another address.',
};

function refused(reason: SignOnError, field?: string): ApiError {
  const status = reason === SIGN_ON_ERRORS.emailTaken ? 409 : 400;
  return new ApiError(status, CATALOGUE.INVALID.code, status === 409 ? 'Conflict' : 'Bad Request', `${reason}: ${MESSAGES[reason]}`, field);
}

interface NewMember {
  email: string;
  firstName: string;
  lastName: string;
  locale?: string | undefined;
  /** The address the provider itself vouches for: a typed one other than it waits for its link. */
  verifiedEmail: string | null;
}

/** Names for a new member from what a provider said: its given and family names, else its one name split. */
function namesOf(given: string | undefined, family: string | undefined, name: string | undefined, email: string): { firstName: string; lastName: string } {
  if (given?.trim() || family?.trim()) return { firstName: (given ?? '').trim().slice(0, 60), lastName: (family ?? '').trim().slice(0, 60) };
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length > 0) return { firstName: parts[0]!.slice(0, 60), lastName: parts.slice(1).join(' ').slice(0, 60) };
  return { firstName: email.slice(0, email.indexOf('@')).slice(0, 60), lastName: '' };
}

/**
 * The member linked to the identity, or a new one made from `create` (its address confirmed when
 * the provider vouched for it, else mailed a confirmation link); null when none is linked and
 * nothing to create from was given.
 */
async function linkedMember(app: FastifyInstance, hotel: Hotel, identity: { provider: 'facebook' | 'open_id' | 'custom'; issuer: string; subject: string }, memberProvider: MemberProvider, create: NewMember | null): Promise<number | null> {
  const db = app.db;
  const [linked] = await db.query<{ id: number; member_id: number }>(
    `select i.id, i.member_id from member_identities i join members m on m.id = i.member_id
      where i.brand_id = $1 and i.provider = $2 and i.issuer = $3 and i.subject = $4 and m.deleted_at is null`,
    [hotel.brand_id, identity.provider, identity.issuer, identity.subject],
  );
  if (linked) {
    await db.query('update member_identities set last_sign_in_at = now() where id = $1', [linked.id]);
    return linked.member_id;
  }
  if (!create) return null;
  if (await findMemberByEmail(db, hotel.brand_id, create.email)) throw refused(SIGN_ON_ERRORS.emailTaken, 'email');
  const locale = create.locale ?? hotel.locale;
  const member = await db.transaction(async (tx) => {
    // The provider proved who this is: the member has no password.
    const made = await insertProviderMember(tx, hotel.brand_id, { email: create.email, firstName: create.firstName, lastName: create.lastName, locale, provider: memberProvider }, create.verifiedEmail);
    await tx.query('delete from member_identities where brand_id = $1 and provider = $2 and issuer = $3 and subject = $4', [hotel.brand_id, identity.provider, identity.issuer, identity.subject]);
    await tx.query('insert into member_identities (brand_id, provider, issuer, subject, member_id) values ($1, $2, $3, $4, $5)', [
      hotel.brand_id,
      identity.provider,
      identity.issuer,
      identity.subject,
      made.id,
    ]);
    return made;
  });
  if (!member.confirmed) await sendAddressConfirmation(app, hotel, member.id, create.email, locale);
  return member.id;
}

const EmailSchema = z.email().check(z.maxLength(254));

/** Single sign-on: the state must be ours, this hotel's, unused and fresh; the code is exchanged here. */
export async function openIdSignIn(app: FastifyInstance, reply: FastifyReply, hotel: Hotel, code: string, state: string): Promise<MemberSessionAnswer> {
  const stateHash = sha256(state);
  const [won] = await app.db.query<{ hotel_id: number; nonce: string }>(
    'update sso_states set used_at = now() where state_hash = $1 and used_at is null and expires_at > now() returning hotel_id, nonce',
    [stateHash],
  );
  if (!won || won.hotel_id !== hotel.id) throw refused(SIGN_ON_ERRORS.ssoStateInvalid, 'state');
  const idToken = await exchangeOidcCode(app.config, app.db, code);
  if (!idToken) throw refused(SIGN_ON_ERRORS.ssoCodeInvalid, 'code');
  const claims = await verifyOidcIdToken(app.config, idToken, won.nonce);
  if (!claims) throw refused(SIGN_ON_ERRORS.ssoTokenInvalid, 'code');
  const email = claims.email && claims.email_verified !== false && EmailSchema.safeParse(claims.email).success ? claims.email : null;
  // The identity provider vouches for the address it names.
  const create = email ? { email, ...namesOf(claims.given_name, claims.family_name, claims.name, email), locale: undefined, verifiedEmail: email } : null;
  const memberId = await linkedMember(app, hotel, { provider: 'open_id', issuer: claims.iss, subject: claims.sub }, 'custom', create);
  // A first sign-on needs an address to make the member with.
  if (memberId === null) throw refused(SIGN_ON_ERRORS.ssoTokenInvalid, 'code');
  return signedInAnswer(app.db, reply, memberId, hotel);
}

const CustomAuthSettingSchema = z.object({ secret: z.string().check(z.minLength(16)), issuer: z.optional(z.string()) });
const MintCustomAuthSchema = z.object({
  sub: z.string().check(z.regex(/^[A-Za-z0-9._@-]{1,128}$/, 'is not a subject id')),
  email: z.optional(z.email('email_invalid')),
  given_name: z.optional(z.string().check(z.maxLength(60))),
  family_name: z.optional(z.string().check(z.maxLength(60))),
  audience: z.optional(z.string().check(z.maxLength(100))),
  expires_in: z._default(z.number().check(z.int(), z.gte(-86_400), z.lte(86_400)), 600),
});

async function brandSecret(db: Queryable, hotel: Hotel): Promise<z.infer<typeof CustomAuthSettingSchema> | null> {
  const [row] = await db.query<{ custom_auth: unknown }>(`select settings->'custom_auth' as custom_auth from hotel_brands where id = $1`, [hotel.brand_id]);
  const parsed = CustomAuthSettingSchema.safeParse(row?.custom_auth);
  return parsed.success ? parsed.data : null;
}

export async function signOnRoutes(app: FastifyInstance): Promise<void> {
  // Without a real provider configured, the API is its own Facebook and its own identity provider.
  // The sandbox providers: development only (production refuses to start without a provider a hotel needs).
  if (!app.config.facebook && app.config.mode === 'development') await app.register(sandboxFacebookRoutes);
  if (!app.config.oidc && app.config.mode === 'development') await app.register(sandboxOidcRoutes);

  /** The identity provider's redirect back: forwarded to the widget's /sso/custom/callback with sso_code and sso_state. */
  app.get('/sso/custom/callback', async (req, reply) => {
    const q = parseInput(SsoCallbackQuerySchema, req.query, 'query');
    const [state] = q.state
      ? await app.db.query<{ code: string; redirect_path: string }>(
          'select h.code, s.redirect_path from sso_states s join hotels h on h.id = s.hotel_id where s.state_hash = $1 and s.used_at is null and s.expires_at > now()',
          [sha256(q.state)],
        )
      : [];
    if (!state || !q.state) throw refused(SIGN_ON_ERRORS.ssoStateInvalid, 'state');
    const target = new URL('/sso/custom/callback', app.config.publicWidgetUrl);
    target.search = new URLSearchParams(
      q.code ? { code: state.code, sso_code: q.code, sso_state: q.state, sso_redirect: state.redirect_path } : { code: state.code, sso_error: q.error ?? 'access_denied', sso_redirect: state.redirect_path },
    ).toString();
    return keepOpener(reply).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(target.toString(), 302);
  });

  await app.register(async (staffApi) => {
    staffApi.addHook('onRequest', requireStaff);
    /** A brand custom auth token as the hotel's own site would sign it (for trying the flow). */
    staffApi.post('/staff/hotels/:hotel/custom_auth_token', async (req, reply) => {
      const hotel = await requireHotel(req, { allowMaintenance: true });
      const body = parseInput(MintCustomAuthSchema, req.body, 'body');
      const setting = await brandSecret(app.db, hotel);
      if (!setting) throw refused(SIGN_ON_ERRORS.customAuthNotConfigured);
      const iat = Math.floor(Date.now() / 1000);
      const token = await signHs256(
        {
          sub: body.sub,
          aud: body.audience ?? hotel.brand_code,
          iat,
          exp: iat + body.expires_in,
          ...(setting.issuer ? { iss: setting.issuer } : {}),
          ...(body.email ? { email: body.email } : {}),
          ...(body.given_name ? { given_name: body.given_name } : {}),
          ...(body.family_name ? { family_name: body.family_name } : {}),
        },
        setting.secret,
      );
      reply.status(201);
      return { data: { token } };
    });
  });

  await app.register(async (api) => {
    api.addHook('onRequest', requireClientSession);

    api.post('/hotels/:hotel/memberships/facebook', async (req, reply): Promise<FacebookSignInAnswer> => {
      const hotel = await requireHotel(req);
      const body = parseInput(FacebookSignInRequestSchema, req.body, 'body');
      const appId = hotel.loginWidget.sns_auth_settings.find((s) => s.provider === 'facebook')?.app_id;
      if (!appId) throw refused(SIGN_ON_ERRORS.facebookNotConfigured);
      const user = await facebookUserOf(app.config, app.db, appId, body.access_token);
      if (!user) throw refused(SIGN_ON_ERRORS.facebookTokenInvalid, 'access_token');
      const profile = body.profile;
      // Facebook vouches for the address it knows; another one typed waits for its link.
      const create = profile ? { email: profile.email, firstName: profile.first_name, lastName: profile.last_name, locale: profile.locale, verifiedEmail: user.email } : null;
      const memberId = await linkedMember(app, hotel, { provider: 'facebook', issuer: `facebook:${appId}`, subject: user.id }, 'facebook', create);
      if (memberId === null) {
        return { data: { status: 'needs_profile', prefill: { first_name: user.firstName, last_name: user.lastName, email: user.email } }, meta: { reset_code: null } };
      }
      if (body.chatbot_user_id) {
        const chatUser = await verifyChatbotAssertion(app.db, hotel, body.chatbot_user_id, 'chatbot_user_id');
        await app.db.query(CHATBOT_LINK_SQL, [hotel.brand_id, chatUser.userId, memberId, hotel.id]);
      }
      const answer = await signedInAnswer(app.db, reply, memberId, hotel);
      return { data: { ...answer.data, status: create ? 'created' : 'signed_in', social: true }, meta: answer.meta };
    });

    /** Starts single sign-on: a one-use state (and nonce) bound to this hotel and the path to come back to. */
    api.post('/hotels/:hotel/memberships/open_id/authorize', async (req): Promise<z.infer<typeof OpenIdAuthorizeAnswerSchema>> => {
      const hotel = await requireHotel(req);
      const body = parseInput(OpenIdAuthorizeRequestSchema, req.body ?? {}, 'body');
      const client = oidcClient(app.config);
      const state = randomToken(24);
      const nonce = randomToken(24);
      await app.db.query('insert into sso_states (state_hash, hotel_id, redirect_path, nonce, expires_at) values ($1, $2, $3, $4, $5)', [
        sha256(state),
        hotel.id,
        body.sso_redirect,
        nonce,
        new Date(Date.now() + STATE_MINUTES * 60_000).toISOString(),
      ]);
      const query = new URLSearchParams({ response_type: 'code', client_id: client.clientId, redirect_uri: ssoCallbackUrl(app.config), scope: 'openid email profile', state, nonce });
      return { data: { authorize_url: `${client.authorizeUrl}?${query.toString()}`, state } };
    });

    api.post('/hotels/:hotel/memberships/open_id/sign_in', async (req, reply): Promise<MemberSessionAnswer> => {
      const hotel = await requireHotel(req);
      const body = parseInput(OpenIdSignInRequestSchema, req.body, 'body');
      return openIdSignIn(app, reply, hotel, body.code, body.state);
    });

    /** The brand's own sign-in: a JWT its site signed with the brand's secret (HS256). */
    api.post('/hotels/:hotel/memberships/custom_auth', async (req, reply): Promise<MemberSessionAnswer> => {
      const hotel = await requireHotel(req);
      const body = parseInput(CustomAuthRequestSchema, req.body, 'body');
      const setting = await brandSecret(app.db, hotel);
      if (!setting) throw refused(SIGN_ON_ERRORS.customAuthNotConfigured);
      const payload = await verifyHs256(body.token, setting.secret);
      const parsed = payload === null ? null : CustomAuthClaimsSchema.safeParse(payload);
      if (!parsed?.success) throw refused(SIGN_ON_ERRORS.customAuthInvalid, 'token');
      const claims = parsed.data;
      const now = Math.floor(Date.now() / 1000);
      if (setting.issuer && claims.iss !== setting.issuer) throw refused(SIGN_ON_ERRORS.customAuthInvalid, 'token');
      const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
      if (!audiences.includes(hotel.brand_code) && !audiences.includes(hotel.code)) throw refused(SIGN_ON_ERRORS.customAuthWrongAudience, 'token');
      if (claims.iat > now + SKEW_SECONDS) throw refused(SIGN_ON_ERRORS.customAuthInvalid, 'token');
      if (claims.exp <= now - SKEW_SECONDS || claims.exp - claims.iat > CUSTOM_AUTH_MAX_SECONDS) throw refused(SIGN_ON_ERRORS.customAuthExpired, 'token');
      const email = claims.email && EmailSchema.safeParse(claims.email).success ? claims.email : null;
      // The brand's own site signed the address: it vouches for it.
      const create = email ? { email, ...namesOf(claims.given_name, claims.family_name, claims.name, email), locale: undefined, verifiedEmail: email } : null;
      const memberId = await linkedMember(app, hotel, { provider: 'custom', issuer: claims.iss ?? hotel.brand_code, subject: claims.sub }, 'custom', create);
      if (memberId === null) throw refused(SIGN_ON_ERRORS.customAuthInvalid, 'token');
      return signedInAnswer(app.db, reply, memberId, hotel);
    });

    /**
     * The new token exchange: a refresh token for a new session and a new refresh token. The one
     * given is spent; shown again, it ends every session of its chain (3403). 3401: unknown,
     * expired or ended; 3402: a token of another brand (left unspent).
     */
    api.post('/user/token_exchange', async (req, reply): Promise<MemberSessionAnswer> => {
      const body = parseInput(TokenExchangeRequestSchema, req.body, 'body');
      const hotel = await findHotel(app.db, body.hotel_code);
      if (!hotel) throw fail.notFound(`No hotel ${body.hotel_code}`);
      if (hotel.maintenance) throw fail.maintenance();
      const hash = sha256(body.token);
      const [row] = await app.db.query<{ member_id: number; brand_id: number; chain: string; used_at: string | null; revoked_at: string | null; expired: boolean }>(
        'select member_id, brand_id, chain, used_at, revoked_at, expires_at < now() as expired from member_refresh_tokens where token_hash = $1',
        [hash],
      );
      const notFound = () => new ApiError(400, CATALOGUE.SESSION_TOKEN_NOT_FOUND.code, 'This sign-in has expired. Please sign in again.', 'refresh token not found or expired', 'token');
      const spent = async () => {
        const sessions = await app.db.query<{ session_hash: string }>('select session_hash from member_refresh_tokens where chain = $1', [row!.chain]);
        await endChainsOf(app.db, sessions.map((s) => s.session_hash));
        return new ApiError(400, CATALOGUE.ONE_TIME_TOKEN_SPENT.code, 'This sign-in link was already used. Please sign in again.', 'refresh token already used', 'token');
      };
      if (!row || row.revoked_at || row.expired) throw notFound();
      if (row.brand_id !== hotel.brand_id) throw new ApiError(400, CATALOGUE.BRAND_MISMATCH.code, 'This sign-in belongs to another hotel brand.', 'refresh token of another brand', 'token');
      if (row.used_at) throw await spent();
      const [won] = await app.db.query('update member_refresh_tokens set used_at = now() where token_hash = $1 and used_at is null and revoked_at is null returning token_hash', [hash]);
      if (!won) throw await spent();
      if (!(await findMemberById(app.db, row.member_id))) throw notFound();
      return signedInAnswer(app.db, reply, row.member_id, hotel, row.chain);
    });
  });
}

// Signing in without a password of ours (document 1 §1, §2 /sso/custom/callback; document 2 §7.2
// token exchange and brand custom auth, §7.7 facebook, open_id sign_in): Facebook, single sign-on
// with OpenID Connect, a brand's own signed token (HS256 with the brand's secret), and the
// refresh-token exchange. Each identity at a provider is linked to one member of the brand; an
// address that already has an account is never taken over by another provider's sign-in.
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_CODES, CustomAuthClaimsSchema, SIGN_ON_ERRORS } from '../../contract';
import {
  createCustomAuthToken,
  customAuthSignIn,
  exchangeToken,
  facebookSignIn,
  openIdAuthorize,
  openIdSignIn,
  ssoCustomCallback,
} from '../../contract/endpoints/membership';
import { ApiError, fail } from '../errors';
import { verifyChatbotAssertion } from '../auth/chatbot-assertion';
import { findHotel } from '../db/hotels-repo';
import { findMemberById } from '../db/identity-repo';
import { insertSsoState, openSsoState } from '../db/sign-on-repo';
import { endChainsOf, findRefreshToken, sessionsOfChain, spendRefreshToken } from '../db/member-sessions-repo';
import { saveChatbotLink } from '../db/chatbot-links-repo';
import { randomToken, sha256 } from '../auth/crypto';
import { signHs256, verifyHs256 } from '../auth/jwt';
import { facebookUserOf, sandboxFacebookRoutes } from '../sso/facebook';
import { oidcClient, sandboxOidcRoutes, ssoCallbackUrl } from '../sso/oidc';
import { requireClientSession, requireHotel, requireStaff } from '../http/guards';
import { route } from '../http/route';
import { keepOpener } from '../auth/sign-on-window';
import { signedInAnswer } from '../services/member-sessions';
import { brandSecret, EmailSchema, linkedMember, namesOf, signInWithOpenId, signOnRefused } from '../services/sign-on';

const STATE_MINUTES = 10;
const SKEW_SECONDS = 60;
/** A brand's custom auth token may live an hour at most, however long it says. */
const CUSTOM_AUTH_MAX_SECONDS = 3600;

export async function signOnRoutes(app: FastifyInstance): Promise<void> {
  // Without a real provider configured, the API is its own Facebook and its own identity provider.
  // The sandbox providers: development only (production refuses to start without a provider a hotel needs).
  if (!app.config.facebook && app.config.mode === 'development') await app.register(sandboxFacebookRoutes);
  if (!app.config.oidc && app.config.mode === 'development') await app.register(sandboxOidcRoutes);

  /** The identity provider's redirect back: forwarded to the widget's /sso/custom/callback with sso_code and sso_state. */
  route(app, ssoCustomCallback, async ({ query: q }, _req, reply) => {
    const state = q.state ? await openSsoState(app.db, sha256(q.state)) : undefined;
    if (!state || !q.state) throw signOnRefused(SIGN_ON_ERRORS.ssoStateInvalid, 'state');
    const target = new URL('/sso/custom/callback', app.config.publicWidgetUrl);
    target.search = new URLSearchParams(
      q.code ? { code: state.code, sso_code: q.code, sso_state: q.state, sso_redirect: state.redirect_path } : { code: state.code, sso_error: q.error ?? 'access_denied', sso_redirect: state.redirect_path },
    ).toString();
    return keepOpener(reply).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(target.toString(), 302);
  });

  await app.register(async (staffApi) => {
    staffApi.addHook('onRequest', requireStaff);
    /** A brand custom auth token as the hotel's own site would sign it (for trying the flow). */
    route(staffApi, createCustomAuthToken, async ({ body }, req, reply) => {
      const hotel = await requireHotel(req, { allowMaintenance: true });
      const setting = await brandSecret(app.db, hotel);
      if (!setting) throw signOnRefused(SIGN_ON_ERRORS.customAuthNotConfigured);
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

    route(api, facebookSignIn, async ({ body }, req) => {
      const hotel = await requireHotel(req);
      const appId = hotel.loginWidget.sns_auth_settings.find((s) => s.provider === 'facebook')?.app_id;
      if (!appId) throw signOnRefused(SIGN_ON_ERRORS.facebookNotConfigured);
      const user = await facebookUserOf(app.config, app.db, appId, body.access_token);
      if (!user) throw signOnRefused(SIGN_ON_ERRORS.facebookTokenInvalid, 'access_token');
      const profile = body.profile;
      // Facebook vouches for the address it knows; another one typed waits for its link.
      const create = profile ? { email: profile.email, firstName: profile.first_name, lastName: profile.last_name, locale: profile.locale, verifiedEmail: user.email } : null;
      const memberId = await linkedMember(app, hotel, { provider: 'facebook', issuer: `facebook:${appId}`, subject: user.id }, 'facebook', create);
      if (memberId === null) {
        return { data: { status: 'needs_profile' as const, prefill: { first_name: user.firstName, last_name: user.lastName, email: user.email } }, meta: { reset_code: null } };
      }
      if (body.chatbot_user_id) {
        const chatUser = await verifyChatbotAssertion(app.db, hotel, body.chatbot_user_id, 'chatbot_user_id');
        await saveChatbotLink(app.db, hotel.brand_id, chatUser.userId, memberId, hotel.id);
      }
      const answer = await signedInAnswer(app.db, memberId, hotel);
      return { data: { ...answer.data, status: create ? ('created' as const) : ('signed_in' as const), social: true as const }, meta: answer.meta };
    });

    /** Starts single sign-on: a one-use state (and nonce) bound to this hotel and the path to come back to. */
    route(api, openIdAuthorize, async ({ body }, req) => {
      const hotel = await requireHotel(req);
      const client = oidcClient(app.config);
      const state = randomToken(24);
      const nonce = randomToken(24);
      await insertSsoState(app.db, { stateHash: sha256(state), hotelId: hotel.id, redirectPath: body.sso_redirect, nonce, expiresAt: new Date(Date.now() + STATE_MINUTES * 60_000) });
      const query = new URLSearchParams({ response_type: 'code', client_id: client.clientId, redirect_uri: ssoCallbackUrl(app.config), scope: 'openid email profile', state, nonce });
      return { data: { authorize_url: `${client.authorizeUrl}?${query.toString()}`, state } };
    });

    route(api, openIdSignIn, async ({ body }, req) => {
      const hotel = await requireHotel(req);
      return signInWithOpenId(app, hotel, body.code, body.state);
    });

    /** The brand's own sign-in: a JWT its site signed with the brand's secret (HS256). */
    route(api, customAuthSignIn, async ({ body }, req) => {
      const hotel = await requireHotel(req);
      const setting = await brandSecret(app.db, hotel);
      if (!setting) throw signOnRefused(SIGN_ON_ERRORS.customAuthNotConfigured);
      const payload = await verifyHs256(body.token, setting.secret);
      const parsed = payload === null ? null : CustomAuthClaimsSchema.safeParse(payload);
      if (!parsed?.success) throw signOnRefused(SIGN_ON_ERRORS.customAuthInvalid, 'token');
      const claims = parsed.data;
      const now = Math.floor(Date.now() / 1000);
      if (setting.issuer && claims.iss !== setting.issuer) throw signOnRefused(SIGN_ON_ERRORS.customAuthInvalid, 'token');
      const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
      if (!audiences.includes(hotel.brand_code) && !audiences.includes(hotel.code)) throw signOnRefused(SIGN_ON_ERRORS.customAuthWrongAudience, 'token');
      if (claims.iat > now + SKEW_SECONDS) throw signOnRefused(SIGN_ON_ERRORS.customAuthInvalid, 'token');
      if (claims.exp <= now - SKEW_SECONDS || claims.exp - claims.iat > CUSTOM_AUTH_MAX_SECONDS) throw signOnRefused(SIGN_ON_ERRORS.customAuthExpired, 'token');
      const email = claims.email && EmailSchema.safeParse(claims.email).success ? claims.email : null;
      // The brand's own site signed the address: it vouches for it.
      const create = email ? { email, ...namesOf(claims.given_name, claims.family_name, claims.name, email), locale: undefined, verifiedEmail: email } : null;
      const memberId = await linkedMember(app, hotel, { provider: 'custom', issuer: claims.iss ?? hotel.brand_code, subject: claims.sub }, 'custom', create);
      if (memberId === null) throw signOnRefused(SIGN_ON_ERRORS.customAuthInvalid, 'token');
      return signedInAnswer(app.db, memberId, hotel);
    });

    /**
     * The new token exchange: a refresh token for a new session and a new refresh token. The one
     * given is spent; shown again, it ends every session of its chain (3403). 3401: unknown,
     * expired or ended; 3402: a token of another brand (left unspent).
     */
    route(api, exchangeToken, async ({ body }) => {
      const hotel = await findHotel(app.db, body.hotel_code);
      if (!hotel) throw fail.notFound(`No hotel ${body.hotel_code}`);
      if (hotel.maintenance) throw fail.maintenance();
      const hash = sha256(body.token);
      const row = await findRefreshToken(app.db, hash);
      const notFound = () => new ApiError(400, ACCOUNT_CODES.SESSION_TOKEN_NOT_FOUND.code, 'This sign-in has expired. Please sign in again.', 'refresh token not found or expired', 'token');
      const spent = async () => {
        await endChainsOf(app.db, await sessionsOfChain(app.db, row!.chain));
        return new ApiError(400, ACCOUNT_CODES.ONE_TIME_TOKEN_SPENT.code, 'This sign-in link was already used. Please sign in again.', 'refresh token already used', 'token');
      };
      if (!row || row.revoked_at || row.expired) throw notFound();
      if (row.brand_id !== hotel.brand_id) throw new ApiError(400, ACCOUNT_CODES.BRAND_MISMATCH.code, 'This sign-in belongs to another hotel brand.', 'refresh token of another brand', 'token');
      if (row.used_at) throw await spent();
      if (!(await spendRefreshToken(app.db, hash))) throw await spent();
      if (!(await findMemberById(app.db, row.member_id))) throw notFound();
      return signedInAnswer(app.db, row.member_id, hotel, row.chain);
    });
  });
}

// Members (document 2 §7.7 under /hotels/{id}/memberships; programs by id and by brand), signing on
// without a password of ours (§7.2 token exchange and brand custom auth, §7.7 facebook, open_id,
// line; §7.6 POST /liff/upsert) and the person check a sign-in past the ceiling must pass.
//
// The sign-in screens (the chat's first among them) call sign_in, start_reset_password_process and
// the person check: their answers and error cases use only the small modules those screens load
// anyway (./errors, ../errors, ../account-codes, ../membership).
import * as z from 'zod/mini';
import { ACCOUNT_CODES } from '../account-codes';
import { endpoint } from '../endpoint';
import { SentAnswerSchema } from '../membership';
import { CURRENT_PASSWORD_WRONG, CUSTOM_AUTH_EXPIRED, CUSTOM_AUTH_INVALID, CUSTOM_AUTH_NOT_CONFIGURED, CUSTOM_AUTH_WRONG_AUDIENCE, FACEBOOK_NOT_CONFIGURED, FACEBOOK_TOKEN_INVALID, NAME_SCRIPT, NO_PENDING_EMAIL, PROFILE_UPDATE_NOT_ALLOWED, PROGRAM_NOT_FOUND } from '../member-errors';
import { ConfirmAnswerSchema, MemberAnswerSchema, SignUpAnswerSchema } from '../member-answers';
import { ConfirmQuerySchema, SignUpRequestSchema } from '../membership-requests';
import {
  CancelMembershipAnswerSchema,
  CancelMembershipRequestSchema,
  CustomAuthRequestSchema,
  CustomAuthTokenAnswerSchema,
  FacebookSignInAnswerSchema,
  FacebookSignInRequestSchema,
  LocaleQuerySchema,
  MemberSessionAnswerSchema,
  MemberUpdateRequestSchema,
  MembershipProgramAnswerSchema,
  MembershipProgramsAnswerSchema,
  MintCustomAuthRequestSchema,
  OpenIdAuthorizeAnswerSchema,
  OpenIdAuthorizeRequestSchema,
  OpenIdSignInRequestSchema,
  ProgramIdParams,
  ProgramQuerySchema,
  ResendConfirmEmailQuerySchema,
  ResendConfirmationQuerySchema,
  SignUpVerifyAnswerSchema,
  SignUpVerifyRequestSchema,
  SsoCallbackQuerySchema,
  SwitchProgramRequestSchema,
  TokenExchangeRequestSchema,
  UpdateEmailAnswerSchema,
  UpdateEmailRequestSchema,
  UpdatePasswordAnswerSchema,
  UpdatePasswordRequestSchema,
} from '../members';
import { PointAnswerSchema } from '../member-reservations';
import {
  LINE_ERRORS,
  LineAuthorizeAnswerSchema,
  LineAuthorizeRequestSchema,
  LineCallbackQuerySchema,
  LineCodeSignInRequestSchema,
  LineSignInAnswerSchema,
  LiffUpsertRequestSchema,
} from '../line';
import { CONFLICT, FORBIDDEN, INVALID, MAINTENANCE, NOT_FOUND, UNAUTHORIZED } from './errors';
import { BrandIdParams, HotelIdParams } from './params';
import { MALFORMED_EMAIL, emailInvalid, emailTaken, ssoCodeInvalid, ssoStateInvalid, ssoTokenInvalid } from './sign-in';

const TAG = 'Membership';
const SIGN_ON = 'Signing on';
const LINE = 'LINE';

// ---------------------------------------------------------------------------------------------
// Error cases several member calls share

const passwordStrength = {
  status: 400,
  code: ACCOUNT_CODES.PASSWORD_STRENGTH.code,
  field: 'password',
  description: 'The password is too weak: the detail lists what it lacks (password_too_short, password_needs_upper, …).',
} as const;
const passwordUsed = {
  status: 400,
  code: ACCOUNT_CODES.PASSWORD_ALREADY_USED.code,
  field: 'password',
  description: 'The password is the current one or one of the last five.',
} as const;
const nameScript = {
  ...INVALID,
  error: NAME_SCRIPT,
  description: "A name is not written in the letters of the member's language; the detail names the field.",
} as const;
const programNotFound = { ...NOT_FOUND, error: PROGRAM_NOT_FOUND, description: 'No such membership program (for this hotel).' } as const;
const currentPasswordWrong = {
  ...INVALID,
  error: CURRENT_PASSWORD_WRONG,
  field: 'current_password',
  description: 'The current password is not right (a 400: a typo does not sign the member out).',
} as const;
const chatbotAssertionRefused = {
  ...FORBIDDEN,
  field: 'chatbot_user_id',
  description: "The chatbot user's assertion is not valid (signature, audience, lifetime), or the hotel's chatbot is off.",
} as const;
const hotelNotFound = { ...NOT_FOUND, description: 'No hotel of that code.' } as const;

const customAuthNotConfigured = {
  ...INVALID,
  error: CUSTOM_AUTH_NOT_CONFIGURED,
  description: "The brand has no secret for its own sign-in.",
} as const;

const lineTokenExpired = { ...INVALID, error: LINE_ERRORS.tokenExpired, description: 'The LINE ID token has expired.' } as const;
const lineWrongChannel = { ...INVALID, error: LINE_ERRORS.wrongChannel, description: "The LINE ID token was made for another channel than the hotel's." } as const;
const lineTokenInvalid = { ...INVALID, error: LINE_ERRORS.tokenInvalid, description: 'The LINE ID token could not be verified.' } as const;
const lineNotConfigured = { ...INVALID, error: LINE_ERRORS.notConfigured, description: 'The hotel has no LINE channel.' } as const;
const lineStateInvalid = {
  ...INVALID,
  error: LINE_ERRORS.stateInvalid,
  field: 'line_state',
  description: 'The LINE Login was not started here, was used already or has expired.',
} as const;
const lineCodeInvalid = { ...INVALID, error: LINE_ERRORS.codeInvalid, field: 'line_code', description: 'LINE did not accept the code.' } as const;
const lineEmailTaken = {
  ...CONFLICT,
  error: LINE_ERRORS.emailTaken,
  field: 'profile.email',
  description: 'The address of the sign-up details already has an account: it is never taken over by a LINE sign-in.',
} as const;

// ---------------------------------------------------------------------------------------------
// Signing up

export const signUp = endpoint({
  id: 'signUp',
  method: 'POST',
  path: '/hotels/{id}/memberships/sign_up',
  summary: 'Signs up: a provisional member until the mailed link is opened (the same answer whether or not the address has an account)',
  tag: TAG,
  caller: 'client',
  params: HotelIdParams,
  body: SignUpRequestSchema,
  answer: SignUpAnswerSchema,
  status: 201,
  malformed: MALFORMED_EMAIL,
  errors: {
    signUpClosed: { ...FORBIDDEN, description: 'The hotel takes no sign-ups, or offers no membership login.' },
    emailInvalid,
    passwordStrength,
    nameScript,
    programNotFound: { ...programNotFound, field: 'program_id' },
    chatbotAssertionRefused,
  },
});

export const verifySignUp = endpoint({
  id: 'verifySignUp',
  method: 'POST',
  path: '/hotels/{id}/memberships/sign_up/verify',
  summary: "The sign-up form's checks, without making anything (nor saying whether the address has an account)",
  tag: TAG,
  caller: 'client',
  params: HotelIdParams,
  body: SignUpVerifyRequestSchema,
  answer: SignUpVerifyAnswerSchema,
  malformed: MALFORMED_EMAIL,
  errors: { emailInvalid, passwordStrength, nameScript },
});

export const confirmSignUp = endpoint({
  id: 'confirmSignUp',
  method: 'GET',
  path: '/hotels/{id}/memberships/confirm',
  summary: 'Opens a mailed link: confirms a sign-up (and signs the member in) or a changed address',
  tag: TAG,
  caller: 'client',
  params: HotelIdParams,
  query: ConfirmQuerySchema,
  answer: ConfirmAnswerSchema,
  errors: {
    linkInvalid: { ...NOT_FOUND, description: 'No such link for this hotel, or the new address has an account by now.' },
    alreadyConfirmed: { status: 400, code: ACCOUNT_CODES.ALREADY_CONFIRMED.code, description: 'The account, or the new address, is confirmed already.' },
    signUpExpired: { status: 400, code: ACCOUNT_CODES.SIGN_UP_CONFIRMATION_EXPIRED.code, description: "The sign-up's link has expired." },
    emailChangeExpired: { status: 400, code: ACCOUNT_CODES.EXPIRED.code, description: "The changed address's link has expired." },
  },
});

export const resendConfirmation = endpoint({
  id: 'resendConfirmation',
  method: 'GET',
  path: '/hotels/{id}/memberships/resend_confirmation',
  summary: "The sign-up's confirmation mail again (the same answer whatever the address is)",
  tag: TAG,
  caller: 'client',
  params: HotelIdParams,
  query: ResendConfirmationQuerySchema,
  answer: SentAnswerSchema,
  malformed: MALFORMED_EMAIL,
  errors: { emailInvalid },
});

export const resendConfirmEmail = endpoint({
  id: 'resendConfirmEmail',
  method: 'GET',
  path: '/hotels/{id}/memberships/resend_confirm_email',
  summary: "The pending address change's link again",
  tag: TAG,
  caller: 'member',
  params: HotelIdParams,
  query: ResendConfirmEmailQuerySchema,
  answer: SentAnswerSchema,
  errors: { noPendingEmail: { ...NOT_FOUND, error: NO_PENDING_EMAIL, description: 'No address change is waiting.' } },
});

// ---------------------------------------------------------------------------------------------
// Signing in and out

export const showMember = endpoint({
  id: 'showMember',
  method: 'GET',
  path: '/hotels/{id}/memberships/show',
  summary: 'The signed-in member',
  tag: TAG,
  caller: 'member',
  params: HotelIdParams,
  answer: MemberAnswerSchema,
  errors: {},
});

export const getMemberPoints = endpoint({
  id: 'getMemberPoints',
  method: 'GET',
  path: '/hotels/{id}/memberships/point',
  summary: 'Points to spend now, and the points gained in all (what ranks are reckoned by)',
  tag: TAG,
  caller: 'member',
  params: HotelIdParams,
  answer: PointAnswerSchema,
  errors: {},
});

// ---------------------------------------------------------------------------------------------
// Passwords

export const updatePassword = endpoint({
  id: 'updatePassword',
  method: 'PUT',
  path: '/hotels/{id}/memberships/update_password',
  summary: "Completes a reset with the mailed token, or, signed in, changes the password with the current one",
  tag: TAG,
  caller: 'member_optional',
  params: HotelIdParams,
  body: UpdatePasswordRequestSchema,
  answer: UpdatePasswordAnswerSchema,
  errors: {
    unauthorized: { ...UNAUTHORIZED, description: 'A change with the current password needs a signed-in member.' },
    currentPasswordWrong,
    passwordStrength,
    passwordUsed,
    resetLinkExpired: {
      status: 400,
      code: ACCOUNT_CODES.EXPIRED.code,
      field: 'reset_password_token',
      description: 'The reset link has expired, was used, or is not of this hotel.',
    },
  },
});

// ---------------------------------------------------------------------------------------------
// The account

export const updateMember = endpoint({
  id: 'updateMember',
  method: 'PUT',
  path: '/hotels/{id}/memberships/update',
  summary: "Changes the member's profile (absent fields stay, null clears)",
  tag: TAG,
  caller: 'member',
  params: HotelIdParams,
  body: MemberUpdateRequestSchema,
  answer: MemberAnswerSchema,
  errors: {
    profileUpdateNotAllowed: {
      ...FORBIDDEN,
      error: PROFILE_UPDATE_NOT_ALLOWED,
      description: "A custom provider's member, or a program without update_member_profile_enabled.",
    },
    nameScript,
  },
});

export const updateMemberEmail = endpoint({
  id: 'updateMemberEmail',
  method: 'PUT',
  path: '/hotels/{id}/memberships/update_email',
  summary: 'Asks to change the address: pending until the link mailed to the new one is opened',
  tag: TAG,
  caller: 'member',
  params: HotelIdParams,
  body: UpdateEmailRequestSchema,
  answer: UpdateEmailAnswerSchema,
  malformed: MALFORMED_EMAIL,
  errors: {
    emailInvalid,
    currentPasswordWrong,
    sameAddress: { ...INVALID, field: 'email', description: "The address is the account's own already." },
  },
});

export const cancelMembership = endpoint({
  id: 'cancelMembership',
  method: 'POST',
  path: '/hotels/{id}/memberships/cancel',
  summary: "Deletes the account: every session ends, personal details are erased, the address is free again",
  tag: TAG,
  caller: 'member',
  params: HotelIdParams,
  body: CancelMembershipRequestSchema,
  answer: CancelMembershipAnswerSchema,
  errors: { currentPasswordWrong },
});

// ---------------------------------------------------------------------------------------------
// Programs

export const getMembershipProgram = endpoint({
  id: 'getMembershipProgram',
  method: 'GET',
  path: '/hotels/{id}/memberships/program',
  summary: "The signed-in member's program (or another program of the brand, by id)",
  tag: TAG,
  caller: 'member',
  params: HotelIdParams,
  query: ProgramQuerySchema,
  answer: MembershipProgramAnswerSchema,
  errors: { programNotFound: { ...programNotFound, field: 'program_id' } },
});

export const switchMembershipProgram = endpoint({
  id: 'switchMembershipProgram',
  method: 'PUT',
  path: '/hotels/{id}/memberships/switch',
  summary: "Moves the member to another program of the brand, at its first rank",
  tag: TAG,
  caller: 'member',
  params: HotelIdParams,
  body: SwitchProgramRequestSchema,
  answer: MemberAnswerSchema,
  errors: { programNotFound: { ...programNotFound, field: 'program_id' } },
});

export const getMembershipProgramById = endpoint({
  id: 'getMembershipProgramById',
  method: 'GET',
  path: '/membership_programs/{id}',
  summary: 'A membership program by id',
  tag: TAG,
  caller: 'client',
  params: ProgramIdParams,
  query: LocaleQuerySchema,
  answer: MembershipProgramAnswerSchema,
  errors: { programNotFound },
});

export const listBrandMembershipPrograms = endpoint({
  id: 'listBrandMembershipPrograms',
  method: 'GET',
  path: '/hotel_brands/{id}/membership_programs',
  summary: "A brand's membership programs",
  tag: TAG,
  caller: 'client',
  params: BrandIdParams,
  query: LocaleQuerySchema,
  answer: MembershipProgramsAnswerSchema,
  errors: { brandNotFound: { ...NOT_FOUND, description: 'No hotel brand of that id or code.' } },
});

// ---------------------------------------------------------------------------------------------
// Facebook, single sign-on (OpenID Connect), a brand's own sign-in, the token exchange

export const facebookSignIn = endpoint({
  id: 'facebookSignIn',
  method: 'POST',
  path: '/hotels/{id}/memberships/facebook',
  summary: "Signs in with a Facebook user access token: signed in, created (with the sign-up details), or needs_profile",
  tag: SIGN_ON,
  caller: 'client',
  params: HotelIdParams,
  body: FacebookSignInRequestSchema,
  answer: FacebookSignInAnswerSchema,
  errors: {
    facebookNotConfigured: { ...INVALID, error: FACEBOOK_NOT_CONFIGURED, description: 'The hotel offers no Facebook sign-in.' },
    facebookTokenInvalid: {
      ...INVALID,
      error: FACEBOOK_TOKEN_INVALID,
      field: 'access_token',
      description: 'Facebook did not vouch for the access token (for this app).',
    },
    emailTaken,
    chatbotAssertionRefused,
  },
});

export const openIdAuthorize = endpoint({
  id: 'openIdAuthorize',
  method: 'POST',
  path: '/hotels/{id}/memberships/open_id/authorize',
  summary: 'Starts single sign-on: where to send the browser, with a one-use state bound to this hotel',
  tag: SIGN_ON,
  caller: 'client',
  params: HotelIdParams,
  body: OpenIdAuthorizeRequestSchema,
  answer: OpenIdAuthorizeAnswerSchema,
  errors: {},
});

export const openIdSignIn = endpoint({
  id: 'openIdSignIn',
  method: 'POST',
  path: '/hotels/{id}/memberships/open_id/sign_in',
  summary: 'Single sign-on: the code and state the callback received, exchanged here for a new session',
  tag: SIGN_ON,
  caller: 'client',
  params: HotelIdParams,
  body: OpenIdSignInRequestSchema,
  answer: MemberSessionAnswerSchema,
  errors: { ssoStateInvalid, ssoCodeInvalid, ssoTokenInvalid, emailTaken },
});

export const customAuthSignIn = endpoint({
  id: 'customAuthSignIn',
  method: 'POST',
  path: '/hotels/{id}/memberships/custom_auth',
  summary: "The brand's own sign-in: a token its site signed with the brand's secret (HS256)",
  tag: SIGN_ON,
  caller: 'client',
  params: HotelIdParams,
  body: CustomAuthRequestSchema,
  answer: MemberSessionAnswerSchema,
  errors: {
    customAuthNotConfigured,
    customAuthInvalid: {
      ...INVALID,
      error: CUSTOM_AUTH_INVALID,
      description: "The token is not signed with the brand's secret, names another issuer, is issued in the future, or names no address for a first sign-in.",
    },
    customAuthWrongAudience: { ...INVALID, error: CUSTOM_AUTH_WRONG_AUDIENCE, description: 'The token was made for another site.' },
    customAuthExpired: { ...INVALID, error: CUSTOM_AUTH_EXPIRED, description: 'The token has expired, or lives longer than an hour.' },
    emailTaken,
  },
});

export const exchangeToken = endpoint({
  id: 'exchangeToken',
  method: 'POST',
  path: '/user/token_exchange',
  summary: 'A refresh token for a new session and a new refresh token (the one given is spent)',
  tag: SIGN_ON,
  caller: 'client',
  body: TokenExchangeRequestSchema,
  answer: MemberSessionAnswerSchema,
  errors: {
    hotelNotFound,
    maintenance: MAINTENANCE,
    tokenNotFound: { status: 400, code: ACCOUNT_CODES.SESSION_TOKEN_NOT_FOUND.code, description: 'Unknown, expired or ended refresh token.' },
    brandMismatch: { status: 400, code: ACCOUNT_CODES.BRAND_MISMATCH.code, description: 'A refresh token of another brand (left unspent).' },
    tokenSpent: {
      status: 400,
      code: ACCOUNT_CODES.ONE_TIME_TOKEN_SPENT.code,
      description: 'The refresh token was spent already: every session of its chain ends.',
    },
  },
});

export const ssoCustomCallback = endpoint({
  id: 'ssoCustomCallback',
  method: 'GET',
  path: '/sso/custom/callback',
  summary: "The identity provider's redirect back: forwarded to the widget's /sso/custom/callback with sso_code and sso_state",
  tag: SIGN_ON,
  caller: 'public',
  query: SsoCallbackQuerySchema,
  answer: z.unknown(),
  answerKind: 'redirect',
  status: 302,
  errors: { ssoStateInvalid: { ...ssoStateInvalid, field: 'state' } },
});

export const createCustomAuthToken = endpoint({
  id: 'createCustomAuthToken',
  method: 'POST',
  path: '/staff/hotels/{id}/custom_auth_token',
  summary: "A brand custom auth token as the hotel's own site would sign it (for trying the flow)",
  tag: SIGN_ON,
  caller: 'staff',
  params: HotelIdParams,
  body: MintCustomAuthRequestSchema,
  answer: CustomAuthTokenAnswerSchema,
  status: 201,
  errors: { hotelNotFound, customAuthNotConfigured },
});

// ---------------------------------------------------------------------------------------------
// LINE

export const liffUpsert = endpoint({
  id: 'liffUpsert',
  method: 'POST',
  path: '/liff/upsert',
  summary: 'A LIFF ID token for our own member session: signed in, created (with the sign-up details), or needs_profile',
  tag: LINE,
  caller: 'client',
  body: LiffUpsertRequestSchema,
  answer: LineSignInAnswerSchema,
  errors: {
    hotelNotFound,
    maintenance: MAINTENANCE,
    lineNotConfigured: { ...lineNotConfigured, field: 'id_token' },
    lineTokenExpired: { ...lineTokenExpired, field: 'id_token' },
    lineWrongChannel: { ...lineWrongChannel, field: 'id_token' },
    lineTokenInvalid: { ...lineTokenInvalid, field: 'id_token' },
    lineEmailTaken,
    chatbotAssertionRefused: { ...chatbotAssertionRefused, description: `${chatbotAssertionRefused.description} Or it was issued for another LINE user.` },
  },
});

export const lineAuthorize = endpoint({
  id: 'lineAuthorize',
  method: 'POST',
  path: '/hotels/{id}/memberships/line/authorize',
  summary: 'Starts LINE Login: where to send the browser, with a one-use state bound to this hotel',
  tag: LINE,
  caller: 'client',
  params: HotelIdParams,
  body: LineAuthorizeRequestSchema,
  answer: LineAuthorizeAnswerSchema,
  errors: { lineNotConfigured: { ...lineNotConfigured, field: 'id_token' } },
});

export const lineSignIn = endpoint({
  id: 'lineSignIn',
  method: 'POST',
  path: '/hotels/{id}/memberships/line',
  summary: 'LINE Login by code: the code and state exchanged here for our own member session (or needs_profile)',
  tag: LINE,
  caller: 'client',
  params: HotelIdParams,
  body: LineCodeSignInRequestSchema,
  answer: LineSignInAnswerSchema,
  errors: {
    lineNotConfigured: { ...lineNotConfigured, field: 'id_token' },
    lineStateInvalid,
    lineCodeInvalid,
    lineTokenExpired: { ...lineTokenExpired, field: 'id_token' },
    lineWrongChannel: { ...lineWrongChannel, field: 'id_token' },
    lineTokenInvalid: { ...lineTokenInvalid, field: 'id_token' },
    lineEmailTaken,
  },
});

export const lineCallback = endpoint({
  id: 'lineCallback',
  method: 'GET',
  path: '/line/callback',
  summary: "LINE's redirect back: forwarded to the widget's /sign-in with line_code, line_state and line_redirect",
  tag: LINE,
  caller: 'public',
  query: LineCallbackQuerySchema,
  answer: z.unknown(),
  answerKind: 'redirect',
  status: 302,
  errors: { lineStateInvalid, lineCodeInvalid },
});

// ---------------------------------------------------------------------------------------------
// The person check's sandbox (development)


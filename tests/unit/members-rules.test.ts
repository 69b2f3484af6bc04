// The member screens' rules without a page: who is offered sign-up, sign-in, corporate sign-in and
// profile update (document 1 §5, §6), the login menu's entries (§2), and the words each catalogue
// code of document 2 §8 is told in.
import { describe, expect, it } from 'vitest';
import { errorEnvelope, InitSettingsAnswerSchema, LoginWidgetAnswerSchema, type User } from '../../contract';
import { ApiCallError } from '../../src/lib/api/client';
import { memberProblem } from '../../src/features/members/problems';
import {
  corporateSignInShown,
  loginWidgetShown,
  memberSignInShown,
  menuEntries,
  profileUpdateAllowed,
  signUpShown,
  type MenuContext,
} from '../../src/features/members/visibility';
import { displayName, kanaName } from '../../src/lib/member-name';
import { profileSchema, toUpdateRequest, profileValues } from '../../src/features/members/profile-form';
import initFixture from '../fixtures/init-demo-tokyo.json';
import loginFixture from '../fixtures/login-widget-demo-tokyo.json';

const init = InitSettingsAnswerSchema.parse(initFixture).data;
const loginWidget = LoginWidgetAnswerSchema.parse(loginFixture).data;
const MEMBER: User = {
  id: 7, membership_id: 'M-7', email: 'member@demo.yadori.test', first_name: 'Hanako', last_name: 'Yamada', first_name_kana: 'ハナコ', last_name_kana: 'ヤマダ',
  locale: 'ja', provider: null, program_id: 1, rank_id: 2, rank: { code: 'silver', name: 'Silver' }, hotel_brand_id: 1, organization: null, organization_role: null,
  point_program_enabled: true, profile_update_allowed: true,
};

function ctx(over: Partial<MenuContext> = {}): MenuContext {
  return { init, loginWidget, user: null, path: '/booking/result', search: '?code=demo-tokyo', chatbotFrame: false, hasVoucher: false, ...over };
}
const kinds = (c: MenuContext) => menuEntries(c, '/booking/result?code=demo-tokyo').map((e) => e.kind);

describe('visibility rules', () => {
  it('offers a guest member sign-in, corporate sign-in and sign-up, each returning to where they were', () => {
    expect(kinds(ctx())).toEqual(['sign_in', 'corporate_sign_in', 'sign_up']);
    const signIn = menuEntries(ctx(), '/booking/result?code=demo-tokyo&adults=3')[0]!;
    expect(signIn).toEqual({ kind: 'sign_in', path: '/sign-in', params: { target: '/booking/result?code=demo-tokyo&adults=3' } });
  });

  it('sign-up only when active, membership login on, not in voucher mode, signed out and without custom auth', () => {
    expect(signUpShown(ctx())).toBe(true);
    expect(signUpShown(ctx({ loginWidget: { ...loginWidget, allow_signup: false } }))).toBe(false);
    expect(signUpShown(ctx({ loginWidget: { ...loginWidget, membership_login_enabled: false } }))).toBe(false);
    expect(signUpShown(ctx({ search: '?code=demo-tokyo&voucher_coupon_code=V1' }))).toBe(false);
    expect(signUpShown(ctx({ user: MEMBER }))).toBe(false);
    const custom = { ...init, booking_widget_setting_attributes: { ...init.booking_widget_setting_attributes, brand_custom_auth_token_name: 'brand_token' } };
    expect(signUpShown(ctx({ init: custom }))).toBe(false);
    expect(memberSignInShown(ctx({ init: custom }))).toBe(false);
  });

  it('corporate sign-in not for a corporate user, nor in a lottery entry or on its confirmation', () => {
    expect(corporateSignInShown(ctx())).toBe(true);
    expect(corporateSignInShown(ctx({ user: { ...MEMBER, id: 0, organization: { id: 1, name: 'c', display_name: 'C' } } }))).toBe(false);
    expect(corporateSignInShown(ctx({ search: '?lottery_event=abc' }))).toBe(false);
    expect(corporateSignInShown(ctx({ path: '/room-lottery/confirmation/R1' }))).toBe(false);
    expect(corporateSignInShown(ctx({ loginWidget: { ...loginWidget, organization_login_enabled: false } }))).toBe(false);
  });

  it('hides the login widget in the chatbot frame, on lottery complete, on 503 and on a search in update mode', () => {
    expect(loginWidgetShown(ctx())).toBe(true);
    expect(loginWidgetShown(ctx({ chatbotFrame: true }))).toBe(false);
    expect(loginWidgetShown(ctx({ path: '/room-lottery/complete/R1' }))).toBe(false);
    expect(loginWidgetShown(ctx({ path: '/503' }))).toBe(false);
    expect(loginWidgetShown(ctx({ search: '?code=demo-tokyo&current_reservation=R1&bypass_token=x' }))).toBe(false);
    expect(loginWidgetShown(ctx({ loginWidget: { ...loginWidget, is_active: false } }))).toBe(false);
  });

  it("a member's menu: account, reservations, points, payment options, coupons with a voucher, logout", () => {
    expect(kinds(ctx({ user: MEMBER }))).toEqual(['account', 'reservations', 'points', 'payment_options', 'logout']);
    expect(kinds(ctx({ user: MEMBER, hasVoucher: true }))).toContain('coupons');
    // A custom-provider member has no account or points links.
    expect(kinds(ctx({ user: { ...MEMBER, provider: 'custom' } }))).toEqual(['reservations', 'payment_options', 'logout']);
    // Points only where the point program runs.
    const noPoints = { ...init, hotel_brand_setting: { ...init.hotel_brand_setting, point_program_enabled: false } };
    expect(kinds(ctx({ user: MEMBER, init: noPoints }))).not.toContain('points');
  });

  it('admin for an organization admin, my page for a brand with its own member page', () => {
    const admin = { ...MEMBER, id: 0, organization: { id: 1, name: 'c', display_name: 'C' }, organization_role: 'org_admin' };
    expect(kinds(ctx({ user: admin }))).toEqual(['admin', 'logout']);
    const withPage = { ...init, integrations: { ...init.integrations, membership_menu_redirect: { url: 'https://brand.example/mypage' } } };
    expect(menuEntries(ctx({ user: MEMBER, init: withPage }), '/')[0]).toEqual({ kind: 'my_page', url: 'https://brand.example/mypage' });
  });

  it('a brand that signs members in on its own site sends sign-in there', () => {
    const custom = { ...init, integrations: { ...init.integrations, membership_customer_login_redirect: { url: 'https://brand.example/login', with_organization_url: 'https://brand.example/corp' } } };
    const entries = menuEntries(ctx({ init: custom }), '/');
    expect(entries.slice(0, 2)).toEqual([
      { kind: 'sign_in', url: 'https://brand.example/login' },
      { kind: 'corporate_sign_in', url: 'https://brand.example/corp' },
    ]);
  });

  it('profile update: signed in, not custom provider, and the program allows it', () => {
    expect(profileUpdateAllowed(MEMBER, undefined)).toBe(true);
    expect(profileUpdateAllowed({ ...MEMBER, provider: 'custom' }, true)).toBe(false);
    expect(profileUpdateAllowed({ ...MEMBER, profile_update_allowed: false }, true)).toBe(false);
    const { profile_update_allowed: _, ...older } = MEMBER;
    expect(profileUpdateAllowed(older, false)).toBe(false);
    expect(profileUpdateAllowed(older, true)).toBe(true);
    expect(profileUpdateAllowed(null, true)).toBe(false);
  });
});

describe('names by language', () => {
  const profile = { ...profileValuesFor(), first_name_kanji: '花子', last_name_kanji: '山田' };
  function profileValuesFor() {
    return { first_name_kanji: null, last_name_kanji: null, dob: null, gender: null, nationality: null, occupation: null, phone: null, postal_code: null, prefecture_or_state: null, street_address: null, building_name_and_number: null, receipt_title: null, receipt_unicode: null, promotion_email_opt_in: false };
  }
  it('family name first in the local script for ja, ko and zh; given name first otherwise; kana in ja', () => {
    const m = { ...MEMBER, profile };
    expect(displayName(m, 'ja')).toBe('山田 花子');
    expect(displayName(m, 'en')).toBe('Hanako Yamada');
    expect(displayName(MEMBER, 'zh_Hant')).toBe('Yamada Hanako');
    expect(displayName({ ...MEMBER, profile: { ...profile, last_name_kanji: '김', first_name_kanji: '민준' } }, 'ko')).toBe('김민준');
    expect(displayName(MEMBER, 'ko')).toBe('Yamada Hanako');
    expect(kanaName(m, 'ja')).toBe('ヤマダ ハナコ');
    expect(kanaName(m, 'en')).toBeNull();
  });

  it('the profile form: separators in phone and postcode are fine and sent without; blanks clear', () => {
    const v = { ...profileValues(MEMBER), phone: '+81 90-1234-5678', postal_code: '104-0061', occupation: '  ' };
    expect(profileSchema('ja').safeParse(v).success).toBe(true);
    const body = toUpdateRequest(v, 'ja');
    expect(body).toMatchObject({ phone: '+819012345678', postal_code: '1040061', occupation: null, last_name_kana: 'ヤマダ' });
    expect(profileSchema('ja').safeParse({ ...v, phone: '03-12AB' }).error?.issues[0]?.message).toBe('phone_digits');
    expect(profileSchema('en').safeParse({ ...v, first_name: '花子' }).error?.issues[0]?.message).toBe('name_script');
    // Kana and the local-script name are asked only where the language has them.
    expect(toUpdateRequest(v, 'en')).not.toHaveProperty('last_name_kana');
  });
});

describe('catalogue codes in words', () => {
  const err = (status: number, code: number, error = 'x', field?: string) => {
    const e = errorEnvelope('T', code, error, field).errors[0]!.details.base[0]!;
    return new ApiCallError(status, e.code, 'T', e.error, e.field);
  };
  it.each([
    [err(400, 1300, 'password_too_short', 'password'), 'sign_up', 'members.errors.password_strength', 'password'],
    [err(423, 1301, 'Too many failed sign-ins. Please try again in 4 minute(s).'), 'sign_in', 'members.errors.locked', undefined],
    [err(400, 1302, 'x', 'password'), 'reset', 'members.errors.password_used', 'password'],
    [err(401, 1400), 'profile', 'members.errors.session_expired', undefined],
    [err(400, 1401), 'confirm', 'members.errors.confirm_expired', undefined],
    [err(400, 1402), 'confirm', 'members.errors.already_confirmed', undefined],
    [err(403, 1403), 'sign_in', 'members.errors.registered_by_facility', undefined],
    [err(400, 3401), 'sign_on', 'members.errors.token_not_found', undefined],
    [err(400, 3402), 'sign_on', 'members.errors.brand_mismatch', undefined],
    [err(400, 3403), 'sign_on', 'members.errors.token_spent', undefined],
    [err(400, 3704, 'x', 'email'), 'sign_up', 'members.errors.email_undeliverable', 'email'],
    [err(404, 3705, 'x', 'email'), 'reset_start', 'members.errors.email_absent', 'email'],
    [err(404, 3705, 'x', 'email'), 'resend', 'members.errors.resend_unregistered', 'email'],
    [err(401, 1000, 'wrong_credentials'), 'sign_in', 'members.errors.wrong_credentials', undefined],
    [err(403, 1000, 'not_confirmed'), 'sign_in', 'members.errors.not_confirmed', undefined],
    [err(400, 1000, 'current_password_wrong: no', 'current_password'), 'email', 'members.errors.current_password_wrong', 'current_password'],
    [err(400, 1000, 'phone phone_digits', 'phone'), 'profile', 'members.errors.phone_digits', 'phone'],
    [err(400, 1250), 'reset', 'members.errors.reset_link_expired', undefined],
  ] as const)('%#: %s', (e, context, key, field) => {
    const p = memberProblem(e, context);
    expect(p.key).toBe(key);
    expect(p.field).toBe(field);
  });

  it('the lock says how long, and a network failure is said as such', () => {
    expect(memberProblem(err(423, 1301, 'Please try again in 4 minute(s).'), 'sign_in').params).toEqual({ minutes: 4 });
    expect(memberProblem(new ApiCallError(0, undefined, 'Network error', 'network'), 'sign_in').key).toBe('members.errors.network');
    // Too many calls: the wait the answer gave, or a minute when it gave none.
    const flood = { errors: [{ title: 'Too Many Requests', details: { base: [{ code: 1000, error: 'Too many requests.', retry_after: 42 }] } }] };
    expect(memberProblem(new ApiCallError(429, 1000, 'Too Many Requests', 'Too many requests.', undefined, flood), 'sign_in')).toEqual({ key: 'members.errors.too_many', params: { seconds: 42 } });
    expect(memberProblem(new ApiCallError(429, undefined, 'Too Many Requests', 'HTTP 429'), 'reset_start').params).toEqual({ seconds: 60 });
  });
});

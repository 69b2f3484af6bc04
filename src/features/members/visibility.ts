// Who is offered what (document 1 §2 "Header, footer, login menu", §5 visibility rules, §6): the
// login widget, each entry of its menu, sign-up, sign-in and profile update. Pure rules over the
// settings, the user and where the guest is, so they are tested without a page.
import { isOrganizationAdmin, type InitSettings, type LoginWidget, type User } from '../../../contract';
import { updateModeNumber } from '../../lib/reservation-access';
import { pointsUsable } from '../../../contract/rules/points';

/** Read-only all the way down: what a valtio snapshot gives. */
export type Snap<T> = T extends (infer U)[] ? readonly Snap<U>[] : T extends object ? { readonly [K in keyof T]: Snap<T[K]> } : T;
type U = Snap<User>;

export interface MenuContext {
  init: Snap<
    Pick<InitSettings, 'integrations' | 'hotel_brand'> & {
      booking_widget_setting_attributes: Pick<InitSettings['booking_widget_setting_attributes'], 'brand_custom_auth_token_name' | 'point_program_disabled'>;
      hotel_brand_setting: Pick<InitSettings['hotel_brand_setting'], 'point_program_enabled'>;
    }
  >;
  loginWidget: Snap<LoginWidget>;
  user: U | null;
  /** The current path and query. */
  path: string;
  search: string;
  chatbotFrame: boolean;
  /** The member holds a voucher that is consumed, pending or available (unknown: false). */
  hasVoucher: boolean;
}

/** Brands whose own site signs members out, so the widget offers no logout of its own. */
export const LOGOUT_HIDDEN_BRAND_IDS: readonly number[] = [];

export function isSignedIn(user: U | null): boolean {
  return !!user && (user.id > 0 || !!user.organization);
}

/** A brand that signs its members in with its own token (document 1 §3 brand_custom_auth_token_name). */
export function hasCustomAuth(ctx: Pick<MenuContext, 'init'>): boolean {
  return !!ctx.init.booking_widget_setting_attributes.brand_custom_auth_token_name;
}

/** A search in voucher mode (a voucher code in the address): the voucher is the way in, not sign-up. */
export function inVoucherMode(search: string): boolean {
  return new URLSearchParams(search).has('voucher_coupon_code');
}

function inLotteryEntry(ctx: Pick<MenuContext, 'path' | 'search'>): boolean {
  const q = new URLSearchParams(ctx.search);
  return q.has('lottery_event') || q.has('current_lottery_entry') || ctx.path.startsWith('/room-lottery/guest-detail');
}

/** The login widget: hidden in the chatbot frame, on lottery complete, on 503 and on a search in update mode. */
export function loginWidgetShown(ctx: Pick<MenuContext, 'loginWidget' | 'path' | 'search' | 'chatbotFrame'>): boolean {
  if (ctx.chatbotFrame || !ctx.loginWidget.is_active) return false;
  if (ctx.path.startsWith('/room-lottery/complete/') || ctx.path === '/503') return false;
  // The results page changes a booked reservation: the same rule enters update mode there.
  if (updateModeNumber(ctx.path, ctx.search) !== null) return false;
  return true;
}

/** Member sign-in: signed out, no custom auth, membership login enabled. */
export function memberSignInShown(ctx: Pick<MenuContext, 'init' | 'loginWidget' | 'user'>): boolean {
  return !isSignedIn(ctx.user) && !hasCustomAuth(ctx) && ctx.loginWidget.membership_login_enabled;
}

/** Sign-up: sign-up active, membership login enabled, not in voucher mode, signed out, no custom auth. */
export function signUpShown(ctx: Pick<MenuContext, 'init' | 'loginWidget' | 'user' | 'search'>): boolean {
  return ctx.loginWidget.allow_signup && ctx.loginWidget.membership_login_enabled && !inVoucherMode(ctx.search) && !isSignedIn(ctx.user) && !hasCustomAuth(ctx);
}

/** Corporate sign-in: not signed in as corporate, corporate login on, not in a lottery entry nor on its confirmation. */
export function corporateSignInShown(ctx: Pick<MenuContext, 'loginWidget' | 'user' | 'path' | 'search'>): boolean {
  return !ctx.user?.organization && ctx.loginWidget.organization_login_enabled && !inLotteryEntry(ctx) && !ctx.path.startsWith('/room-lottery/confirmation/');
}

/** A member (not only a corporate user) is signed in. */
export function isMember(user: U | null): user is U {
  return !!user && user.id > 0;
}

/**
 * Profile update: signed in, not a custom-provider member, and the program allows it
 * (update_member_profile_enabled). The API says so in profile_update_allowed; the program's
 * own flag is the fallback when an answer lacks it.
 */
export function profileUpdateAllowed(user: U | null, programAllows: boolean | undefined): boolean {
  if (!isMember(user) || user.provider === 'custom') return false;
  return user.profile_update_allowed ?? programAllows ?? false;
}

export type MenuEntryKind = 'admin' | 'my_page' | 'account' | 'reservations' | 'points' | 'payment_options' | 'coupons' | 'sign_in' | 'corporate_sign_in' | 'sign_up';

export type MenuEntry =
  /** A page of this widget, with the query it takes. */
  | { kind: MenuEntryKind; path: string; params?: Record<string, string> }
  /** A page of the brand's own site. */
  | { kind: MenuEntryKind; url: string }
  | { kind: 'logout' };

/** The login menu's entries, in order, for who is signed in and where (document 1 §2). */
export function menuEntries(ctx: MenuContext, returnTo: string): MenuEntry[] {
  const entries: MenuEntry[] = [];
  const { user, init } = ctx;
  const back = { target: returnTo };
  if (isSignedIn(user)) {
    if (isOrganizationAdmin(user)) entries.push({ kind: 'admin', path: '/organization-admin' });
    const redirect = init.integrations.membership_menu_redirect;
    if (redirect) entries.push({ kind: 'my_page', url: redirect.url });
    if (isMember(user)) {
      // A custom-provider member has no account or points links (document 1 §6).
      const custom = user.provider === 'custom';
      if (!custom) entries.push({ kind: 'account', path: '/my-account/profile' });
      entries.push({ kind: 'reservations', path: '/my-account/reservations' });
      const points = pointsUsable({
        brandProgram: init.hotel_brand_setting.point_program_enabled,
        hotelDisabled: init.booking_widget_setting_attributes.point_program_disabled,
        memberProgram: user.point_program_enabled,
      });
      if (points && !custom) entries.push({ kind: 'points', path: '/my-account/points' });
      entries.push({ kind: 'payment_options', path: '/my-account/payment-options' });
      if (ctx.hasVoucher) entries.push({ kind: 'coupons', path: '/my-account/promotions' });
    }
    if (!LOGOUT_HIDDEN_BRAND_IDS.includes(init.hotel_brand.id)) entries.push({ kind: 'logout' });
    return entries;
  }
  if (memberSignInShown(ctx)) {
    // A brand that signs its members in on its own site sends them there.
    const custom = init.integrations.membership_customer_login_redirect;
    entries.push(custom ? { kind: 'sign_in', url: custom.url } : { kind: 'sign_in', path: '/sign-in', params: back });
  }
  if (corporateSignInShown(ctx)) {
    const custom = init.integrations.membership_customer_login_redirect?.with_organization_url;
    entries.push(custom ? { kind: 'corporate_sign_in', url: custom } : { kind: 'corporate_sign_in', path: '/organization-sign-in', params: back });
  }
  if (signUpShown(ctx)) entries.push({ kind: 'sign_up', path: '/sign-up', params: back });
  return entries;
}

// Whether the chat may offer member sign-in and sign-up (document 1 §5): a password when the hotel's
// login widget has membership login on, LINE, Facebook or single sign-on when it offers them, and
// none of them when the brand signs its members in itself; sign-up needs the password sign-in and
// the hotel to take sign-ups.
import type { InitSettings, LoginWidget } from '../../../contract';

interface Settings {
  init: { readonly booking_widget_setting_attributes: Pick<InitSettings['booking_widget_setting_attributes'], 'brand_custom_auth_token_name'> } | null;
  loginWidget: (Pick<LoginWidget, 'membership_login_enabled' | 'allow_signup' | 'direct_sso_enabled'> & { readonly sns_auth_settings: readonly unknown[] }) | null;
}

/** Signing in with an address and a password. */
export function chatPasswordOffered({ init, loginWidget }: Settings): boolean {
  return !!init && !!loginWidget && loginWidget.membership_login_enabled && !init.booking_widget_setting_attributes.brand_custom_auth_token_name;
}

/** Signing in with LINE, Facebook or the brand's single sign-on. */
export function chatSignOnOffered({ init, loginWidget }: Settings): boolean {
  return !!init && !!loginWidget && !init.booking_widget_setting_attributes.brand_custom_auth_token_name && (loginWidget.direct_sso_enabled || loginWidget.sns_auth_settings.length > 0);
}

/** Any way of signing in at all: the chat's sign-in page is offered. */
export function chatSignInOffered(settings: Settings): boolean {
  return chatPasswordOffered(settings) || chatSignOnOffered(settings);
}

export function chatSignUpOffered(settings: Settings): boolean {
  return chatPasswordOffered(settings) && !!settings.loginWidget?.allow_signup;
}

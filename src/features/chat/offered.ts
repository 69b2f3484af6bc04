// Whether the chat may offer member sign-in and sign-up (document 1 §5): sign-in when the hotel's
// login widget has membership login on and the brand does not sign its members in itself; sign-up
// also needs the hotel to take sign-ups.
import type { InitSettings, LoginWidget } from '../../../contract';

interface Settings {
  init: { readonly booking_widget_setting_attributes: Pick<InitSettings['booking_widget_setting_attributes'], 'brand_custom_auth_token_name'> } | null;
  loginWidget: Pick<LoginWidget, 'membership_login_enabled' | 'allow_signup'> | null;
}

export function chatSignInOffered({ init, loginWidget }: Settings): boolean {
  return !!init && !!loginWidget && loginWidget.membership_login_enabled && !init.booking_widget_setting_attributes.brand_custom_auth_token_name;
}

export function chatSignUpOffered(settings: Settings): boolean {
  return chatSignInOffered(settings) && !!settings.loginWidget?.allow_signup;
}

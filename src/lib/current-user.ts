// The signed-in member, as start-up and the chat's sign-in signals ask for it.
import { HEADERS, type UserMeAnswer } from '../../contract';
import { getCurrentUser } from '../../contract/endpoints/sessions';
import { api } from './api';
import { localeState } from './i18n';

/** The signed-in member (GET /user/me), by a one-time token or the session held. */
export async function fetchMe(params: { oneTimeToken?: string | undefined; hotelCode: string }): Promise<UserMeAnswer> {
  return api.call(
    getCurrentUser,
    // The member's rank and names come in the language the page speaks.
    { query: { hotel_code: params.hotelCode, locale: localeState.locale } },
    { headers: params.oneTimeToken ? { [HEADERS.oneTimeAccessToken]: params.oneTimeToken } : {} },
  );
}

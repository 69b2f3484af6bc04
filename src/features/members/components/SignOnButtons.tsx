// The buttons of the providers the hotel offers for signing in (login widget sns_auth_settings and
// single sign-on). Each says in words which provider it is; the provider's colour is decoration.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { appState } from '../../../lib/app-store';
import { useLocale, useT } from '../../../lib/i18n';
import { ApiCallError } from '../../../lib/api/client';
import type { Problem } from '../problems';
import { holdLineCode } from '../../../lib/line-answer';
import { hotelPath, navigate } from '../../../lib/navigation';
import { signOnInWindow, signOnNeedsWindow, type SignOnReturn } from '../../../lib/sign-on-window';
import { holdMemberSecret, SSO_CALLBACK_PATH } from '../address-secrets';
import { authorizeLine, authorizeOpenId, signOnProviders, startInTab, type SignOnProvider } from '../sign-on';
import { apiHasSandbox, signInWithFacebook, type FacebookOutcome } from '../facebook-sign-in';

export interface SignOnButtonsProps {
  hotelCode: string;
  returnTo: string;
  onProblem(problem: Problem | null): void;
  /** Signed in by a provider that answers in the page (Facebook). */
  onSignedIn(): void;
  /** Facebook knows the person, but sign-up details are needed. */
  onNeedsProfile(outcome: Extract<FacebookOutcome, { kind: 'needs_profile' }>, appId: string): void;
  showsDivider: boolean;
}

export function SignOnButtons({ hotelCode, returnTo, onProblem, onSignedIn, onNeedsProfile, showsDivider }: SignOnButtonsProps) {
  const t = useT();
  const locale = useLocale();
  const { loginWidget } = useSnapshot(appState);
  const [busy, setBusy] = useState<SignOnProvider | null>(null);
  /** The provider is open in its own window (inside a frame): the member finishes there. */
  const [waiting, setWaiting] = useState(false);
  const providers = signOnProviders(loginWidget);
  const offersFacebook = providers.some((p) => p.provider === 'facebook');
  // Known before the click, so the login popup opens within the click (popup blockers).
  useEffect(() => {
    if (offersFacebook) void apiHasSandbox();
  }, [offersFacebook]);
  if (providers.length === 0) return null;

  /** The provider's answer, handed over by the sign-in window: finished where the tab would finish it. */
  const finishFromWindow = (provider: 'line' | 'open_id', answer: SignOnReturn) => {
    if (provider === 'line') {
      // The sign-in route switches to the LINE page, which spends the code.
      holdLineCode({ code: answer.code, state: answer.state, redirect: answer.redirect });
      return;
    }
    if (answer.error !== null) {
      setBusy(null);
      onProblem({ key: 'members.errors.sso_cancelled' });
      return;
    }
    if (answer.code !== null) holdMemberSecret('sso_code', answer.code);
    if (answer.state !== null) holdMemberSecret('sso_state', answer.state);
    navigate(hotelPath(SSO_CALLBACK_PATH, { sso_redirect: answer.redirect }));
  };

  const start = async (provider: SignOnProvider, appId?: string) => {
    onProblem(null);
    setBusy(provider);
    try {
      if (provider === 'line' || provider === 'open_id') {
        const authorize = () => (provider === 'line' ? authorizeLine(hotelCode, returnTo) : authorizeOpenId(hotelCode, returnTo));
        if (!signOnNeedsWindow()) return await startInTab(authorize());
        // In a frame the provider opens in a window of its own (its page refuses to be framed).
        setWaiting(true);
        const outcome = await signOnInWindow(provider, authorize);
        setWaiting(false);
        if (outcome.kind === 'returned') return finishFromWindow(provider, outcome.answer);
        setBusy(null);
        onProblem({ key: outcome.kind === 'blocked' ? 'members.errors.sign_on_window_blocked' : 'members.errors.sign_on_window_closed' });
      } else if (appId) {
        const outcome = await signInWithFacebook(hotelCode, appId, locale);
        setBusy(null);
        if (outcome.kind === 'signed_in') onSignedIn();
        else if (outcome.kind === 'needs_profile') onNeedsProfile(outcome, appId);
      }
    } catch (err) {
      setBusy(null);
      setWaiting(false);
      // The words for the API's answers come with a failure (the chat's sign-in page starts without them).
      onProblem(err instanceof ApiCallError ? (await import('../problems')).memberProblem(err, 'sign_on') : { key: 'members.errors.social_failed' });
    }
  };

  return (
    <section className="ym-sign-on" aria-labelledby="ym-sign-on-title">
      {showsDivider ? (
        <h2 id="ym-sign-on-title" className="ym-divider">
          <span>{t('members.sign_on.or')}</span>
        </h2>
      ) : (
        <h2 id="ym-sign-on-title" className="visually-hidden">
          {t('members.sign_on.title')}
        </h2>
      )}
      <div className="ym-sign-on__buttons">
        {providers.map(({ provider, appId }) => (
          <button
            key={provider}
            type="button"
            className={`y-button ym-provider ym-provider--${provider}`}
            onClick={() => void start(provider, appId)}
            disabled={busy !== null}
            aria-busy={busy === provider}
            data-testid={`sign-on-${provider}`}
          >
            <span className="ym-provider__mark" aria-hidden="true">
              {provider === 'line' ? 'L' : provider === 'facebook' ? 'f' : '⇥'}
            </span>
            {busy === provider ? t(waiting ? 'members.sign_on.continue_in_window' : 'members.sign_on.opening') : t(`members.sign_on.${provider}`)}
          </button>
        ))}
      </div>
      <p className="y-muted" role="status">
        {waiting ? t('members.sign_on.in_window') : ''}
      </p>
    </section>
  );
}

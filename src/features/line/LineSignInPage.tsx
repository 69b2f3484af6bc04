// /sign-in with LINE Login (document 1 §2: query line_code, line_state, line_redirect). The code
// is taken out of the address at once; the state must be the one this tab started LINE Login
// with (and the API checks it is its own, unused and fresh) before the code is exchanged on the
// server. Without a code the page offers to sign in with LINE.
import { useEffect, useEffectEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { LineCodeSchema, LineRedirectPathSchema, LineStateSchema, type LinePrefill, type LineSignInAnswer } from '../../../contract';
import { appState, setUser } from '../../lib/app-store';
import { saveAccessToken } from '../../lib/session';
import { signedInInChat } from '../../lib/chatbot-members';
import { useT } from '../../lib/i18n';
import { hotelPath } from '../../lib/navigation';
import { usePageTitle } from '../../lib/page-title';
import { Banner } from '../../ui/Banner';
import { Loader } from '../../ui/Spinner';
import { lineAuthorize, lineCodeSignIn, lineProblemKey } from './line-api';
import { LineSignUpForm } from './LineSignUpForm';
import './line.css';

import { returnToOpener, signOnInWindow, signOnNeedsWindow } from '../../lib/sign-on-window';
import { holdLineCode, type HeldLineCode } from '../../lib/line-answer';
import { forgetLineLoginState, keepLineLoginState, lineLoginState } from '../../lib/line-login-state';

/** LINE Login's answer as held, with what is not of its form dropped (a bad path goes home). */
export function checkedLineAnswer(answer: HeldLineCode): HeldLineCode {
  const code = LineCodeSchema.safeParse(answer.code);
  const state = LineStateSchema.safeParse(answer.state);
  const redirect = LineRedirectPathSchema.safeParse(answer.redirect);
  return { code: code.success ? code.data : null, state: state.success ? state.data : null, redirect: redirect.success ? redirect.data : '/' };
}

export default function LineSignInPage({ answer }: { answer: HeldLineCode }) {
  const [held] = useState(() => checkedLineAnswer(answer));
  const t = useT();
  usePageTitle('line.titles.sign_in');
  const [, navigate] = useLocation();
  const { hotelCode, init } = useSnapshot(appState);
  const [problem, setProblem] = useState<string | null>(null);
  const [prefill, setPrefill] = useState<LinePrefill | null>(null);
  const [working, setWorking] = useState(true);
  const [waiting, setWaiting] = useState(false);

  const finish = (answer: LineSignInAnswer) => {
    if (answer.data.status === 'needs_profile') {
      setPrefill(answer.data.prefill);
      return;
    }
    const { user, access_token: session } = answer.data;
    saveAccessToken(init?.hotel_brand.id ?? user.hotel_brand_id, session);
    setUser(user);
    // Inside a chat the chat is told, as for every sign-in there: login, the session, the link.
    if (hotelCode) void signedInInChat(hotelCode, user, session);
    forgetLineLoginState();
    const back = new URL(held.redirect, location.origin);
    if (hotelCode && !back.searchParams.has('code')) back.searchParams.set('code', hotelCode);
    navigate(`${back.pathname}${back.search}`, { replace: true });
  };

  useEffect(() => {
    // Spent by this page: a later visit to /sign-in is the member sign-in again.
    holdLineCode(null);
  }, []);

  // The sign-in as it ends, with the page as it is then.
  const signedIn = useEffectEvent((answer: LineSignInAnswer) => finish(answer));
  const { code, state, redirect } = held;
  useEffect(() => {
    if (!hotelCode) return;
    let live = true;
    void (async () => {
      // In the window a framed widget opened for LINE Login: the frame takes the code and finishes.
      if (code && state && (await returnToOpener({ provider: 'line', code, state, error: null, redirect }))) {
        window.close();
        return;
      }
      if (!live) return;
      // Only the tab that started LINE Login may finish it: a state from elsewhere is refused here.
      if (!code || !state || state !== lineLoginState()) {
        setProblem('line.errors.state_invalid');
        setWorking(false);
        return;
      }
      lineCodeSignIn(hotelCode, { line_code: code, line_state: state })
        .then((answer) => signedIn(answer), (err: unknown) => setProblem(lineProblemKey(err)))
        .finally(() => setWorking(false));
    })();
    return () => {
      live = false;
    };
    // Runs once per hotel, with the code this page was given (a new code is a new page).
  }, [hotelCode, code, state, redirect]);

  const authorize = async () => {
    const answer = await lineAuthorize(hotelCode ?? '', '/');
    keepLineLoginState(answer.state);
    return answer;
  };

  const start = async () => {
    if (!hotelCode) return;
    setProblem(null);
    try {
      if (!signOnNeedsWindow()) {
        location.assign((await authorize()).authorize_url);
        return;
      }
      // In a frame LINE opens in a window of its own; its answer comes back to this route.
      setWaiting(true);
      const outcome = await signOnInWindow('line', authorize);
      setWaiting(false);
      if (outcome.kind === 'returned') holdLineCode({ code: outcome.answer.code, state: outcome.answer.state, redirect: outcome.answer.redirect });
      else setProblem(outcome.kind === 'blocked' ? 'line.errors.window_blocked' : 'line.errors.window_closed');
    } catch (err) {
      setWaiting(false);
      setProblem(lineProblemKey(err));
    }
  };

  if (working) return <Loader label={t('line.signing_in')} />;
  return (
    <div className="y-line" data-testid="line-sign-in">
      <h1>{prefill ? t('line.sign_up_title') : t('line.titles.sign_in')}</h1>
      {problem && (
        <div role="alert" data-testid="line-problem">
          <Banner variant="error" variantLabel={t('banner.error')} text={t(problem)} />
        </div>
      )}
      {prefill && held.code && held.state ? (
        <>
          <p>{t('line.sign_up_text')}</p>
          <LineSignUpForm
            prefill={prefill}
            onProblem={setProblem}
            onSubmit={async (profile) => finish(await lineCodeSignIn(hotelCode ?? '', { line_code: held.code!, line_state: held.state!, profile }))}
          />
        </>
      ) : (
        <>
          <button type="button" className="y-button y-line__login" onClick={() => void start()} disabled={waiting} aria-busy={waiting}>
            {t(waiting ? 'line.continue_in_window' : 'line.sign_in_with_line')}
          </button>
          <p className="y-muted" role="status">
            {waiting ? t('line.in_window') : ''}
          </p>
          <a className="y-button y-button--quiet" href={hotelPath('/')}>{t('line.continue_as_guest')}</a>
        </>
      )}
    </div>
  );
}

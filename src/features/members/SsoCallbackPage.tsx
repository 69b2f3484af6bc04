// /sso/custom/callback (document 1 §2): the single sign-on's way back. The API hands over its
// code and state (sso_code, sso_state, taken out of the address before the app started) and the
// path to return to (sso_redirect). Only the tab that started the sign-on may finish it: the
// state must be the one it kept; the API checks the state is its own, unused and fresh.
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { appState } from '../../lib/app-store';
import { useT } from '../../lib/i18n';
import { hotelPath } from '../../lib/navigation';
import { usePageTitle } from '../../lib/page-title';
import { Loader } from '../../ui/Spinner';
import './members.css';
import { forgetMemberSecret, heldMemberSecret, spendOnce } from './address-secrets';
import { customCodeSignIn } from './members-api';
import { completeSignIn } from './member-session';
import { memberProblem, type Problem } from './problems';
import { safeTarget } from './navigation';
import { expectedSsoState, forgetSsoState } from './sign-on';
import { returnToOpener } from '../../lib/sign-on-window';
import { ProblemText } from './components/FormAlert';

export default function SsoCallbackPage() {
  const t = useT();
  usePageTitle('members.titles.sso');
  const query = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const { hotelCode } = useSnapshot(appState);
  const [secrets] = useState(() => ({ code: heldMemberSecret('sso_code'), state: heldMemberSecret('sso_state') }));
  const redirect = safeTarget(query.get('sso_redirect'));
  const refused = query.get('sso_error');
  const [problem, setProblem] = useState<Problem | null>(() => {
    if (refused) return { key: 'members.errors.sso_cancelled', action: 'sign_in' };
    if (!secrets.code || !secrets.state) return { key: 'members.errors.sso_failed', action: 'sign_in' };
    if (secrets.state !== expectedSsoState()) return { key: 'members.errors.sso_state_invalid', action: 'sign_in' };
    return null;
  });

  // In the window a framed widget opened for the sign-on: the frame takes the answer and finishes.
  const [relaying, setRelaying] = useState(() => Boolean(window.opener) && Boolean(refused || (secrets.code && secrets.state)));
  useEffect(() => {
    if (!relaying) return;
    let live = true;
    void returnToOpener({ provider: 'open_id', code: secrets.code, state: secrets.state, error: refused, redirect }).then((taken) => {
      if (taken) {
        forgetMemberSecret('sso_code');
        forgetMemberSecret('sso_state');
        window.close();
      } else if (live) setRelaying(false);
    });
    return () => {
      live = false;
    };
    // Tried once, on arrival: a refused hand-over leaves the page to sign in here.
  }, [relaying, secrets, refused, redirect]);

  const failed = problem !== null;
  useEffect(() => {
    const { code, state } = secrets;
    if (relaying || failed || !code || !state || !hotelCode) return;
    let live = true;
    spendOnce(`sso:${state}`, () => customCodeSignIn(hotelCode, code, state)).then(
      (answer) => {
        forgetMemberSecret('sso_code');
        forgetMemberSecret('sso_state');
        forgetSsoState();
        completeSignIn(answer.data.user, answer.data.access_token);
        if (live) navigate(redirect, { replace: true });
      },
      (err: unknown) => {
        forgetMemberSecret('sso_code');
        forgetMemberSecret('sso_state');
        if (live) setProblem({ ...memberProblem(err, 'sign_on'), action: 'sign_in' });
      },
    );
    return () => {
      live = false;
    };
  }, [hotelCode, relaying, failed, secrets, redirect, navigate]);

  if (relaying || !problem) return <Loader label={t('members.sso.working')} />;
  return (
    <div className="ym-page" data-testid="sso-callback">
      <h1 className="y-title">{t('members.sso.failed_title')}</h1>
      <div className="y-card ym-stack">
        <div className="y-banner y-banner--error" role="alert" data-testid="sso-error" data-key={problem.key}>
          <ProblemText problem={problem} />
        </div>
        <Link href={hotelPath('/')} className="y-button y-button--quiet ym-wide">
          {t('members.common.back_to_search')}
        </Link>
      </div>
    </div>
  );
}

// /iframe-token (document 1 §2): the opener or parent hands a one-time token in the fragment; it is
// exchanged once for a session (GET /user/me with the one-time header, document 2 §7.2) and the
// member continues, signed in, to the `target` path. The token was taken out of the address before
// the app started (hand-off.ts); a spent, unknown or foreign token is refused in words.
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { RESET_CODES } from '../../../contract';
import { ApiCallError } from '../../lib/api/client';
import { appState } from '../../lib/app-store';
import { useT } from '../../lib/i18n';
import { hotelPath } from '../../lib/navigation';
import { usePageTitle } from '../../lib/page-title';
import { Loader } from '../../ui/Spinner';
import './chat.css';
import { exchangeOneTimeToken } from './chat-membership-api';
import { completeSignIn } from './chat-session';
import type { Problem } from './errors';
import { forgetSecret, heldSecret, once } from './hand-off';
import { safeTarget } from './targets';

class Refused extends Error {
  constructor(readonly problem: Problem) {
    super(problem.key);
  }
}

async function exchange(hotelCode: string, token: string): Promise<void> {
  const answer = await exchangeOneTimeToken(hotelCode, token);
  const reset = answer.meta.reset_code;
  if (reset === RESET_CODES.oneTimeTokenSpent) throw new Refused({ key: 'chat.errors.token_spent' });
  if (reset === RESET_CODES.brandMismatch) throw new Refused({ key: 'chat.errors.token_other_brand' });
  const session = answer.data.access_token ?? answer.data.session;
  if (reset !== null || !answer.data.user || !session) throw new Refused({ key: 'chat.errors.token_invalid' });
  await completeSignIn(hotelCode, answer.data.user, session);
}

export default function IframeTokenPage() {
  const t = useT();
  usePageTitle('chat.titles.hand_off');
  const [, navigate] = useLocation();
  const target = new URLSearchParams(useSearch()).get('target');
  const { hotelCode } = useSnapshot(appState);
  const [token] = useState(() => heldSecret('handOff'));
  const [problem, setProblem] = useState<Problem | null>(token ? null : { key: 'chat.errors.token_missing' });

  useEffect(() => {
    if (!token || !hotelCode) return;
    let live = true;
    once(`hand-off:${token}`, () => exchange(hotelCode, token)).then(
      () => {
        forgetSecret('handOff');
        if (live) navigate(safeTarget(target), { replace: true });
      },
      (err: unknown) => {
        forgetSecret('handOff');
        if (!live) return;
        if (err instanceof Refused) setProblem(err.problem);
        else setProblem({ key: err instanceof ApiCallError && err.isNetwork ? 'chat.errors.network' : 'chat.errors.token_invalid' });
      },
    );
    return () => {
      live = false;
    };
  }, [token, hotelCode, target, navigate]);

  if (!problem) return <Loader label={t('chat.hand_off.working')} />;
  return (
    <div className="yc-page" data-testid="hand-off">
      <h1 className="y-title">{t('chat.hand_off.title')}</h1>
      <div className="y-card yc-stack">
        <div className="y-banner y-banner--error" role="alert" data-testid="hand-off-error">
          <span className="y-banner__icon" aria-hidden="true">
            !
          </span>
          <span className="y-banner__text">
            <span className="visually-hidden">{t('banner.error')}: </span>
            {t(problem.key, problem.params)}
          </span>
        </div>
        <Link href={hotelPath('/chat-sign-in', target ? { target } : {})} className="y-button yc-wide">
          {t('chat.hand_off.sign_in')}
        </Link>
        <Link href={safeTarget(target)} className="y-button y-button--quiet yc-wide">
          {t('chat.hand_off.continue')}
        </Link>
      </div>
    </div>
  );
}

// /liff: the LIFF landing. A LINE user with no member yet confirms the sign-up details LINE
// prefilled; outside LINE the guest may sign in with LINE; a refused sign-in says why.
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { appState } from '../../lib/app-store';
import { useT } from '../../lib/i18n';
import { hotelPath } from '../../lib/navigation';
import { usePageTitle } from '../../lib/page-title';
import { Banner } from '../../ui/Banner';
import { completeLiffSignUp } from './liff-start';
import { LineSignUpForm } from './LineSignUpForm';
import { lineState } from './line-store';
import './line.css';

export default function LiffPage() {
  const t = useT();
  usePageTitle('line.titles.landing');
  const [, navigate] = useLocation();
  const { prefill, next, liff } = useSnapshot(lineState);
  const { user } = useSnapshot(appState);
  const [problem, setProblem] = useState<string | null>(null);

  if (user) {
    return (
      <div className="y-line" data-testid="liff-signed-in">
        <h1>{t('line.signed_in_title', { name: `${user.first_name} ${user.last_name}` })}</h1>
        <a className="y-button" href={next} onClick={(e) => { e.preventDefault(); navigate(next, { replace: true }); }}>
          {t('line.continue')}
        </a>
      </div>
    );
  }

  if (!prefill) {
    const canLogin = liff && !liff.isLoggedIn();
    return (
      <div className="y-line" data-testid="liff-landing">
        <h1>{t('line.titles.landing')}</h1>
        <p>{liff ? t('line.landing_text') : t('line.open_from_line')}</p>
        {canLogin && (
          <button type="button" className="y-button y-line__login" onClick={() => liff.login(location.href)}>
            {t('line.sign_in_with_line')}
          </button>
        )}
        <a className="y-button y-button--quiet" href={hotelPath('/')}>{t('line.continue_as_guest')}</a>
      </div>
    );
  }

  return (
    <div className="y-line" data-testid="liff-sign-up">
      <h1>{t('line.sign_up_title')}</h1>
      <p>{t('line.sign_up_text')}</p>
      {problem && (
        <div role="alert" data-testid="line-problem">
          <Banner variant="error" variantLabel={t('banner.error')} text={t(problem)} />
        </div>
      )}
      <LineSignUpForm
        prefill={prefill}
        onProblem={setProblem}
        onSubmit={async (profile) => {
          await completeLiffSignUp(profile);
          navigate(next, { replace: true });
        }}
      />
    </div>
  );
}

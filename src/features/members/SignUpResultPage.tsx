// /sign-up-result: the membership is provisional until the mailed link is opened (document 1 §4).
// Says where the link went, what to do when no mail comes, and sends the mail again on request.
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { appState } from '../../lib/app-store';
import { useLocale, useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import './members.css';
import { resendConfirmation } from './members-api';
import { memberProblem, type Problem } from './problems';
import { withTarget } from './navigation';
import { sentTo } from './sign-up-draft';
import { FormAlert } from './components/FormAlert';

export default function SignUpResultPage() {
  const t = useT();
  const locale = useLocale();
  usePageTitle('members.titles.sign_up_result');
  const targetParam = new URLSearchParams(useSearch()).get('target');
  const { hotelCode } = useSnapshot(appState);
  const [email] = useState(sentTo);
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [problem, setProblem] = useState<Problem | null>(null);

  const again = async () => {
    if (!hotelCode || !email) return;
    setProblem(null);
    setState('sending');
    try {
      await resendConfirmation(hotelCode, email, locale);
      setState('sent');
    } catch (err) {
      setState('idle');
      setProblem(memberProblem(err, 'resend'));
    }
  };

  return (
    <div className="ym-page" data-testid="sign-up-result">
      <h1 className="y-title">{t('members.sign_up_result.title')}</h1>
      <div className="y-card ym-stack">
        <p className="ym-note ym-note--success" role="status">
          <span aria-hidden="true">✉ </span>
          {email ? (
            <>
              {t('members.sign_up_result.sent_to')} <strong className="ym-email" dir="ltr">{email}</strong>
            </>
          ) : (
            t('members.sign_up_result.sent')
          )}
        </p>
        <p>{t('members.sign_up_result.open_link')}</p>
      </div>
      <section className="y-card ym-aside" aria-labelledby="sur-no-mail">
        <h2 id="sur-no-mail" className="ym-subtitle">
          {t('members.sign_up_result.no_mail_title')}
        </h2>
        <ul className="ym-benefits">
          <li>{t('members.sign_up_result.no_mail_spam')}</li>
          <li>{t('members.sign_up_result.no_mail_wait')}</li>
        </ul>
        <FormAlert problem={problem} />
        <div aria-live="polite">
          {state === 'sent' && (
            <p className="ym-note ym-note--success" data-testid="resent">
              <span aria-hidden="true">✓ </span>
              {t('members.resend.sent', { email: email ?? '' })}
            </p>
          )}
        </div>
        {email ? (
          <button type="button" className="y-button y-button--quiet ym-wide" onClick={() => void again()} disabled={state === 'sending'} data-testid="resend">
            {state === 'sending' ? t('members.resend.sending') : t('members.sign_up_result.again')}
          </button>
        ) : (
          <Link href={withTarget('/resend-confirmation-email', targetParam)} className="y-button y-button--quiet ym-wide">
            {t('members.sign_up_result.again')}
          </Link>
        )}
        <Link href={withTarget('/sign-up', targetParam)} className="ym-inline-link">
          {t('members.sign_up_result.wrong_address')}
        </Link>
      </section>
    </div>
  );
}

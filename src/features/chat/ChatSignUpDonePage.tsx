// /chat-sign-up-done: the confirmation link of a sign-up started in the chat opens here. The
// token left the address before the app started (hand-off.ts); it is spent once on GET …/confirm,
// which answers the new member's session: they are signed in, the chatbot user is linked and the
// parent told, as on sign-in. Opened outside the chat (a mail app, another tab), the confirmation
// itself linked the chat's user when the sign-up named one. Without a session they are asked to
// sign in.
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { appState } from '../../lib/app-store';
import { useT } from '../../lib/i18n';
import { hotelPath } from '../../lib/navigation';
import { usePageTitle } from '../../lib/page-title';
import { Loader } from '../../ui/Spinner';
import './chat.css';
import { confirmSignUp } from './chat-membership-api';
import { completeSignIn } from './chat-session';
import { confirmProblem, type Problem } from './errors';
import { forgetSecret, heldSecret, once } from './hand-off';
import { clearSignUpDraft } from './sign-up-form';
import { safeTarget } from './targets';

type Outcome = { kind: 'signed_in'; name: string; linked: boolean } | { kind: 'confirmed'; choosePassword: boolean } | { kind: 'failed'; problem: Problem };

async function confirm(hotelCode: string, token: string): Promise<Outcome> {
  const answer = await confirmSignUp(hotelCode, token);
  clearSignUpDraft();
  const { session, user } = answer.data;
  // Two sign-ups waited for the address: a link to choose the password went to it.
  if (!session || !user) return { kind: 'confirmed', choosePassword: answer.data.password_reset_sent === true };
  const { linked } = await completeSignIn(hotelCode, user, session);
  return { kind: 'signed_in', name: user.first_name, linked: linked || answer.data.chatbot_linked === true };
}

export default function ChatSignUpDonePage() {
  const t = useT();
  usePageTitle('chat.titles.sign_up_done');
  const target = new URLSearchParams(useSearch()).get('target');
  const { hotelCode } = useSnapshot(appState);
  const [token] = useState(() => heldSecret('confirmation'));
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { kind: 'failed', problem: { key: 'chat.errors.confirm_missing' } });

  useEffect(() => {
    if (!token || !hotelCode) return;
    let live = true;
    once(`confirm:${token}`, () => confirm(hotelCode, token)).then(
      (o) => {
        forgetSecret('confirmation');
        if (live) setOutcome(o);
      },
      (err: unknown) => {
        forgetSecret('confirmation');
        if (live) setOutcome({ kind: 'failed', problem: confirmProblem(err) });
      },
    );
    return () => {
      live = false;
    };
  }, [token, hotelCode]);

  if (!outcome) return <Loader label={t('chat.sign_up_done.working')} />;
  const signIn = hotelPath('/chat-sign-in', target ? { target } : {});
  return (
    <div className="yc-page" data-testid="chat-sign-up-done">
      {outcome.kind === 'failed' ? (
        <>
          <h1 className="y-title">{t('chat.sign_up_done.failed_title')}</h1>
          <div className="y-card yc-stack">
            <div className="y-banner y-banner--error" role="alert" data-testid="confirm-error">
              <span className="y-banner__icon" aria-hidden="true">
                !
              </span>
              <span className="y-banner__text">
                <span className="visually-hidden">{t('banner.error')}: </span>
                {t(outcome.problem.key, outcome.problem.params)}
              </span>
            </div>
            <Link href={signIn} className="y-button yc-wide">
              {t('chat.sign_up_done.to_sign_in')}
            </Link>
            <Link href={hotelPath('/chat-sign-up', target ? { target } : {})} className="y-button y-button--quiet yc-wide">
              {t('chat.sign_up_done.sign_up_again')}
            </Link>
          </div>
        </>
      ) : (
        <>
          <h1 className="y-title">{t('chat.sign_up_done.title')}</h1>
          <div className="y-card yc-stack">
            <p className="yc-note yc-note--success" role="status" data-testid={outcome.kind === 'signed_in' ? 'signed-in-done' : 'confirmed'}>
              <span aria-hidden="true">✓ </span>
              {outcome.kind === 'signed_in' ? t('chat.sign_up_done.signed_in', { name: outcome.name }) : t('chat.sign_up_done.confirmed')}
            </p>
            {outcome.kind === 'confirmed' && outcome.choosePassword && <p data-testid="choose-password">{t('chat.sign_up_done.choose_password')}</p>}
            {outcome.kind === 'signed_in' ? (
              <>
                <p data-testid={outcome.linked ? 'chat-linked' : 'chat-not-linked'}>{t(outcome.linked ? 'chat.sign_up_done.back_to_chat' : 'chat.sign_up_done.sign_in_in_chat')}</p>
                <Link href={safeTarget(target)} className="y-button yc-wide" data-testid="continue">
                  {t('chat.sign_up_done.continue')}
                </Link>
              </>
            ) : (
              <Link href={signIn} className="y-button yc-wide">
                {t('chat.sign_up_done.to_sign_in')}
              </Link>
            )}
          </div>
        </>
      )}
    </div>
  );
}

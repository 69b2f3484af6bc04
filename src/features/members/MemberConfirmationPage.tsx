// /member-confirmation (document 1 §2: confirmation_token, email_update, redirect_url, program_id).
// The token left the address before the app started (address-secrets.ts) and is spent once.
// A sign-up link confirms the membership and signs the member in, then goes on to /sign-up-done
// (and from there to where they signed up from). An e-mail change link makes the new address the
// member's (document 1 §4: pending until confirmed).
import { useEffect, useEffectEvent, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { appState, setUser } from '../../lib/app-store';
import { useT } from '../../lib/i18n';
import { hotelPath } from '../../lib/navigation';
import { usePageTitle } from '../../lib/page-title';
import { Loader } from '../../ui/Spinner';
import './members.css';
import { forgetMemberSecret, heldMemberSecret, spendOnce } from './address-secrets';
import { confirmMember, showMember } from './members-api';
import { completeSignIn } from './member-session';
import { memberProblem, type Problem } from './problems';
import { safeTarget } from './navigation';
import { clearSignUpDraft } from './sign-up-draft';
import { isMember } from './visibility';
import { ProblemText } from './components/FormAlert';

type Outcome = { kind: 'signed_up'; target: string } | { kind: 'confirmed'; choosePassword: boolean } | { kind: 'email_changed'; email: string | null } | { kind: 'failed'; problem: Problem };

export default function MemberConfirmationPage() {
  const t = useT();
  usePageTitle('members.titles.confirmation');
  const query = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const { hotelCode } = useSnapshot(appState);
  const [token] = useState(() => heldMemberSecret('confirmation_token'));
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { kind: 'failed', problem: { key: 'members.errors.confirm_missing', action: 'resend' } });
  const emailUpdate = query.get('email_update') === 'true';
  const redirectUrl = query.get('redirect_url');
  const programId = query.get('program_id');

  // The link is spent once per token, with the address and the language as they are then.
  const confirm = useEffectEvent(async (hotel: string, confirmationToken: string): Promise<Outcome> => {
    const answer = await confirmMember(hotel, {
      confirmation_token: confirmationToken,
      ...(emailUpdate ? { email_update: 'true' } : {}),
      ...(redirectUrl ? { redirect_url: redirectUrl } : {}),
      ...(programId && /^\d{1,9}$/.test(programId) ? { program_id: programId } : {}),
    });
    const d = answer.data;
    if (d.email_update) {
      // Signed in here: the member's details now carry the new address.
      if (isMember(appState.user)) await showMember(hotel).then((m) => setUser(m.data), () => undefined);
      return { kind: 'email_changed', email: d.email ?? null };
    }
    clearSignUpDraft();
    if (d.session && d.user) {
      completeSignIn(d.user, d.session);
      return { kind: 'signed_up', target: safeTarget(d.redirect_url ?? redirectUrl) };
    }
    // Two sign-ups waited for the address: a link to choose the password went to it.
    return { kind: 'confirmed', choosePassword: d.password_reset_sent === true };
  });

  useEffect(() => {
    if (!token || !hotelCode) return;
    let live = true;
    spendOnce(`confirm:${token}`, () => confirm(hotelCode, token)).then(
      (o) => {
        forgetMemberSecret('confirmation_token');
        if (!live) return;
        if (o.kind === 'signed_up') navigate(hotelPath('/sign-up-done', { target: o.target }), { replace: true });
        else setOutcome(o);
      },
      (err: unknown) => {
        forgetMemberSecret('confirmation_token');
        if (live) setOutcome({ kind: 'failed', problem: memberProblem(err, 'confirm') });
      },
    );
    return () => {
      live = false;
    };
  }, [token, hotelCode, navigate]);

  if (!outcome || outcome.kind === 'signed_up') return <Loader label={t('members.confirmation.working')} />;
  return (
    <div className="ym-page" data-testid="member-confirmation">
      {outcome.kind === 'failed' ? (
        <>
          <h1 className="y-title">{outcome.problem.key === 'members.errors.already_confirmed' ? t('members.titles.confirmation') : t('members.confirmation.failed_title')}</h1>
          <div className="y-card ym-stack">
            <div className="y-banner y-banner--error" role="alert" data-testid="confirm-error" data-key={outcome.problem.key}>
              <ProblemText problem={outcome.problem} />
            </div>
            <Link href={hotelPath('/')} className="y-button y-button--quiet ym-wide">
              {t('members.common.back_to_search')}
            </Link>
          </div>
        </>
      ) : (
        <>
          <h1 className="y-title">{outcome.kind === 'email_changed' ? t('members.confirmation.email_title') : t('members.confirmation.title')}</h1>
          <div className="y-card ym-stack">
            <p className="ym-note ym-note--success" role="status" data-testid={outcome.kind === 'email_changed' ? 'email-changed' : 'confirmed'}>
              <span aria-hidden="true">✓ </span>
              {outcome.kind === 'email_changed'
                ? outcome.email
                  ? t('members.confirmation.email_changed', { email: outcome.email })
                  : t('members.confirmation.email_changed_plain')
                : t('members.confirmation.confirmed')}
            </p>
            {outcome.kind === 'confirmed' && outcome.choosePassword && (
              <p className="ym-note" data-testid="choose-password">
                {t('members.confirmation.choose_password')}
              </p>
            )}
            {isMember(appState.user) ? (
              <Link href={hotelPath('/my-account/profile')} className="y-button ym-wide">
                {t('members.confirmation.to_account')}
              </Link>
            ) : (
              <Link href={hotelPath('/sign-in')} className="y-button ym-wide" data-testid="to-sign-in">
                {t('members.actions.sign_in')}
              </Link>
            )}
          </div>
        </>
      )}
    </div>
  );
}

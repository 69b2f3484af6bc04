// The answer of the server to a form, said in words, announced at once, with the next step it
// offers (ask for a new link, sign in, reset the password) as a link.
import { forwardRef } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { appState } from '../../../lib/app-store';
import { useT } from '../../../lib/i18n';
import { isMember } from '../visibility';
import { hotelPath } from '../../../lib/navigation';
import type { Problem, ProblemAction } from '../problems';

const ACTIONS: Record<ProblemAction, { path: string; key: string }> = {
  resend: { path: '/resend-confirmation-email', key: 'members.actions.resend' },
  sign_in: { path: '/sign-in', key: 'members.actions.sign_in' },
  forgot: { path: '/forgot-password', key: 'members.actions.forgot' },
  sign_up: { path: '/sign-up', key: 'members.actions.sign_up' },
};

export function ProblemText({ problem }: { problem: Problem }) {
  const t = useT();
  const { user } = useSnapshot(appState);
  // Signed in already: "sign in" is no step to offer.
  const action = problem.action && !(problem.action === 'sign_in' && isMember(user)) ? ACTIONS[problem.action] : null;
  return (
    <>
      <span className="y-banner__icon" aria-hidden="true">
        !
      </span>
      <span className="y-banner__text">
        <span className="visually-hidden">{t('banner.error')}: </span>
        {t(problem.key, problem.params)}
        {action && (
          <>
            {' '}
            <Link href={hotelPath(action.path)} className="ym-alert__action" data-testid={`problem-action-${problem.action}`}>
              {t(action.key)}
            </Link>
          </>
        )}
      </span>
    </>
  );
}

export const FormAlert = forwardRef<HTMLDivElement, { problem: Problem | null; testId?: string }>(function FormAlert({ problem, testId = 'form-error' }, ref) {
  return (
    <div ref={ref} tabIndex={-1} className="ym-alert-slot">
      {problem && (
        <div className="y-banner y-banner--error" role="alert" data-testid={testId} data-key={problem.key}>
          <ProblemText problem={problem} />
        </div>
      )}
    </div>
  );
});

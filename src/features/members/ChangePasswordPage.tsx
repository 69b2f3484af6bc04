// /change-password (document 1 §2: reset_password_token): a new password for the member the
// mailed link belongs to. The token left the address before the app started; the rules of
// document 1 §5 show as they are met; a password used before (1302) or a spent link is said in
// words. Every session ends with the reset, so the member signs in afresh.
import { useState } from 'react';
import { Link } from 'wouter';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { useSnapshot } from 'valtio';
import { logoutLocally } from '../../lib/api';
import { appState } from '../../lib/app-store';
import { useT } from '../../lib/i18n';
import { newPasswordShape, passwordsMatch } from '../../lib/member-forms';
import { hotelPath } from '../../lib/navigation';
import { usePageTitle } from '../../lib/page-title';
import { useZodForm } from '../../lib/use-zod-form';
import '../../ui/forms.css';
import './members.css';
import { forgetMemberSecret, heldMemberSecret } from './address-secrets';
import { resetPassword } from './members-api';
import { memberProblem, type Problem } from './problems';
import { errorText, pinProblem } from './form-errors';
import { FormAlert, ProblemText } from './components/FormAlert';
import { NewPasswordFields } from './components/PasswordFields';
import { useFocusWhen } from '../../ui/use-focus-when';

interface Values {
  password: string;
  password_confirmation: string;
}

const schema = z.object(newPasswordShape).check(passwordsMatch());

export default function ChangePasswordPage() {
  const t = useT();
  usePageTitle('members.titles.change_password');
  const { hotelCode } = useSnapshot(appState);
  const [token] = useState(() => heldMemberSecret('reset_password_token'));
  const [problem, setProblem] = useState<Problem | null>(null);
  const [done, setDone] = useState(false);
  const alertRef = useFocusWhen<HTMLDivElement>(problem);
  const form = useZodForm<Values>(schema, { defaultValues: { password: '', password_confirmation: '' }, mode: 'onSubmit', reValidateMode: 'onChange' });
  const errors = form.formState.errors;
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';

  const onSubmit = form.handleSubmit(async (v) => {
    if (!hotelCode || !token) return;
    setProblem(null);
    try {
      await resetPassword(hotelCode, token, v.password);
      forgetMemberSecret('reset_password_token');
      // The reset ended every session, this tab's too.
      logoutLocally();
      setDone(true);
    } catch (err) {
      const p = memberProblem(err, 'reset');
      pinProblem(form, p, ['password']);
      setProblem(p);
    }
  });

  return (
    <div className="ym-page" data-testid="change-password">
      <h1 className="y-title">{t('members.change_password.title')}</h1>
      {!token ? (
        <div className="y-card ym-stack">
          <div className="y-banner y-banner--error" role="alert" data-testid="reset-link-missing">
            <ProblemText problem={{ key: 'members.errors.reset_link_missing', action: 'forgot' }} />
          </div>
        </div>
      ) : done ? (
        <div className="y-card ym-stack">
          <p className="ym-note ym-note--success" role="status" data-testid="password-changed">
            <span aria-hidden="true">✓ </span>
            {t('members.change_password.done')}
          </p>
          <Link href={hotelPath('/sign-in')} className="y-button ym-wide" data-testid="to-sign-in">
            {t('members.actions.sign_in')}
          </Link>
        </div>
      ) : (
        <form className="y-card ym-form" noValidate onSubmit={(ev) => void onSubmit(ev)} aria-busy={form.formState.isSubmitting}>
          <FormAlert ref={alertRef} problem={problem} />
          <NewPasswordFields
            idPrefix="cp"
            password={password}
            registrations={{ password: form.register('password'), confirmation: form.register('password_confirmation') }}
            errors={{ password: errorText(t, errors.password?.message), confirmation: errorText(t, errors.password_confirmation?.message) }}
          />
          <button type="submit" className="y-button ym-submit" disabled={form.formState.isSubmitting} data-testid="change-password-submit">
            {form.formState.isSubmitting ? t('members.change_password.submitting') : t('members.change_password.submit')}
          </button>
        </form>
      )}
    </div>
  );
}

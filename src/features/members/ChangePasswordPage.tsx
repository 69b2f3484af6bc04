// /change-password (document 1 §2: reset_password_token): a new password for the member the
// mailed link belongs to. The token left the address before the app started; the rules of
// document 1 §5 show as they are met; a password used before (1302) or a spent link is said in
// words. Every session ends with the reset, so the member signs in afresh.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { useSnapshot } from 'valtio';
import { logoutLocally } from '../../lib/api';
import { appState } from '../../lib/app-store';
import { useT } from '../../lib/i18n';
import { newPasswordField, passwordsMatch } from '../../lib/member-forms';
import { hotelPath } from '../../lib/navigation';
import { usePageTitle } from '../../lib/page-title';
import '../../ui/forms.css';
import './members.css';
import { forgetMemberSecret, heldMemberSecret } from './address-secrets';
import { resetPassword } from './members-api';
import { memberProblem, type Problem } from './problems';
import { Field } from './components/Field';
import { FormAlert, ProblemText } from './components/FormAlert';
import { PasswordRules } from './components/PasswordRules';

interface Values {
  password: string;
  password_confirmation: string;
}

const schema = z.object({ password: newPasswordField, password_confirmation: z.string().check(z.minLength(1, 'required')) }).check(passwordsMatch());

export default function ChangePasswordPage() {
  const t = useT();
  usePageTitle('members.titles.change_password');
  const { hotelCode } = useSnapshot(appState);
  const [token] = useState(() => heldMemberSecret('reset_password_token'));
  const [problem, setProblem] = useState<Problem | null>(null);
  const [done, setDone] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema) as unknown as Resolver<Values>, defaultValues: { password: '', password_confirmation: '' }, mode: 'onSubmit', reValidateMode: 'onChange' });
  const errors = form.formState.errors;
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const msg = (n: keyof Values) => (errors[n]?.message ? t(`members.errors.${errors[n].message}`) : undefined);

  useEffect(() => {
    if (problem) alertRef.current?.focus();
  }, [problem]);

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
      if (p.field === 'password') form.setError('password', { type: 'server', message: p.key.replace('members.errors.', '') });
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
          <Field
            id="cp-password"
            label={t('members.fields.new_password')}
            type="password"
            autoComplete="new-password"
            required
            registration={form.register('password')}
            error={msg('password')}
            hint={<PasswordRules password={password} />}
          />
          <Field
            id="cp-password_confirmation"
            label={t('members.fields.password_confirmation')}
            type="password"
            autoComplete="new-password"
            required
            registration={form.register('password_confirmation')}
            error={msg('password_confirmation')}
          />
          <button type="submit" className="y-button ym-submit" disabled={form.formState.isSubmitting} data-testid="change-password-submit">
            {form.formState.isSubmitting ? t('members.change_password.submitting') : t('members.change_password.submit')}
          </button>
        </form>
      )}
    </div>
  );
}

// The member's e-mail address: a new one stays pending until the link mailed to it is opened
// (document 1 §4); the member may have that link sent again. The current password is asked of
// members who have one.
import { useState } from 'react';
import * as z from 'zod/mini';
import { useSnapshot } from 'valtio';
import { appState, setUser } from '../../../lib/app-store';
import { useLocale, useT } from '../../../lib/i18n';
import { emailField, typedPasswordField } from '../../../lib/member-forms';
import { useZodForm } from '../../../lib/use-zod-form';
import { resendEmailChange, updateEmail } from '../members-api';
import { memberProblem, type Problem } from '../problems';
import { errorText, pinProblem } from '../form-errors';
import { isMember } from '../visibility';
import { Field } from './Field';
import { FormActions } from './FormActions';
import { FormAlert } from './FormAlert';
import { CurrentPasswordField } from './PasswordFields';
import { hasPassword } from './member-kind';
import { useFocusWhen } from '../../../ui/use-focus-when';

interface Values {
  email: string;
  current_password: string;
}

export function EmailSection() {
  const t = useT();
  const locale = useLocale();
  const { user, hotelCode } = useSnapshot(appState);
  const [open, setOpen] = useState(false);
  const [resent, setResent] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [problem, setProblem] = useState<Problem | null>(null);
  const alertRef = useFocusWhen<HTMLDivElement>(problem);
  const member = isMember(user) ? user : null;
  const needsPassword = member ? hasPassword(member) : false;
  const schema = z.object({ email: emailField, current_password: needsPassword ? typedPasswordField : z.string() });
  const form = useZodForm<Values>(schema, { defaultValues: { email: '', current_password: '' } });
  const errors = form.formState.errors;

  if (!member || member.provider === 'custom') return null;
  const pending = member.pending_email;

  const onSubmit = form.handleSubmit(async (v) => {
    if (!hotelCode) return;
    setProblem(null);
    try {
      const answer = await updateEmail(hotelCode, v.email.trim(), needsPassword ? v.current_password : undefined, locale);
      if (appState.user) setUser({ ...appState.user, pending_email: answer.data.pending_email });
      form.reset();
      setOpen(false);
    } catch (err) {
      const p = memberProblem(err, 'email');
      pinProblem(form, p, ['email', 'current_password']);
      setProblem(p);
    }
  });

  const again = async () => {
    if (!hotelCode) return;
    setResent('sending');
    setProblem(null);
    try {
      await resendEmailChange(hotelCode, locale);
      setResent('sent');
    } catch (err) {
      setResent('idle');
      setProblem(memberProblem(err, 'resend'));
    }
  };

  return (
    <section className="y-card ym-section" aria-labelledby="em-title" data-testid="email-section">
      <div className="ym-section__head">
        <h2 id="em-title" className="ym-subtitle">
          {t('members.email.title')}
        </h2>
        {!open && (
          <button type="button" className="y-button y-button--quiet ym-small" onClick={() => setOpen(true)} aria-expanded={false} aria-controls="em-form" data-testid="change-email">
            {t('members.email.change')}
          </button>
        )}
      </div>
      <p className="ym-email" dir="ltr" data-testid="member-email">
        {member.email}
      </p>
      {!open && <FormAlert ref={alertRef} problem={problem} />}
      {pending && (
        <div className="ym-note" role="status" data-testid="pending-email">
          <p>
            {t('members.email.pending', { email: pending })}
          </p>
          {resent === 'sent' ? (
            <p>
              <span aria-hidden="true">✓ </span>
              {t('members.email.resent')}
            </p>
          ) : (
            <button type="button" className="ym-link-button" onClick={() => void again()} disabled={resent === 'sending'}>
              {t('members.email.resend')}
            </button>
          )}
        </div>
      )}
      {open && (
        <form id="em-form" className="ym-form ym-form--flat" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={form.formState.isSubmitting}>
          <FormAlert ref={alertRef} problem={problem} />
          <p className="y-muted">{t('members.email.how')}</p>
          <Field
            id="em-email"
            label={t('members.fields.new_email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            registration={form.register('email')}
            error={errorText(t, errors.email?.message)}
          />
          {needsPassword && <CurrentPasswordField id="em-current_password" registration={form.register('current_password')} error={errorText(t, errors.current_password?.message)} />}
          <FormActions
            submitting={form.formState.isSubmitting}
            submitLabel={t('members.email.submit')}
            submittingLabel={t('members.email.sending')}
            submitTestId="save-email"
            onCancel={() => {
              setOpen(false);
              setProblem(null);
            }}
          />
        </form>
      )}
    </section>
  );
}

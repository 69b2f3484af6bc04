// Changing the password while signed in: the current one, then a new one that meets the rules of
// document 1 §5 and is not one used before (1302). Every other session of the member ends.
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { useSnapshot } from 'valtio';
import { appState } from '../../../lib/app-store';
import { useT } from '../../../lib/i18n';
import { newPasswordShape, passwordsMatch, typedPasswordField } from '../../../lib/member-forms';
import { useZodForm } from '../../../lib/use-zod-form';
import { changePassword } from '../members-api';
import { memberProblem, type Problem } from '../problems';
import { errorText, pinProblem } from '../form-errors';
import { isMember } from '../visibility';
import { FormActions } from './FormActions';
import { FormAlert } from './FormAlert';
import { CurrentPasswordField, NewPasswordFields } from './PasswordFields';
import { hasPassword } from './member-kind';
import { useFocusWhen } from '../../../ui/use-focus-when';

interface Values {
  current_password: string;
  password: string;
  password_confirmation: string;
}

const schema = z.object({ current_password: typedPasswordField, ...newPasswordShape }).check(passwordsMatch());

export function PasswordSection() {
  const t = useT();
  const { user, hotelCode } = useSnapshot(appState);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const alertRef = useFocusWhen<HTMLDivElement>(problem);
  const form = useZodForm<Values>(schema, { defaultValues: { current_password: '', password: '', password_confirmation: '' }, mode: 'onSubmit', reValidateMode: 'onChange' });
  const errors = form.formState.errors;
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';

  if (!isMember(user) || !hasPassword(user)) return null;

  const onSubmit = form.handleSubmit(async (v) => {
    if (!hotelCode) return;
    setProblem(null);
    try {
      await changePassword(hotelCode, v.current_password, v.password);
      form.reset();
      setOpen(false);
      setDone(true);
    } catch (err) {
      const p = memberProblem(err, 'password');
      pinProblem(form, p, ['password', 'current_password']);
      setProblem(p);
    }
  });

  return (
    <section className="y-card ym-section" aria-labelledby="pw-title" data-testid="password-section">
      <div className="ym-section__head">
        <h2 id="pw-title" className="ym-subtitle">
          {t('members.password.title')}
        </h2>
        {!open && (
          <button
            type="button"
            className="y-button y-button--quiet ym-small"
            onClick={() => {
              setDone(false);
              setOpen(true);
            }}
            aria-expanded={false}
            aria-controls="pw-form"
          >
            {t('members.password.change')}
          </button>
        )}
      </div>
      {done && (
        <p className="ym-note ym-note--success" role="status" data-testid="password-updated">
          <span aria-hidden="true">✓ </span>
          {t('members.password.done')}
        </p>
      )}
      {open && (
        <form id="pw-form" className="ym-form ym-form--flat" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={form.formState.isSubmitting}>
          <FormAlert ref={alertRef} problem={problem} />
          <CurrentPasswordField id="pw-current_password" registration={form.register('current_password')} error={errorText(t, errors.current_password?.message)} />
          <NewPasswordFields
            idPrefix="pw"
            password={password}
            registrations={{ password: form.register('password'), confirmation: form.register('password_confirmation') }}
            errors={{ password: errorText(t, errors.password?.message), confirmation: errorText(t, errors.password_confirmation?.message) }}
          />
          <FormActions
            submitting={form.formState.isSubmitting}
            submitLabel={t('members.password.submit')}
            submittingLabel={t('members.password.saving')}
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

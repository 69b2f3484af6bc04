// Changing the password while signed in: the current one, then a new one that meets the rules of
// document 1 §5 and is not one used before (1302). Every other session of the member ends.
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { useSnapshot } from 'valtio';
import { appState } from '../../../lib/app-store';
import { useT } from '../../../lib/i18n';
import { newPasswordField, passwordsMatch } from '../../../lib/member-forms';
import { changePassword } from '../members-api';
import { memberProblem, type Problem } from '../problems';
import { isMember } from '../visibility';
import { Field } from './Field';
import { FormAlert } from './FormAlert';
import { PasswordRules } from './PasswordRules';
import { hasPassword } from './member-kind';

interface Values {
  current_password: string;
  password: string;
  password_confirmation: string;
}

const schema = z
  .object({ current_password: z.string().check(z.minLength(1, 'required')), password: newPasswordField, password_confirmation: z.string().check(z.minLength(1, 'required')) })
  .check(passwordsMatch());

export function PasswordSection() {
  const t = useT();
  const { user, hotelCode } = useSnapshot(appState);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema) as unknown as Resolver<Values>, defaultValues: { current_password: '', password: '', password_confirmation: '' }, mode: 'onSubmit', reValidateMode: 'onChange' });
  const errors = form.formState.errors;
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const msg = (n: keyof Values) => (errors[n]?.message ? t(`members.errors.${errors[n].message}`) : undefined);

  useEffect(() => {
    if (problem) alertRef.current?.focus();
  }, [problem]);

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
      if (p.field === 'password' || p.field === 'current_password') form.setError(p.field, { type: 'server', message: p.key.replace('members.errors.', '') });
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
          <Field id="pw-current_password" label={t('members.fields.current_password')} type="password" autoComplete="current-password" required registration={form.register('current_password')} error={msg('current_password')} />
          <Field
            id="pw-password"
            label={t('members.fields.new_password')}
            type="password"
            autoComplete="new-password"
            required
            registration={form.register('password')}
            error={msg('password')}
            hint={<PasswordRules password={password} />}
          />
          <Field
            id="pw-password_confirmation"
            label={t('members.fields.password_confirmation')}
            type="password"
            autoComplete="new-password"
            required
            registration={form.register('password_confirmation')}
            error={msg('password_confirmation')}
          />
          <div className="ym-actions">
            <button type="submit" className="y-button" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t('members.password.saving') : t('members.password.submit')}
            </button>
            <button
              type="button"
              className="y-button y-button--quiet"
              onClick={() => {
                setOpen(false);
                setProblem(null);
              }}
            >
              {t('members.common.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

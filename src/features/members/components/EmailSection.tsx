// The member's e-mail address: a new one stays pending until the link mailed to it is opened
// (document 1 §4); the member may have that link sent again. The current password is asked of
// members who have one.
import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { useSnapshot } from 'valtio';
import { appState, setUser } from '../../../lib/app-store';
import { useLocale, useT } from '../../../lib/i18n';
import { emailField } from '../../../lib/member-forms';
import { resendEmailChange, updateEmail } from '../members-api';
import { memberProblem, type Problem } from '../problems';
import { isMember } from '../visibility';
import { Field } from './Field';
import { FormAlert } from './FormAlert';
import { hasPassword } from './member-kind';

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
  const alertRef = useRef<HTMLDivElement>(null);
  const member = isMember(user) ? user : null;
  const needsPassword = member ? hasPassword(member) : false;
  const schema = z.object({ email: emailField, current_password: needsPassword ? z.string().check(z.minLength(1, 'required')) : z.string() });
  const form = useForm<Values>({ resolver: zodResolver(schema) as unknown as Resolver<Values>, defaultValues: { email: '', current_password: '' } });
  const errors = form.formState.errors;

  useEffect(() => {
    if (problem) alertRef.current?.focus();
  }, [problem]);

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
      if (p.field === 'email' || p.field === 'current_password') form.setError(p.field, { type: 'server', message: p.key.replace('members.errors.', '') });
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
            error={errors.email?.message ? t(`members.errors.${errors.email.message}`) : undefined}
          />
          {needsPassword && (
            <Field
              id="em-current_password"
              label={t('members.fields.current_password')}
              type="password"
              autoComplete="current-password"
              required
              registration={form.register('current_password')}
              error={errors.current_password?.message ? t(`members.errors.${errors.current_password.message}`) : undefined}
            />
          )}
          <div className="ym-actions">
            <button type="submit" className="y-button" disabled={form.formState.isSubmitting} data-testid="save-email">
              {form.formState.isSubmitting ? t('members.email.sending') : t('members.email.submit')}
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

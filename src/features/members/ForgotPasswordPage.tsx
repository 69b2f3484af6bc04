// /forgot-password (document 1 §2): asks for the address and mails a link to /change-password,
// valid for an hour; mail can take up to 10 minutes (document 2 §9). An address no member has is
// said so (document 2 §8 "no matching user on password reset").
import { useEffect, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { useSnapshot } from 'valtio';
import { appState } from '../../lib/app-store';
import { useLocale, useT } from '../../lib/i18n';
import { emailField } from '../../lib/member-forms';
import { usePageTitle } from '../../lib/page-title';
import '../../ui/forms.css';
import './members.css';
import { startPasswordReset } from './members-api';
import { memberProblem, type Problem } from './problems';
import { rememberEmail, rememberedEmail, withTarget } from './navigation';
import { Field } from './components/Field';
import { FormAlert } from './components/FormAlert';

const schema = z.object({ email: emailField });

export default function ForgotPasswordPage() {
  const t = useT();
  const locale = useLocale();
  usePageTitle('members.titles.forgot_password');
  const targetParam = new URLSearchParams(useSearch()).get('target');
  const { hotelCode } = useSnapshot(appState);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const form = useForm<{ email: string }>({ resolver: zodResolver(schema) as unknown as Resolver<{ email: string }>, defaultValues: { email: rememberedEmail() } });
  const e = form.formState.errors.email?.message;

  useEffect(() => {
    const sub = form.watch((v) => rememberEmail(v.email ?? ''));
    return () => sub.unsubscribe();
  }, [form]);
  useEffect(() => {
    if (problem) alertRef.current?.focus();
  }, [problem]);
  useEffect(() => {
    if (sentTo) doneRef.current?.focus();
  }, [sentTo]);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    if (!hotelCode) return;
    setProblem(null);
    try {
      await startPasswordReset(hotelCode, email.trim(), locale);
      setSentTo(email.trim());
    } catch (err) {
      const p = memberProblem(err, 'reset_start');
      if (p.field === 'email') form.setError('email', { type: 'server', message: p.key.replace('members.errors.', '') });
      setProblem(p);
    }
  });

  return (
    <div className="ym-page" data-testid="forgot-password">
      <h1 className="y-title">{t('members.forgot.title')}</h1>
      {sentTo ? (
        <div className="y-card ym-stack">
          <p className="ym-note ym-note--success" role="status" tabIndex={-1} ref={doneRef} data-testid="reset-sent">
            <span aria-hidden="true">✉ </span>
            {t('members.forgot.sent', { email: sentTo })}
          </p>
          <p>{t('members.forgot.sent_hint')}</p>
          <button type="button" className="y-button y-button--quiet ym-wide" onClick={() => setSentTo(null)}>
            {t('members.forgot.again')}
          </button>
        </div>
      ) : (
        <form className="y-card ym-form" noValidate onSubmit={(ev) => void onSubmit(ev)} aria-busy={form.formState.isSubmitting}>
          <p className="ym-lead">{t('members.forgot.lead')}</p>
          <FormAlert ref={alertRef} problem={problem} />
          <Field
            id="fp-email"
            label={t('members.fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            registration={form.register('email')}
            error={e ? t(`members.errors.${e}`) : undefined}
          />
          <button type="submit" className="y-button ym-submit" disabled={form.formState.isSubmitting} data-testid="forgot-submit">
            {form.formState.isSubmitting ? t('members.forgot.submitting') : t('members.forgot.submit')}
          </button>
        </form>
      )}
      <p className="ym-switch">
        <Link href={withTarget('/sign-in', targetParam)}>{t('members.common.back_to_sign_in')}</Link>
      </p>
    </div>
  );
}

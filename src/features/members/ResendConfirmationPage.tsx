// /resend-confirmation-email (document 1 §2): the sign-up confirmation mail again, for an address
// that signed up but never opened its link. An address no member has, or one already confirmed,
// is said in words (document 2 §8).
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
import { resendConfirmation } from './members-api';
import { memberProblem, type Problem } from './problems';
import { rememberEmail, rememberedEmail, withTarget } from './navigation';
import { sentTo } from './sign-up-draft';
import { Field } from './components/Field';
import { FormAlert } from './components/FormAlert';

const schema = z.object({ email: emailField });

export default function ResendConfirmationPage() {
  const t = useT();
  const locale = useLocale();
  usePageTitle('members.titles.resend');
  const targetParam = new URLSearchParams(useSearch()).get('target');
  const { hotelCode } = useSnapshot(appState);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const form = useForm<{ email: string }>({ resolver: zodResolver(schema) as unknown as Resolver<{ email: string }>, defaultValues: { email: sentTo() ?? rememberedEmail() } });
  const e = form.formState.errors.email?.message;

  useEffect(() => {
    const sub = form.watch((v) => rememberEmail(v.email ?? ''));
    return () => sub.unsubscribe();
  }, [form]);
  useEffect(() => {
    if (problem) alertRef.current?.focus();
  }, [problem]);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    if (!hotelCode) return;
    setProblem(null);
    setSent(null);
    try {
      await resendConfirmation(hotelCode, email.trim(), locale);
      setSent(email.trim());
    } catch (err) {
      const p = memberProblem(err, 'resend');
      if (p.field === 'email') form.setError('email', { type: 'server', message: p.key.replace('members.errors.', '') });
      setProblem(p);
    }
  });

  return (
    <div className="ym-page" data-testid="resend-confirmation">
      <h1 className="y-title">{t('members.resend.title')}</h1>
      <form className="y-card ym-form" noValidate onSubmit={(ev) => void onSubmit(ev)} aria-busy={form.formState.isSubmitting}>
        <p className="ym-lead">{t('members.resend.lead')}</p>
        <FormAlert ref={alertRef} problem={problem} />
        <div aria-live="polite">
          {sent && (
            <p className="ym-note ym-note--success" data-testid="resent">
              <span aria-hidden="true">✓ </span>
              {t('members.resend.sent', { email: sent })}
            </p>
          )}
        </div>
        <Field
          id="rc-email"
          label={t('members.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          registration={form.register('email')}
          error={e ? t(`members.errors.${e}`) : undefined}
        />
        <button type="submit" className="y-button ym-submit" disabled={form.formState.isSubmitting} data-testid="resend-submit">
          {form.formState.isSubmitting ? t('members.resend.sending') : t('members.resend.submit')}
        </button>
      </form>
      <p className="ym-switch">
        <Link href={withTarget('/sign-in', targetParam)}>{t('members.common.back_to_sign_in')}</Link>
      </p>
    </div>
  );
}

// /forgot-password (document 1 §2): asks for the address and mails a link to /change-password,
// valid for an hour; mail can take up to 10 minutes (document 2 §9). An address no member has is
// said so (document 2 §8 "no matching user on password reset").
import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import '../../ui/forms.css';
import './members.css';
import { startPasswordReset } from './members-api';
import { rememberedEmail, withTarget } from './navigation';
import { useEmailRequest } from './email-request';
import { Field } from './components/Field';
import { FormAlert } from './components/FormAlert';

export default function ForgotPasswordPage() {
  const t = useT();
  usePageTitle('members.titles.forgot_password');
  const targetParam = new URLSearchParams(useSearch()).get('target');
  const { form, problem, alertRef, sent: sentTo, setSent: setSentTo, onSubmit, emailProps } = useEmailRequest({
    defaultEmail: rememberedEmail(),
    context: 'reset_start',
    send: startPasswordReset,
  });
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (sentTo) doneRef.current?.focus();
  }, [sentTo]);

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
          <Field id="fp-email" {...emailProps} />
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

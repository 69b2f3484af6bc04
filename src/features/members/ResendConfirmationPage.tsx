// /resend-confirmation-email (document 1 §2): the sign-up confirmation mail again, for an address
// that signed up but never opened its link. An address no member has, or one already confirmed,
// is said in words (document 2 §8).
import { Link, useSearch } from 'wouter';
import { useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import '../../ui/forms.css';
import './members.css';
import { resendConfirmation } from './members-api';
import { rememberedEmail, withTarget } from './navigation';
import { sentTo } from './sign-up-draft';
import { useEmailRequest } from './email-request';
import { Field } from './components/Field';
import { FormAlert } from './components/FormAlert';

export default function ResendConfirmationPage() {
  const t = useT();
  usePageTitle('members.titles.resend');
  const targetParam = new URLSearchParams(useSearch()).get('target');
  const { form, problem, alertRef, sent, onSubmit, emailProps } = useEmailRequest({
    defaultEmail: sentTo() ?? rememberedEmail(),
    context: 'resend',
    send: resendConfirmation,
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
        <Field id="rc-email" {...emailProps} />
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

// /chat-sign-up-form: the fields SignUpRequestSchema asks for, the password rules of document 1 §5
// shown as they are met, the terms. A sign-up from the chat asks the API to confirm on
// /chat-sign-up-done. What was typed stays (a draft for the tab, passwords left out) through an
// error or a step back.
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useWatch } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { appState } from '../../lib/app-store';
import { chatbotUserId } from '../../lib/chatbot-channel';
import { useLocale, useT } from '../../lib/i18n';
import { hotelPath } from '../../lib/navigation';
import { usePageTitle } from '../../lib/page-title';
import { useZodForm } from '../../lib/use-zod-form';
import '../../ui/forms.css';
import './chat.css';
import { signUp } from './chat-membership-api';
import { signUpProblem, type Problem } from './errors';
import {
  type SIGN_UP_FIELDS,
  asksKana,
  loadSignUpDraft,
  rememberSentTo,
  saveSignUpDraft,
  signUpFormSchema,
  toSignUpRequest,
  type SignUpFormValues,
} from './sign-up-form';
import { Field } from './components/Field';
import { FormAlert } from './components/FormAlert';
import { NotOffered } from './components/NotOffered';
import { chatSignUpOffered } from './offered';
import { PasswordRules } from '../../ui/PasswordRules';
import { TermsCheck } from '../../ui/TermsCheck';
import { useFocusWhen } from '../../ui/use-focus-when';

/** The page the confirmation link of a chat sign-up opens (server/routes/membership.ts). */
const DONE_PATH = '/chat-sign-up-done';

export default function ChatSignUpFormPage() {
  const t = useT();
  const locale = useLocale();
  usePageTitle('chat.titles.sign_up_form');
  const [, navigate] = useLocation();
  const target = new URLSearchParams(useSearch()).get('target');
  const settings = useSnapshot(appState);
  const { hotelCode } = settings;
  const [problem, setProblem] = useState<Problem | null>(null);
  const alertRef = useFocusWhen<HTMLDivElement>(problem);
  const schema = useMemo(() => signUpFormSchema(locale), [locale]);
  const form = useZodForm<SignUpFormValues>(schema, {
    defaultValues: loadSignUpDraft(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const errors = form.formState.errors;
  const fieldError = (name: (typeof SIGN_UP_FIELDS)[number]) => {
    const m = errors[name]?.message;
    return m ? t(`chat.errors.${m}`) : undefined;
  };
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';

  // Every change is kept for the tab (never the passwords).
  useEffect(() => {
    const sub = form.watch(() => saveSignUpDraft(form.getValues()));
    return () => sub.unsubscribe();
  }, [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!hotelCode) return;
    setProblem(null);
    try {
      // Started in a chat: the confirmation links the chat's user, wherever the mail is opened.
      const chatUser = await chatbotUserId();
      const answer = await signUp(hotelCode, { ...toSignUpRequest(values, locale, DONE_PATH), ...(chatUser ? { chatbot_user_id: chatUser } : {}) });
      rememberSentTo(answer.data.email);
      // The draft stays (without passwords) until the address is confirmed: "send again" starts from it.
      saveSignUpDraft(values);
      navigate(hotelPath('/chat-sign-up-result', target ? { target } : {}), { replace: true });
    } catch (err) {
      saveSignUpDraft(values);
      setProblem(signUpProblem(err));
    }
  });

  const kana = asksKana(locale);
  if (!chatSignUpOffered(settings)) return <NotOffered what="sign_up" />;
  return (
    <div className="yc-page" data-testid="chat-sign-up-form">
      <h1 className="y-title">{t('chat.sign_up_form.title')}</h1>
      <p className="y-muted yc-lead" id="su-required-note">
        {t('chat.form.required_note')}
      </p>
      <form className="y-card yc-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-describedby="su-required-note" aria-busy={form.formState.isSubmitting}>
        <FormAlert ref={alertRef} problem={problem} />
        <Field id="su-email" label={t('chat.fields.email')} type="email" autoComplete="email" inputMode="email" required registration={form.register('email')} error={fieldError('email')} />
        <Field
          id="su-email_confirmation"
          label={t('chat.fields.email_confirmation')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          registration={form.register('email_confirmation')}
          error={fieldError('email_confirmation')}
        />
        <div className="yc-row">
          <Field id="su-last_name" label={t('chat.fields.last_name')} autoComplete="family-name" required registration={form.register('last_name')} error={fieldError('last_name')} />
          <Field id="su-first_name" label={t('chat.fields.first_name')} autoComplete="given-name" required registration={form.register('first_name')} error={fieldError('first_name')} />
        </div>
        {kana && (
          <div className="yc-row">
            <Field id="su-last_name_kana" label={t('chat.fields.last_name_kana')} autoComplete="off" registration={form.register('last_name_kana')} error={fieldError('last_name_kana')} />
            <Field id="su-first_name_kana" label={t('chat.fields.first_name_kana')} autoComplete="off" registration={form.register('first_name_kana')} error={fieldError('first_name_kana')} />
          </div>
        )}
        <Field
          id="su-password"
          label={t('chat.fields.new_password')}
          type="password"
          autoComplete="new-password"
          required
          registration={form.register('password')}
          error={fieldError('password')}
          hintId="su-password-rules"
          hint={
            <PasswordRules
              password={password}
              classPrefix="yc"
              title={t('chat.sign_up_form.rules_title')}
              ruleText={(rule) => t(`chat.rules.${rule}`)}
              metText={t('chat.rules.met')}
              unmetText={t('chat.rules.unmet')}
            />
          }
        />
        <Field
          id="su-password_confirmation"
          label={t('chat.fields.password_confirmation')}
          type="password"
          autoComplete="new-password"
          required
          registration={form.register('password_confirmation')}
          error={fieldError('password_confirmation')}
        />
        <label className="y-check yc-check">
          <input type="checkbox" {...form.register('promotion_email_opt_in')} />
          <span>{t('chat.fields.promotion_email_opt_in')}</span>
        </label>
        <TermsCheck
          errorId="su-terms-error"
          classPrefix="yc"
          label={t('chat.fields.terms')}
          error={errors.terms ? t('chat.errors.terms_required') : undefined}
          registration={form.register('terms')}
        />
        <button type="submit" className="y-button yc-submit" disabled={form.formState.isSubmitting} data-testid="sign-up-submit">
          {form.formState.isSubmitting ? t('chat.sign_up_form.submitting') : t('chat.sign_up_form.submit')}
        </button>
      </form>
      <p className="yc-switch">
        <Link href={hotelPath('/chat-sign-up', target ? { target } : {})}>{t('chat.sign_up_form.back')}</Link>
      </p>
    </div>
  );
}

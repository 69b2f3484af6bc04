// /sign-up (document 1 §2, §4 "Sign-up", §5): offered only when sign-up is active, membership
// login is enabled, not in voucher mode, signed out and without custom auth. The form asks what
// SignUpRequestSchema needs, shows the password rules as they are met, and lists its problems at
// the top. The membership is provisional until the mailed link is opened (/member-confirmation).
// What was typed stays (a draft for the tab, passwords left out) through an error or a step back.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { appState } from '../../lib/app-store';
import { useLocale, useT } from '../../lib/i18n';
import { asksKana, SIGN_UP_FIELDS, signUpFormSchema, toSignUpRequest, type SignUpFormValues } from '../../lib/member-forms';
import { usePageTitle } from '../../lib/page-title';
import { useZodForm } from '../../lib/use-zod-form';
import '../../ui/forms.css';
import './members.css';
import { signUp } from './members-api';
import { pinProblem } from './form-errors';
import { memberProblem, type Problem } from './problems';
import { safeTarget, withTarget } from './navigation';
import { loadSignUpDraft, rememberSentTo, saveSignUpDraft } from './sign-up-draft';
import { isSignedIn, signUpShown } from './visibility';
import { ErrorSummary, type SummaryItem } from './components/ErrorSummary';
import { Field } from './components/Field';
import { FormAlert } from './components/FormAlert';
import { PasswordRules } from './components/PasswordRules';
import { TermsCheck } from '../../ui/TermsCheck';
import { useFocusWhen } from '../../ui/use-focus-when';

type FieldName = (typeof SIGN_UP_FIELDS)[number];

export default function SignUpPage() {
  const t = useT();
  const locale = useLocale();
  usePageTitle('members.titles.sign_up');
  const search = useSearch();
  const query = new URLSearchParams(search);
  const targetParam = query.get('target');
  const programId = /^\d{1,9}$/.test(query.get('program_id') ?? '') ? Number(query.get('program_id')) : undefined;
  const [path, navigate] = useLocation();
  const { hotelCode, init, loginWidget, user } = useSnapshot(appState);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const alertRef = useFocusWhen<HTMLDivElement>(problem);
  const summaryRef = useRef<HTMLDivElement>(null);
  const schema = useMemo(() => signUpFormSchema(locale), [locale]);
  const form = useZodForm<SignUpFormValues>(schema, {
    defaultValues: loadSignUpDraft(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const errors = form.formState.errors;
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';

  useEffect(() => {
    const sub = form.watch(() => saveSignUpDraft(form.getValues()));
    return () => sub.unsubscribe();
  }, [form]);

  const label = (f: FieldName) => t(`members.fields.${f}`);
  const message = (f: FieldName) => {
    const m = errors[f]?.message;
    return m ? t(`members.errors.${m}`) : undefined;
  };
  const kana = asksKana(locale);
  const shownFields = SIGN_UP_FIELDS.filter((f) => kana || !f.endsWith('_kana'));
  const summary: SummaryItem[] | null = summaryOpen
    ? shownFields.filter((f) => errors[f]?.message).map((f) => ({ target: `su-${f}`, text: f === 'terms' ? message(f)! : `${label(f)}: ${message(f)}` }))
    : null;

  const onInvalid = (_e: FieldErrors<SignUpFormValues>) => {
    setSummaryOpen(true);
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (!hotelCode) return;
    setProblem(null);
    setSummaryOpen(false);
    try {
      const body = { ...toSignUpRequest(values, locale, safeTarget(targetParam)), ...(programId ? { program_id: programId } : {}) };
      const answer = await signUp(hotelCode, body);
      rememberSentTo(answer.data.email);
      saveSignUpDraft(values);
      navigate(withTarget('/sign-up-result', targetParam), { replace: true });
    } catch (err) {
      saveSignUpDraft(values);
      const p = memberProblem(err, 'sign_up');
      // A problem the API pins on a field is shown there too, and that field gets the focus.
      pinProblem(form, p, shownFields);
      setProblem(p);
    }
  }, onInvalid);

  if (!init || !loginWidget) return null;
  const ctx = { init, loginWidget, user, path, search, chatbotFrame: false, hasVoucher: false };
  if (!signUpShown(ctx)) {
    return (
      <div className="ym-page" data-testid="sign-up-page">
        <h1 className="y-title">{t('members.sign_up.title')}</h1>
        <div className="y-card ym-stack">
          <p role="status" data-testid="sign-up-unavailable">
            {isSignedIn(user) ? t('members.sign_up.signed_in') : t('members.sign_up.unavailable')}
          </p>
          <Link href={safeTarget(targetParam)} className="y-button y-button--quiet ym-wide">
            {t('members.common.back_to_search')}
          </Link>
        </div>
      </div>
    );
  }

  const reg = (f: FieldName) => form.register(f);
  return (
    <div className="ym-page" data-testid="sign-up-page">
      <h1 className="y-title">{t('members.sign_up.title')}</h1>
      <section className="y-card ym-aside" aria-labelledby="su-benefits-title">
        <h2 id="su-benefits-title" className="ym-subtitle">
          {t('members.sign_up.benefits_title')}
        </h2>
        <ul className="ym-benefits">
          <li>{t('members.sign_up.benefit_rates')}</li>
          <li>{t('members.sign_up.benefit_points')}</li>
          <li>{t('members.sign_up.benefit_bookings')}</li>
        </ul>
      </section>
      <p className="y-muted ym-lead" id="su-required-note">
        {t('members.form.required_note')}
      </p>
      <form className="y-card ym-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-describedby="su-required-note" aria-busy={form.formState.isSubmitting}>
        <ErrorSummary ref={summaryRef} items={summary} />
        <FormAlert ref={alertRef} problem={problem} />
        <Field id="su-email" label={label('email')} type="email" autoComplete="email" inputMode="email" required registration={reg('email')} error={message('email')} />
        <Field
          id="su-email_confirmation"
          label={label('email_confirmation')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          registration={reg('email_confirmation')}
          error={message('email_confirmation')}
        />
        <div className="ym-row">
          <Field id="su-last_name" label={label('last_name')} autoComplete="family-name" required registration={reg('last_name')} error={message('last_name')} />
          <Field id="su-first_name" label={label('first_name')} autoComplete="given-name" required registration={reg('first_name')} error={message('first_name')} />
        </div>
        {locale === 'en' && <p className="y-field__hint ym-hint">{t('members.fields.names_hint_en')}</p>}
        {kana && (
          <div className="ym-row">
            <Field id="su-last_name_kana" label={label('last_name_kana')} autoComplete="off" registration={reg('last_name_kana')} error={message('last_name_kana')} />
            <Field id="su-first_name_kana" label={label('first_name_kana')} autoComplete="off" registration={reg('first_name_kana')} error={message('first_name_kana')} />
          </div>
        )}
        <Field
          id="su-password"
          label={label('password')}
          type="password"
          autoComplete="new-password"
          required
          registration={reg('password')}
          error={message('password')}
          hint={<PasswordRules password={password} />}
        />
        <Field
          id="su-password_confirmation"
          label={label('password_confirmation')}
          type="password"
          autoComplete="new-password"
          required
          registration={reg('password_confirmation')}
          error={message('password_confirmation')}
        />
        <label className="y-check ym-check">
          <input type="checkbox" {...form.register('promotion_email_opt_in')} />
          <span>{t('members.fields.promotion_email_opt_in')}</span>
        </label>
        <TermsCheck
          id="su-terms"
          errorId="su-terms-error"
          classPrefix="ym"
          label={t('members.fields.terms')}
          error={errors.terms ? t('members.errors.terms_required') : undefined}
          registration={form.register('terms')}
        />
        <button type="submit" className="y-button ym-submit" disabled={form.formState.isSubmitting} data-testid="sign-up-submit">
          {form.formState.isSubmitting ? t('members.sign_up.submitting') : t('members.sign_up.submit')}
        </button>
      </form>
      <p className="ym-switch">
        {t('members.sign_up.have_account')} <Link href={withTarget('/sign-in', targetParam)}>{t('members.sign_up.to_sign_in')}</Link>
      </p>
    </div>
  );
}

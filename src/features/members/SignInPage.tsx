// /sign-in (document 1 §2): a member signs in with e-mail and password, or through a provider the
// hotel offers (LINE, Facebook, single sign-on). On success the session is kept, the member is the
// app's user and they go back to `target` — the results they were on search again and show member
// rates. LINE Login's own return (line_code, line_state) is handled by the LINE page.
import { Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { appState } from '../../lib/app-store';
import { useLocale, useT } from '../../lib/i18n';
import { isOffered } from '../../lib/offered-pages';
import { personCheckAsked, signInFormSchema, type SignInFormValues } from '../../lib/sign-in-form';
import { LazyPersonCheck } from '../../ui/lazy-person-check';
import { usePageTitle } from '../../lib/page-title';
import '../../ui/forms.css';
import './members.css';
import { signIn } from './members-api';
import { completeSignIn, signOutMember } from './member-session';
import { memberProblem, type Problem } from './problems';
import { rememberEmail, rememberedEmail, safeTarget, withTarget } from './navigation';
import { corporateSignInShown, isSignedIn, memberSignInShown, signUpShown } from './visibility';
import { displayName } from '../../lib/member-name';
import { useZodForm } from '../../lib/use-zod-form';
import { Field } from './components/Field';
import { FormAlert } from './components/FormAlert';
import { SignOnButtons } from './components/SignOnButtons';
import { SocialProfileForm } from './components/SocialProfileForm';
import type { FacebookOutcome } from './facebook-sign-in';
import { useFocusWhen } from '../../ui/use-focus-when';

export default function SignInPage() {
  const t = useT();
  const locale = useLocale();
  usePageTitle('members.titles.sign_in');
  const search = useSearch();
  const query = new URLSearchParams(search);
  const targetParam = query.get('target');
  const [path, navigate] = useLocation();
  const { hotelCode, init, loginWidget, user } = useSnapshot(appState);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [social, setSocial] = useState<{ outcome: Extract<FacebookOutcome, { kind: 'needs_profile' }>; appId: string } | null>(null);
  const [switching, setSwitching] = useState(false);
  /** The person check, once the API asked for it: its round (a new one after each token spent) and token. */
  const [check, setCheck] = useState<{ round: number; token: string | null } | null>(null);
  const alertRef = useFocusWhen<HTMLDivElement>(problem);
  const form = useZodForm<SignInFormValues>(signInFormSchema, {
    defaultValues: { email: rememberedEmail(), password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const errors = form.formState.errors;
  const fieldError = (name: keyof SignInFormValues) => (errors[name]?.message ? t(`members.errors.${errors[name].message}`) : undefined);

  useEffect(() => {
    const sub = form.watch((v) => rememberEmail(v.email ?? ''));
    return () => sub.unsubscribe();
  }, [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!hotelCode) return;
    setProblem(null);
    const token = check?.token ?? undefined;
    try {
      const answer = await signIn(hotelCode, values.email.trim(), values.password, token);
      completeSignIn(answer.data.user, answer.data.access_token);
      navigate(safeTarget(targetParam), { replace: true });
    } catch (err) {
      // A token is good once: whatever the answer, the next sign-in needs the check passed again.
      if (personCheckAsked(err) || token) setCheck((c) => ({ round: (c?.round ?? 0) + (token ? 1 : 0), token: null }));
      // What was typed stays, the password too: the member corrects it rather than types it again.
      setProblem(memberProblem(err, 'sign_in'));
    }
  });

  if (!init || !loginWidget) return null;
  const ctx = { init, loginWidget, user, path, search, chatbotFrame: false, hasVoucher: false };
  const title = loginWidget.translations[locale]?.title ?? loginWidget.translations.en?.title;

  if (isSignedIn(user)) {
    return (
      <div className="ym-page" data-testid="sign-in-page">
        <h1 className="y-title">{t('members.sign_in.title')}</h1>
        <div className="y-card ym-stack">
          <p className="ym-note ym-note--success" role="status" data-testid="already-signed-in">
            <span aria-hidden="true">✓ </span>
            {t('members.sign_in.already', { name: user && user.id > 0 ? displayName(user, locale) : (user?.organization?.display_name ?? '') })}
          </p>
          <Link href={safeTarget(targetParam)} className="y-button ym-wide">
            {t('members.sign_in.continue')}
          </Link>
          {/* Sent here to sign in as someone else (the reservation is another member's): sign out, then the form. */}
          <button
            type="button"
            className="y-button y-button--quiet ym-wide"
            data-testid="sign-in-another"
            disabled={switching}
            onClick={async () => {
              setSwitching(true);
              await signOutMember(hotelCode);
              setSwitching(false);
            }}
          >
            {t('members.sign_in.another_account')}
          </button>
        </div>
      </div>
    );
  }

  const passwordOffered = memberSignInShown(ctx);
  const signedIn = () => navigate(safeTarget(targetParam), { replace: true });
  if (social && hotelCode) {
    return (
      <div className="ym-page" data-testid="sign-in-page">
        <h1 className="y-title">{t('members.sign_in.title')}</h1>
        <SocialProfileForm hotelCode={hotelCode} appId={social.appId} accessToken={social.outcome.accessToken} prefill={social.outcome.prefill} onSignedIn={signedIn} />
      </div>
    );
  }
  return (
    <div className="ym-page" data-testid="sign-in-page">
      <h1 className="y-title">{t('members.sign_in.title')}</h1>
      {title && <p className="y-muted ym-lead">{title}</p>}
      {passwordOffered && (
        <form className="y-card ym-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={form.formState.isSubmitting} aria-labelledby="si-form-title">
          <h2 id="si-form-title" className="visually-hidden">
            {t('members.sign_in.with_email')}
          </h2>
          <FormAlert ref={alertRef} problem={problem} />
          <Field id="si-email" label={t('members.fields.email')} type="email" autoComplete="username" inputMode="email" required registration={form.register('email')} error={fieldError('email')} />
          <Field
            id="si-password"
            label={t('members.fields.password')}
            type="password"
            autoComplete="current-password"
            required
            registration={form.register('password')}
            error={fieldError('password')}
          />
          {check && hotelCode && (
            <Suspense fallback={null}>
              <LazyPersonCheck key={check.round} hotelCode={hotelCode} onToken={(token) => setCheck((c) => c && { ...c, token })} />
            </Suspense>
          )}
          <button type="submit" className="y-button ym-submit" disabled={form.formState.isSubmitting} data-testid="sign-in-submit">
            {form.formState.isSubmitting ? t('members.sign_in.submitting') : t('members.sign_in.submit')}
          </button>
          <p className="ym-links">
            <Link href={withTarget('/forgot-password', targetParam)} data-testid="to-forgot-password">
              {t('members.sign_in.forgot')}
            </Link>
            <Link href={withTarget('/resend-confirmation-email', targetParam)}>{t('members.sign_in.no_confirmation')}</Link>
          </p>
        </form>
      )}
      {hotelCode && (
        <SignOnButtons
          hotelCode={hotelCode}
          returnTo={safeTarget(targetParam)}
          onProblem={setProblem}
          onSignedIn={signedIn}
          onNeedsProfile={(outcome, appId) => setSocial({ outcome, appId })}
          showsDivider={passwordOffered}
        />
      )}
      {!passwordOffered && problem && <FormAlert problem={problem} />}
      {signUpShown(ctx) && (
        <section className="y-card ym-aside" aria-labelledby="si-new-title">
          <h2 id="si-new-title" className="ym-subtitle">
            {t('members.sign_in.new_title')}
          </h2>
          <p className="y-muted">{t('members.sign_in.new_text')}</p>
          <Link href={withTarget('/sign-up', targetParam)} className="y-button y-button--quiet ym-wide" data-testid="to-sign-up">
            {t('members.sign_in.to_sign_up')}
          </Link>
        </section>
      )}
      {corporateSignInShown(ctx) && isOffered('/organization-sign-in') && (
        <p className="ym-switch">
          <Link href={withTarget('/organization-sign-in', targetParam)}>{t('members.sign_in.corporate')}</Link>
        </p>
      )}
    </div>
  );
}

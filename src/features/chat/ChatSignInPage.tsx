// /chat-sign-in (document 1 §2, §4 "Login/logout"): a member signs in inside the chat, with a
// password or any other way the hotel offers (LINE, Facebook, single sign-on). On success the
// session is kept, the chatbot user linked, the parent told, and the member continues to the
// `target` path or the hotel's results. `line_code`, `line_state` and `line_redirect` belong to the
// messaging-app sign-in and are left for it.
import { Suspense, useState, type ComponentType } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { appState } from '../../lib/app-store';
import { useLocale, useT } from '../../lib/i18n';
import { hotelPath } from '../../lib/navigation';
import { personCheckAsked, signInFormSchema, type SignInFormValues } from '../../lib/sign-in-form';
import { LazyPersonCheck } from '../../ui/lazy-person-check';
import { useSchemaForm } from '../../lib/schema-form';
import { usePageTitle } from '../../lib/page-title';
import '../../ui/forms.css';
import './chat.css';
import { signIn, startPasswordReset } from './chat-api';
import { completeSignIn } from './chat-session';
import { resetProblem, signInProblem, type Problem } from './errors';
import { safeTarget } from './targets';
import { Field } from './components/Field';
import { FormAlert } from './components/FormAlert';
import { NotOffered } from './components/NotOffered';
import { chatPasswordOffered, chatSignInOffered, chatSignOnOffered, chatSignUpOffered } from './offered';
import { useFocusWhen } from '../../ui/use-focus-when';

/** What the sign-on buttons are given; the route supplies them (the member pages' own), loaded only when offered. */
export interface SignOnSlotProps {
  hotelCode: string;
  target: string;
  passwordOffered: boolean;
  onSignedIn(): void;
  onProblem(problem: Problem | null): void;
}

export default function ChatSignInPage({ SignOn }: { SignOn?: ComponentType<SignOnSlotProps> }) {
  const t = useT();
  const locale = useLocale();
  usePageTitle('chat.titles.sign_in');
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const settings = useSnapshot(appState);
  const { hotelCode } = settings;
  const [problem, setProblem] = useState<Problem | null>(null);
  const [signOnProblem, setSignOnProblem] = useState<Problem | null>(null);
  const [resetState, setResetState] = useState<{ kind: 'sent'; email: string } | { kind: 'error'; problem: Problem } | null>(null);
  const [resetting, setResetting] = useState(false);
  /** The person check, once the API asked for it: its round (a new one after each token spent) and token. */
  const [check, setCheck] = useState<{ round: number; token: string | null } | null>(null);
  const alertRef = useFocusWhen<HTMLDivElement>(problem);
  // Two fields on the chat's first screen: checked by the schema without a form library.
  const form = useSchemaForm<SignInFormValues>(signInFormSchema, { email: search.get('email') ?? '', password: '' });
  const fieldError = (name: keyof SignInFormValues) => (form.errors[name] ? t(`chat.errors.${form.errors[name]}`) : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!hotelCode) return;
    setProblem(null);
    const token = check?.token ?? undefined;
    try {
      const answer = await signIn(hotelCode, values.email.trim(), values.password, token);
      await completeSignIn(hotelCode, answer.data.user, answer.data.access_token);
      navigate(safeTarget(search.get('target')), { replace: true });
    } catch (err) {
      const asked = personCheckAsked(err);
      // A token is good once: whatever the answer, the next sign-in needs the check passed again.
      if (asked || token) setCheck((c) => ({ round: (c?.round ?? 0) + (token ? 1 : 0), token: null }));
      // Asked for the check, the password was not what failed: it stays with the address.
      if (!asked) form.setValue('password', '');
      setProblem(signInProblem(err));
    }
  });

  const forgot = async () => {
    setResetState(null);
    const ok = form.trigger('email');
    if (!ok || !hotelCode) {
      form.setFocus('email');
      return;
    }
    const email = form.getValues().email.trim();
    setResetting(true);
    try {
      await startPasswordReset(hotelCode, email, locale);
      setResetState({ kind: 'sent', email });
    } catch (err) {
      setResetState({ kind: 'error', problem: resetProblem(err) });
    } finally {
      setResetting(false);
    }
  };

  const signUpQuery: Record<string, string> = {};
  const target = search.get('target');
  if (target) signUpQuery.target = target;

  if (!chatSignInOffered(settings)) return <NotOffered what="sign_in" />;
  return (
    <div className="yc-page" data-testid="chat-sign-in">
      <h1 className="y-title">{t('chat.sign_in.title')}</h1>
      <p className="y-muted yc-lead">{t('chat.sign_in.lead')}</p>
      {chatPasswordOffered(settings) && (
        <form className="y-card yc-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={form.isSubmitting}>
          <FormAlert ref={alertRef} problem={problem} />
          <Field id="cs-email" label={t('chat.fields.email')} type="email" autoComplete="username" inputMode="email" required registration={form.register('email')} error={fieldError('email')} />
          <Field id="cs-password" label={t('chat.fields.password')} type="password" autoComplete="current-password" required registration={form.register('password')} error={fieldError('password')} />
          {check && hotelCode && (
            <Suspense fallback={null}>
              <LazyPersonCheck key={check.round} hotelCode={hotelCode} onToken={(token) => setCheck((c) => c && { ...c, token })} />
            </Suspense>
          )}
          <button type="submit" className="y-button yc-submit" disabled={form.isSubmitting} data-testid="sign-in-submit">
            {form.isSubmitting ? t('chat.sign_in.submitting') : t('chat.sign_in.submit')}
          </button>
          <div className="yc-forgot">
            <button type="button" className="yc-link-button" onClick={() => void forgot()} disabled={resetting} aria-describedby="cs-forgot-hint">
              {t('chat.sign_in.forgot')}
            </button>
            <p id="cs-forgot-hint" className="y-field__hint">
              {t('chat.sign_in.forgot_hint')}
            </p>
            <div aria-live="polite">
              {resetState?.kind === 'sent' && (
                <p className="yc-note yc-note--success" data-testid="reset-sent">
                  {t('chat.sign_in.reset_sent', { email: resetState.email })}
                </p>
              )}
              {resetState?.kind === 'error' && (
                <p className="y-field__error" data-testid="reset-error">
                  {t(resetState.problem.key, resetState.problem.params)}
                </p>
              )}
            </div>
          </div>
        </form>
      )}
      {hotelCode && SignOn && chatSignOnOffered(settings) && (
        <div className="y-card yc-form" data-testid="chat-sign-on">
          <FormAlert problem={signOnProblem} testId="sign-on-error" />
          <Suspense fallback={<p className="y-muted">{t('shell.loading')}</p>}>
            <SignOn
              hotelCode={hotelCode}
              target={safeTarget(search.get('target'))}
              passwordOffered={chatPasswordOffered(settings)}
              onProblem={setSignOnProblem}
              onSignedIn={() => navigate(safeTarget(search.get('target')), { replace: true })}
            />
          </Suspense>
        </div>
      )}
      {chatSignUpOffered(settings) && (
        <section className="y-card yc-aside" aria-labelledby="cs-new-title">
          <h2 id="cs-new-title" className="yc-subtitle">
            {t('chat.sign_in.new_title')}
          </h2>
          <p className="y-muted">{t('chat.sign_in.new_text')}</p>
          <Link href={hotelPath('/chat-sign-up', signUpQuery)} className="y-button y-button--quiet yc-wide" data-testid="to-sign-up">
            {t('chat.sign_in.to_sign_up')}
          </Link>
        </section>
      )}
    </div>
  );
}

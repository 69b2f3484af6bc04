// Sign-up details for a person Facebook knows but no member is linked to: prefilled with what
// Facebook told, checked with the member name rules of the language, then sent with the token.
import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { useLocale, useT } from '../../../lib/i18n';
import { emailField, nameField } from '../../../lib/member-forms';
import { useZodForm } from '../../../lib/use-zod-form';
import { signInWithFacebook } from '../facebook-sign-in';
import { memberProblem, type Problem } from '../problems';
import { Field } from './Field';
import { FormAlert } from './FormAlert';

interface Values {
  email: string;
  last_name: string;
  first_name: string;
}

export function SocialProfileForm({ hotelCode, appId, accessToken, prefill, onSignedIn }: { hotelCode: string; appId: string; accessToken: string; prefill: { email: string | null; first_name: string; last_name: string }; onSignedIn(): void }) {
  const t = useT();
  const locale = useLocale();
  const [problem, setProblem] = useState<Problem | null>(null);
  const schema = useMemo(() => z.object({ email: emailField, last_name: nameField(locale), first_name: nameField(locale) }), [locale]);
  const form = useZodForm<Values>(schema, {
    defaultValues: { email: prefill.email ?? '', last_name: prefill.last_name, first_name: prefill.first_name },
  });
  const e = form.formState.errors;
  const msg = (n: keyof Values) => (e[n]?.message ? t(`members.errors.${e[n].message}`) : undefined);
  const onSubmit = form.handleSubmit(async (v) => {
    setProblem(null);
    try {
      const outcome = await signInWithFacebook(hotelCode, appId, locale, { ...v, email: v.email.trim(), accessToken });
      if (outcome.kind === 'signed_in') onSignedIn();
    } catch (err) {
      setProblem(memberProblem(err, 'sign_on'));
    }
  });
  return (
    <form className="y-card ym-form" noValidate onSubmit={(ev) => void onSubmit(ev)} data-testid="social-profile-form" aria-labelledby="ym-social-title">
      <h2 id="ym-social-title" className="ym-subtitle">
        {t('members.sign_on.profile_title')}
      </h2>
      <p className="y-muted">{t('members.sign_on.profile_text')}</p>
      <FormAlert problem={problem} />
      <Field id="sp-email" label={t('members.fields.email')} type="email" autoComplete="email" inputMode="email" required registration={form.register('email')} error={msg('email')} />
      <div className="ym-row">
        <Field id="sp-last_name" label={t('members.fields.last_name')} autoComplete="family-name" required registration={form.register('last_name')} error={msg('last_name')} />
        <Field id="sp-first_name" label={t('members.fields.first_name')} autoComplete="given-name" required registration={form.register('first_name')} error={msg('first_name')} />
      </div>
      <button type="submit" className="y-button ym-submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('members.sign_up.submitting') : t('members.sign_on.profile_submit')}
      </button>
    </form>
  );
}

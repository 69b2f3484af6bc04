// The sign-up details a LINE user confirms before the membership is created: LINE's name (and
// e-mail when LINE has one) filled in, each field labelled and its error said in words.
import { useState, type FormEvent } from 'react';
import { LineSignUpProfileSchema, type LinePrefill, type LineSignUpProfile } from '../../../contract';
import { useLocale, useT } from '../../lib/i18n';
import '../../ui/forms.css';
import { lineProblemKey } from './line-api';

type Field = 'first_name' | 'last_name' | 'email';

export function LineSignUpForm({ prefill, onSubmit, onProblem }: { prefill: LinePrefill; onSubmit: (profile: LineSignUpProfile) => Promise<void>; onProblem: (key: string | null) => void }) {
  const t = useT();
  const locale = useLocale();
  const [values, setValues] = useState<Record<Field, string>>(() => ({ first_name: prefill.first_name, last_name: prefill.last_name, email: prefill.email ?? '' }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = LineSignUpProfileSchema.safeParse({ ...values, locale });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const f = issue.path[0] as Field;
        found[f] ??= f === 'email' ? 'line.errors.email_invalid' : 'line.errors.required';
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onProblem(null);
    setBusy(true);
    try {
      await onSubmit(parsed.data);
    } catch (err) {
      onProblem(err instanceof Error && err.message.startsWith('line.') ? err.message : lineProblemKey(err));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, type: 'text' | 'email', autoComplete: string) => (
    <div className="y-field">
      <label className="y-field__label" htmlFor={`line-${name}`}>{t(`line.fields.${name}`)}</label>
      <input
        id={`line-${name}`}
        className="y-input"
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `line-${name}-error` : undefined}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      />
      {errors[name] && <div id={`line-${name}-error`} className="y-field__error">{t(errors[name])}</div>}
    </div>
  );

  return (
    <form className="y-line__form" onSubmit={(e) => void submit(e)} noValidate>
      {field('last_name', 'text', 'family-name')}
      {field('first_name', 'text', 'given-name')}
      {field('email', 'email', 'email')}
      <button type="submit" className="y-button" disabled={busy}>{busy ? t('line.signing_up') : t('line.sign_up_submit')}</button>
    </form>
  );
}

// A labelled input of a member form: label with its required mark or "optional", an optional
// hint, the error in words (linked by aria-describedby), and for passwords a show/hide button
// that says what it does.
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../../../lib/i18n';

export interface FieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date';
  autoComplete: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  lang?: string;
  readOnly?: boolean;
}

export function Field({ id, label, registration, error, hint, required, type = 'text', autoComplete, inputMode, lang, readOnly }: FieldProps) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const isPassword = type === 'password';
  const plain = type === 'email' || isPassword;
  return (
    <div className="y-field ym-field">
      <label className="y-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="ym-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="ym-optional"> {t('members.form.optional')}</span>
        )}
      </label>
      {hint && (
        <div id={hintId} className="y-field__hint">
          {hint}
        </div>
      )}
      <div className={isPassword ? 'ym-password' : undefined}>
        <input
          id={id}
          className="y-input"
          type={isPassword && shown ? 'text' : type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          lang={lang}
          readOnly={readOnly}
          autoCapitalize={plain ? 'off' : undefined}
          spellCheck={plain ? false : undefined}
          dir={plain ? 'ltr' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...registration}
        />
        {isPassword && (
          <button type="button" className="ym-password__toggle" aria-controls={id} aria-pressed={shown} onClick={() => setShown((s) => !s)}>
            {shown ? t('members.form.hide_password') : t('members.form.show_password')}
            <span className="visually-hidden"> ({label})</span>
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="y-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

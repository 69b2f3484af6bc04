// A labelled input of a chat form: label, optional hint, the error in words (linked by
// aria-describedby), and for passwords a show/hide button that says what it does.
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../../../lib/i18n';

export interface FieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: ReactNode;
  hintId?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
}

export function Field({ id, label, registration, error, hint, hintId, required, type = 'text', autoComplete, inputMode }: FieldProps) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hint ? (hintId ?? `${id}-hint`) : undefined, errorId].filter(Boolean).join(' ') || undefined;
  const isPassword = type === 'password';
  return (
    <div className="y-field yc-field">
      <label className="y-field__label" htmlFor={id}>
        {label}
        {required ? <span className="yc-required" aria-hidden="true"> *</span> : <span className="yc-optional"> {t('chat.form.optional')}</span>}
      </label>
      {hint && (
        <div id={hintId ?? `${id}-hint`} className="y-field__hint">
          {hint}
        </div>
      )}
      <div className={isPassword ? 'yc-password' : undefined}>
        <input
          id={id}
          className="y-input"
          type={isPassword && shown ? 'text' : type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          autoCapitalize={type === 'email' || isPassword ? 'off' : undefined}
          spellCheck={type === 'email' || isPassword ? false : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...registration}
        />
        {isPassword && (
          <button type="button" className="yc-password__toggle" aria-controls={id} onClick={() => setShown((s) => !s)}>
            {shown ? t('chat.form.hide_password') : t('chat.form.show_password')}
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

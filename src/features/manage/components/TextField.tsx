// A labelled text field with its hint and error tied to it for screen readers.
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useT } from '../../../lib/i18n';

export function TextField({
  id,
  label,
  hint,
  error,
  required,
  multiline,
  inputProps,
  textareaProps,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  multiline?: boolean;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  textareaProps?: TextareaHTMLAttributes<HTMLTextAreaElement>;
}) {
  const t = useT();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const common = {
    id,
    className: 'y-input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    'aria-required': required || undefined,
  } as const;
  return (
    <div className="y-field yrm-field">
      <label className="y-field__label" htmlFor={id}>
        {label}
        {required ? <span className="yrm-required"> {t('manage.required_mark')}</span> : <span className="yrm-optional"> {t('manage.optional')}</span>}
      </label>
      {hint && (
        <span id={hintId} className="y-field__hint">
          {hint}
        </span>
      )}
      {multiline ? <textarea rows={3} {...textareaProps} {...common} /> : <input type="text" {...inputProps} {...common} />}
      {error && (
        <p id={errorId} className="y-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

// A labelled input of a form: label with its required mark or "optional", an optional hint, the
// error in words (linked by aria-describedby), and for passwords a show/hide button that says what
// it does. Words come in already translated; class names under the caller's prefix
// (`<prefix>-field`, `<prefix>-required`, `<prefix>-optional`, `<prefix>-password`).
import { useState, type ChangeEvent, type FocusEvent, type InputHTMLAttributes, type ReactNode } from 'react';

/** What a form gives its input: its name, the element's ref and the two events that matter. */
export interface FieldRegistration {
  name: string;
  ref: (element: HTMLInputElement | null) => void;
  onChange: (event: ChangeEvent<HTMLInputElement>) => unknown;
  onBlur: (event: FocusEvent<HTMLInputElement>) => unknown;
}

export interface InputFieldTexts {
  optional: string;
  showPassword: string;
  hidePassword: string;
}

export interface InputFieldProps {
  id: string;
  label: string;
  registration: FieldRegistration;
  error?: string | undefined;
  hint?: ReactNode;
  /** The id of the hint; `<id>-hint` unless given. */
  hintId?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date';
  autoComplete: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  lang?: string;
  readOnly?: boolean;
}

export interface InputFieldLook {
  classPrefix: string;
  texts: InputFieldTexts;
}

export function InputField({
  id,
  label,
  registration,
  error,
  hint,
  hintId: givenHintId,
  required,
  type = 'text',
  autoComplete,
  inputMode,
  lang,
  readOnly,
  classPrefix,
  texts,
}: InputFieldProps & InputFieldLook) {
  const [shown, setShown] = useState(false);
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? (givenHintId ?? `${id}-hint`) : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const isPassword = type === 'password';
  const plain = type === 'email' || isPassword;
  return (
    <div className={`y-field ${classPrefix}-field`}>
      <label className="y-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className={`${classPrefix}-required`} aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className={`${classPrefix}-optional`}> {texts.optional}</span>
        )}
      </label>
      {hint && (
        <div id={hintId} className="y-field__hint">
          {hint}
        </div>
      )}
      <div className={isPassword ? `${classPrefix}-password` : undefined}>
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
          // E-mail addresses and passwords run left to right, also in a right-to-left page.
          dir={plain ? 'ltr' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...registration}
        />
        {isPassword && (
          <button
            type="button"
            className={`${classPrefix}-password__toggle`}
            aria-controls={id}
            onClick={() => setShown((s) => !s)}
          >
            {/* Its words say what it does next; the hidden part names its field. */}
            {shown ? texts.hidePassword : texts.showPassword}
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

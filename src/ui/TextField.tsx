// A labelled text field of a form, typed in one line or several: the label with its required mark
// or "optional", an optional hint, the error in words (both linked by aria-describedby, the field
// marked aria-invalid), and for passwords a show/hide button that says what it does. It takes a
// react-hook-form `register(name)` (or any registration of the same shape) as it is. Words come in
// already translated; class names under the caller's prefix (`<prefix>-field`, `<prefix>-required`,
// `<prefix>-optional`, `<prefix>-password`).
import { useState, type ChangeEvent, type FocusEvent, type InputHTMLAttributes, type ReactNode } from 'react';

/** What a form gives its field: its name, the element's ref and the two events that matter. */
export interface FieldRegistration<E extends HTMLInputElement | HTMLTextAreaElement = HTMLInputElement> {
  name: string;
  ref: (element: E | null) => void;
  onChange: (event: ChangeEvent<E>) => unknown;
  onBlur: (event: FocusEvent<E>) => unknown;
}

export interface TextFieldTexts {
  optional: string;
  /** The required mark in words ("(required)"); without it, a star that screen readers skip (the field says it is required). */
  required?: string;
  showPassword?: string;
  hidePassword?: string;
}

interface FieldBasics {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** The id of the hint; `<id>-hint` unless given. */
  hintId?: string;
  required?: boolean;
  /** The label is read out but not shown (a section's title already says it). */
  hideLabel?: boolean;
  autoComplete?: string | undefined;
  maxLength?: number;
  /** More class names for the field's box. */
  className?: string;
}

/** A field typed in one line. */
export interface TextInputProps extends FieldBasics {
  multiline?: false;
  registration: FieldRegistration;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date';
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  autoCapitalize?: string;
  spellCheck?: boolean;
  lang?: string;
  readOnly?: boolean;
  min?: string;
  max?: string;
}

/** A field typed in several lines. */
export interface TextAreaProps extends FieldBasics {
  multiline: true;
  registration: FieldRegistration<HTMLTextAreaElement>;
  rows?: number;
}

export interface TextFieldLook {
  classPrefix: string;
  texts: TextFieldTexts;
}

export type TextFieldProps = (TextInputProps | TextAreaProps) & TextFieldLook;

export function TextField(props: TextFieldProps) {
  const { id, label, error, hint, hintId: givenHintId, required, hideLabel, className, classPrefix, texts } = props;
  const [shown, setShown] = useState(false);
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? (givenHintId ?? `${id}-hint`) : undefined;
  const common = {
    id,
    className: 'y-input',
    autoComplete: props.autoComplete,
    maxLength: props.maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    'aria-required': required || undefined,
  };
  let control: ReactNode;
  if (props.multiline) {
    control = <textarea rows={props.rows ?? 3} {...common} {...props.registration} />;
  } else {
    const { type = 'text', inputMode, autoCapitalize, spellCheck, lang, readOnly, min, max } = props;
    const isPassword = type === 'password';
    const plain = type === 'email' || isPassword;
    control = (
      <div className={isPassword ? `${classPrefix}-password` : undefined}>
        <input
          {...common}
          type={isPassword && shown ? 'text' : type}
          inputMode={inputMode}
          lang={lang}
          readOnly={readOnly}
          min={min}
          max={max}
          autoCapitalize={autoCapitalize ?? (plain ? 'off' : undefined)}
          spellCheck={spellCheck ?? (plain ? false : undefined)}
          // E-mail addresses and passwords run left to right, also in a right-to-left page.
          dir={plain ? 'ltr' : undefined}
          {...props.registration}
        />
        {isPassword && (
          <button type="button" className={`${classPrefix}-password__toggle`} aria-controls={id} onClick={() => setShown((s) => !s)}>
            {/* Its words say what it does next; the hidden part names its field. */}
            {shown ? texts.hidePassword : texts.showPassword}
            <span className="visually-hidden"> ({label})</span>
          </button>
        )}
      </div>
    );
  }
  return (
    <div className={`y-field ${classPrefix}-field${className ? ` ${className}` : ''}`}>
      <label className={hideLabel ? 'visually-hidden' : 'y-field__label'} htmlFor={id}>
        {label}
        {required ? (
          <span className={`${classPrefix}-required`} aria-hidden={texts.required ? undefined : true}>
            {' '}
            {texts.required ?? '*'}
          </span>
        ) : (
          !hideLabel && <span className={`${classPrefix}-optional`}> {texts.optional}</span>
        )}
      </label>
      {hint && (
        <div id={hintId} className="y-field__hint">
          {hint}
        </div>
      )}
      {control}
      {error && (
        <p id={errorId} className="y-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

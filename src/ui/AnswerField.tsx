// One answer to a hotel's question, typed or chosen: a select when the question offers options,
// otherwise a text area with a live character count. The label (with its required mark), the
// error and the words come in already translated; each form keeps its own class prefix.
import type { ReactNode } from 'react';

export interface AnswerFieldProps {
  id: string;
  label: ReactNode;
  /** The question's choices; none (or empty) means a typed answer. */
  options?: readonly string[] | undefined;
  value: string;
  onChange(text: string): void;
  maxLength: number;
  /** The error in words, or nothing. */
  error?: string | undefined;
  texts: { choose: string; counter: string };
  /** Class prefix of the form (`yb`, `yrm`). */
  classPrefix: string;
  className?: string;
  testId?: string;
}

export function AnswerField({ id, label, options, value, onChange, maxLength, error, texts, classPrefix, className, testId }: AnswerFieldProps) {
  const errorId = error ? `${id}-error` : undefined;
  const counterId = `${id}-count`;
  const choices = options && options.length > 0 ? options : null;
  return (
    <div className={`y-field ${classPrefix}-field${className ? ` ${className}` : ''}`} data-testid={testId}>
      <label className="y-field__label" htmlFor={id}>
        {label}
      </label>
      {choices ? (
        <select id={id} className="y-select" value={value} aria-invalid={error ? true : undefined} aria-describedby={errorId} onChange={(e) => onChange(e.target.value)}>
          <option value="">{texts.choose}</option>
          {choices.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      ) : (
        <>
          <textarea
            id={id}
            className={`y-input ${classPrefix}-textarea`}
            rows={3}
            maxLength={maxLength}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={[counterId, errorId].filter(Boolean).join(' ')}
            onChange={(e) => onChange(e.target.value)}
          />
          <p id={counterId} className={`${classPrefix}-note ${classPrefix}-counter`}>
            {texts.counter}
          </p>
        </>
      )}
      {error && (
        <p id={errorId} className="y-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

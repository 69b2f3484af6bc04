// The terms box a form cannot be sent without: a required checkbox with its mark, and the error in
// words linked to it. Words come in already translated; class names under the caller's prefix
// (`<prefix>-terms`, `<prefix>-check`, `<prefix>-required`).
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface TermsCheckProps {
  /** The id of the checkbox, when something (an error summary) links to it. */
  id?: string;
  errorId: string;
  classPrefix: string;
  label: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}

export function TermsCheck({ id, errorId, classPrefix, label, error, registration }: TermsCheckProps) {
  return (
    <div className={`${classPrefix}-terms`}>
      <label className={`y-check ${classPrefix}-check`}>
        <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} aria-required {...registration} />
        <span>
          {label}
          <span className={`${classPrefix}-required`} aria-hidden="true">
            {' '}
            *
          </span>
        </span>
      </label>
      {error && (
        <p id={errorId} className="y-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

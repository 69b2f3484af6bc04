// The password rules of document 1 §5, each marked as met while the person types: a tick and the
// words "done" / "not yet" for screen readers, never colour alone. Words come in already
// translated; class names under the caller's prefix (`<prefix>-rules`).
import { passwordProblems } from '../../contract';
import { PASSWORD_RULES } from '../lib/member-forms';

export type PasswordRule = (typeof PASSWORD_RULES)[number];

export interface PasswordRulesProps {
  password: string;
  classPrefix: string;
  title: string;
  ruleText: (rule: PasswordRule) => string;
  metText: string;
  unmetText: string;
}

export function PasswordRules({ password, classPrefix, title, ruleText, metText, unmetText }: PasswordRulesProps) {
  const unmet = new Set(passwordProblems(password));
  return (
    <>
      <span>{title}</span>
      <ul className={`${classPrefix}-rules`} data-testid="password-rules">
        {PASSWORD_RULES.map((rule) => {
          const met = password.length > 0 && !unmet.has(rule);
          return (
            <li key={rule} className={met ? 'is-met' : undefined} data-met={met}>
              <span aria-hidden="true" className={`${classPrefix}-rules__mark`}>
                {met ? '✓' : '•'}
              </span>
              {ruleText(rule)}
              <span className="visually-hidden"> ({met ? metText : unmetText})</span>
            </li>
          );
        })}
      </ul>
    </>
  );
}

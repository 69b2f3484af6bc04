// The password rules of document 1 §5, each marked as met while the member types: a tick and the
// words "done" / "not yet" for screen readers, never colour alone.
import { passwordProblems } from '../../../../contract';
import { PASSWORD_RULES } from '../../../lib/member-forms';
import { useT } from '../../../lib/i18n';

export function PasswordRules({ password }: { password: string }) {
  const t = useT();
  const unmet = new Set(passwordProblems(password));
  return (
    <>
      <span>{t('members.rules.title')}</span>
      <ul className="ym-rules" data-testid="password-rules">
        {PASSWORD_RULES.map((rule) => {
          const met = password.length > 0 && !unmet.has(rule);
          return (
            <li key={rule} className={met ? 'is-met' : undefined} data-met={met}>
              <span aria-hidden="true" className="ym-rules__mark">
                {met ? '✓' : '•'}
              </span>
              {t(`members.rules.${rule}`)}
              <span className="visually-hidden"> ({met ? t('members.rules.met') : t('members.rules.unmet')})</span>
            </li>
          );
        })}
      </ul>
    </>
  );
}

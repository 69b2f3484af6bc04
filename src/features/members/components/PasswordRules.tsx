// The password rules of document 1 §5 in a member form, each marked as met while the member
// types (ui/PasswordRules).
import { PasswordRules as Rules } from '../../../ui/PasswordRules';
import { useT } from '../../../lib/i18n';

export function PasswordRules({ password }: { password: string }) {
  const t = useT();
  return (
    <Rules
      password={password}
      classPrefix="ym"
      title={t('members.rules.title')}
      ruleText={(rule) => t(`members.rules.${rule}`)}
      metText={t('members.rules.met')}
      unmetText={t('members.rules.unmet')}
    />
  );
}

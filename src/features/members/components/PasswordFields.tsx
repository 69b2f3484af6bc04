// The password fields of member forms: the current password, and a new one (with the rules of
// document 1 §5 shown as they are met) typed twice.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../../../lib/i18n';
import { Field } from './Field';
import { PasswordRules } from './PasswordRules';

export function CurrentPasswordField({ id, registration, error }: { id: string; registration: UseFormRegisterReturn; error: string | undefined }) {
  const t = useT();
  return <Field id={id} label={t('members.fields.current_password')} type="password" autoComplete="current-password" required registration={registration} error={error} />;
}

export interface NewPasswordFieldsProps {
  /** The ids are `<idPrefix>-password` and `<idPrefix>-password_confirmation`. */
  idPrefix: string;
  /** What is typed in the new password, for the rules. */
  password: string;
  registrations: { password: UseFormRegisterReturn; confirmation: UseFormRegisterReturn };
  errors: { password: string | undefined; confirmation: string | undefined };
}

export function NewPasswordFields({ idPrefix, password, registrations, errors }: NewPasswordFieldsProps) {
  const t = useT();
  return (
    <>
      <Field
        id={`${idPrefix}-password`}
        label={t('members.fields.new_password')}
        type="password"
        autoComplete="new-password"
        required
        registration={registrations.password}
        error={errors.password}
        hint={<PasswordRules password={password} />}
      />
      <Field
        id={`${idPrefix}-password_confirmation`}
        label={t('members.fields.password_confirmation')}
        type="password"
        autoComplete="new-password"
        required
        registration={registrations.confirmation}
        error={errors.confirmation}
      />
    </>
  );
}

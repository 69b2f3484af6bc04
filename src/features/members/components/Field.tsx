// A labelled input of a member form (ui/TextField): label with its required mark or "optional",
// an optional hint, the error in words, and for passwords a show/hide button that says what it
// does and for which field.
import { TextField, type TextInputProps } from '../../../ui/TextField';
import { useT } from '../../../lib/i18n';

export type FieldProps = Omit<TextInputProps, 'hintId'>;

export function Field(props: FieldProps) {
  const t = useT();
  return (
    <TextField
      {...props}
      classPrefix="ym"
      texts={{ optional: t('members.form.optional'), showPassword: t('members.form.show_password'), hidePassword: t('members.form.hide_password') }}
    />
  );
}

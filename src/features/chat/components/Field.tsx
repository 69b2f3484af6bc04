// A labelled input of a chat form (ui/InputField): label, optional hint, the error in words
// (linked by aria-describedby), and for passwords a show/hide button that says what it does.
import { InputField, type InputFieldProps } from '../../../ui/InputField';
import { useT } from '../../../lib/i18n';

export type FieldProps = Omit<InputFieldProps, 'type' | 'lang' | 'readOnly'> & { type?: 'text' | 'email' | 'password' };

export function Field(props: FieldProps) {
  const t = useT();
  return (
    <InputField
      {...props}
      classPrefix="yc"
      texts={{ optional: t('chat.form.optional'), showPassword: t('chat.form.show_password'), hidePassword: t('chat.form.hide_password') }}
    />
  );
}

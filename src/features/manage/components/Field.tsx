// A labelled field of a manage form (ui/TextField): label with "(required)" or "(optional)" in
// words, an optional hint, and the error in words tied to the field.
import { useT } from '../../../lib/i18n';
import { TextField, type TextAreaProps, type TextInputProps } from '../../../ui/TextField';

export type FieldProps = TextInputProps | TextAreaProps;

export function Field(props: FieldProps) {
  const t = useT();
  return <TextField {...props} classPrefix="yrm" texts={{ optional: t('manage.optional'), required: t('manage.required_mark') }} />;
}

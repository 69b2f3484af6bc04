// One field of the guest form (ui/TextField): its label and error in the booking's words, its id
// `gd-<name>` (what the error summary and the server's refusals point at).
import type { UseFormReturn } from 'react-hook-form';
import { useT } from '../../../lib/i18n';
import { TextField } from '../../../ui/TextField';
import type { GuestFormField, GuestFormValues } from '../guest-form';

export interface GuestFieldProps {
  form: UseFormReturn<GuestFormValues>;
  name: GuestFormField;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  /** Typed in several lines (up to 1,000 characters). */
  multiline?: boolean;
  hideLabel?: boolean;
}

export function GuestField({ form, name, type = 'text', autoComplete, required, hint, multiline, hideLabel }: GuestFieldProps) {
  const t = useT();
  const message = form.formState.errors[name]?.message;
  const look = {
    id: `gd-${name}`,
    label: t(`booking.fields.${name}`),
    error: message ? t(`booking.errors.${String(message)}`) : undefined,
    hint,
    required,
    hideLabel,
    classPrefix: 'yb',
    texts: { optional: t('booking.fields.optional') },
  };
  return multiline ? (
    <TextField {...look} multiline maxLength={1000} registration={form.register(name)} />
  ) : (
    <TextField {...look} type={type} autoComplete={autoComplete} registration={form.register(name)} />
  );
}

// How a member form says its problems: a rule's message is a key under members.errors, and a
// problem the API pins on a field the form has is shown on that field too.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { Problem } from './problems';

/** The words for a field's message key ("required", "password_rules", …), or nothing. */
export function errorText(t: (key: string) => string, message: string | undefined): string | undefined {
  return message ? t(`members.errors.${message}`) : undefined;
}

/** Shows the problem on its field as well, when the field is one of `fields`. */
export function pinProblem<T extends FieldValues>(form: UseFormReturn<T>, p: Problem, fields: readonly Path<T>[]): void {
  const field = fields.find((f) => f === p.field);
  if (field) form.setError(field, { type: 'server', message: p.key.replace('members.errors.', '') });
}

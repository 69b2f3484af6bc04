// A small form for first screens (sign-in inside a chat): uncontrolled text fields checked by a
// zod/mini schema, so a page that shows two fields does not download a form library. It keeps the
// behaviour guests know from the larger forms: nothing is checked until the first submit, then a
// field is checked again when it is left; a refused submit moves focus to the first field in error;
// what was typed stays in the fields whatever happens.
import { useCallback, useRef, useState, type FormEvent } from 'react';
import type * as z from 'zod/mini';
import type { FieldRegistration } from '../ui/InputField';

/** A form of text fields only. */
type TextValues<V> = { [K in keyof V]: string };

export interface SchemaForm<V extends TextValues<V>> {
  register(name: keyof V & string): FieldRegistration;
  /** The message code of each field's first problem, as the schema words it. */
  errors: Partial<Record<keyof V, string>>;
  isSubmitting: boolean;
  /** Checks the named fields (all when none named); true when they pass. */
  trigger(...names: (keyof V & string)[]): boolean;
  getValues(): V;
  setValue(name: keyof V & string, value: string): void;
  setFocus(name: keyof V & string): void;
  handleSubmit(onValid: (values: V) => Promise<void> | void): (event?: FormEvent) => Promise<void>;
}

/** The first problem of each field, by the first element of its path. */
function problemsOf(result: z.core.util.SafeParseResult<unknown>): Map<string, string> {
  const problems = new Map<string, string>();
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!problems.has(field)) problems.set(field, issue.message);
  }
  return problems;
}

export function useSchemaForm<V extends TextValues<V>>(schema: z.ZodMiniType<V, V>, defaults: V): SchemaForm<V> {
  const elements = useRef(new Map<string, HTMLInputElement>());
  const defaultsRef = useRef(defaults);
  /** What fields not on the page held when they left it. */
  const kept = useRef(new Map<string, string>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const getValues = useCallback((): V => {
    const values: Record<string, string> = { ...defaultsRef.current, ...Object.fromEntries(kept.current) };
    for (const [name, element] of elements.current) values[name] = element.value;
    return values as V;
  }, []);

  const trigger = useCallback(
    (...names: (keyof V & string)[]): boolean => {
      const problems = problemsOf(schema.safeParse(getValues()));
      const checked: string[] = names.length ? names : [...elements.current.keys()];
      setErrors((shown) => {
        const next: Partial<Record<keyof V, string>> = { ...shown };
        for (const name of checked) {
          const problem = problems.get(name);
          if (problem) next[name as keyof V] = problem;
          else delete next[name as keyof V];
        }
        return next;
      });
      return checked.every((name) => !problems.has(name));
    },
    [schema, getValues],
  );

  const setFocus = useCallback((name: keyof V & string) => elements.current.get(name)?.focus(), []);

  // One registration a field for the form's life: a ref that changed at each render would be
  // detached and attached again, and the field would lose what was typed.
  const registrations = useRef(new Map<string, FieldRegistration>());
  const register = (name: keyof V & string): FieldRegistration => {
    const known = registrations.current.get(name);
    if (known) return known;
    const registration = registerField(name);
    registrations.current.set(name, registration);
    return registration;
  };
  const registerField = (name: keyof V & string): FieldRegistration => ({
    name,
    ref: (element) => {
      const before = elements.current.get(name);
      if (!element) {
        // A field taken off the page keeps what was typed, for when it is shown again.
        if (before) kept.current.set(name, before.value);
        elements.current.delete(name);
        return;
      }
      if (element !== before) element.value = kept.current.get(name) ?? defaultsRef.current[name];
      elements.current.set(name, element);
    },
    onChange: () => undefined,
    // After the first submit, a field left is checked again.
    onBlur: () => {
      if (submitted.current) trigger(name);
    },
  });

  const handleSubmit = (onValid: (values: V) => Promise<void> | void) => async (event?: FormEvent) => {
    event?.preventDefault();
    submitted.current = true;
    const result = schema.safeParse(getValues());
    if (!result.success) {
      trigger();
      const problems = problemsOf(result);
      const first = [...elements.current.keys()].find((name) => problems.has(name));
      if (first) elements.current.get(first)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onValid(result.data);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    register,
    errors,
    isSubmitting,
    trigger,
    getValues,
    setValue: (name, value) => {
      const element = elements.current.get(name);
      if (element) element.value = value;
    },
    setFocus,
    handleSubmit,
  };
}

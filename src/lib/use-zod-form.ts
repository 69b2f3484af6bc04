// A react-hook-form form checked by a zod schema (zod/mini, as the forms write them): the schema's
// messages are the fields' errors, and a valid submit hands over what the schema made of the values
// (trimmed, transformed), as the form's own values.
import { useForm, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';

/** Everything useForm takes but the resolver, which the schema gives. */
export type ZodFormOptions<V extends FieldValues> = Omit<UseFormProps<V>, 'resolver'>;

export function useZodForm<V extends FieldValues>(schema: z.core.$ZodType<unknown, FieldValues>, options: ZodFormOptions<V> = {}): UseFormReturn<V> {
  // A form's schema reads more loosely than the form's values (a blank optional field is taken as
  // anything, then dropped) and answers more narrowly (a checked box is `true`, a blank is absent):
  // neither zod type is the form's. The resolver is typed for the form here, once.
  const resolver = zodResolver(schema) as Resolver<V>;
  return useForm<V>({ ...options, resolver });
}

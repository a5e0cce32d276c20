import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { showServerErrors } from './server-errors';

/**
 * An account form checked by its contract schema and sent by `send` (which gets the form, e.g. to reset it): what the server refuses lands on the
 * fields of `defaultValues` (the form's names are the API's), anything else in a toast.
 */
export function useServerForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  send: (values: Output, form: UseFormReturn<Input, unknown, Output>) => Promise<unknown>,
) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const submit = form.handleSubmit(async (values) => {
    try {
      await send(values, form);
    } catch (error) {
      showServerErrors(error, form.setError, Object.keys(defaultValues) as Path<Input>[]);
    }
  });
  return { ...form, submit };
}

import { zodResolver } from '@hookform/resolvers/zod';
import { createFormControl } from 'react-hook-form';
import type { InquiryErrors, InquiryFieldName, InquiryValues } from '../components/inquiry-fields';
import { inquirySchema, type InquirySchemaValues } from './inquiry-schema';

/**
 * The contact form's checks as you type (react-hook-form and zod, the spec's messages): loaded on the
 * form's first pointer, touch or focus and attached to the form's own fields (contact-form.tsx).
 * `values` are the fields as they are now, so attaching changes nothing on screen.
 */
export function createInquiryControl(values: InquiryValues, errors: InquiryErrors) {
  const control = createFormControl<InquirySchemaValues>({ resolver: zodResolver(inquirySchema), defaultValues: values });
  for (const [name, message] of Object.entries(errors)) control.setError(name as InquiryFieldName, { message });
  return control;
}

export type InquiryControl = ReturnType<typeof createInquiryControl>;

import { zodResolver } from '@hookform/resolvers/zod';
import { endpoints } from '@rp/contract';
import { useLayoutEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '~/components/ui/toast';
import { apiRequest } from '~/lib/api-client';
import { idempotencyHeader, newIdempotencyKey } from '~/lib/idempotency-key';
import { showSubmitFailure } from '~/lib/visitor-form';
import { EMPTY_INQUIRY, INQUIRY_FORM_MESSAGES, InquiryFields, type InquiryErrors, type InquiryFieldName } from './inquiry-fields';
import { INQUIRY_WIRE_FIELDS, inquiryRecord, inquirySchema, type InquirySchemaValues } from './inquiry-schema';

export { INQUIRY_FORM_MESSAGES };

/** Where the plain form left off when this form replaced it: what was typed, shown errors, the focused field. */
export interface TakeOver {
  values: InquirySchemaValues;
  errors: InquiryErrors;
  focus?: { name: InquiryFieldName; selectionStart: number | null; selectionEnd: number | null };
}

/**
 * The contact page's 'Get My Free Quote' form, enhanced: it validates as you go and sends the inquiry
 * with POST /inquery/save. It replaces the server-rendered form on first interaction (contact-form.tsx).
 */
export function InquiryForm({ takeOver }: { takeOver?: TakeOver }) {
  // Made when the form opens; a new one after each successful send (the next inquiry is a new one).
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<InquirySchemaValues>({ resolver: zodResolver(inquirySchema), defaultValues: takeOver?.values ?? EMPTY_INQUIRY });

  // Before paint: the errors the plain form showed, and the caret where it was.
  useLayoutEffect(() => {
    if (!takeOver) return;
    for (const [name, message] of Object.entries(takeOver.errors)) setError(name as InquiryFieldName, { message });
    const focus = takeOver.focus;
    if (!focus) return;
    setFocus(focus.name);
    const control = document.getElementById(`inquiry-${focus.name}`);
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
      try {
        control.setSelectionRange(focus.selectionStart, focus.selectionEnd);
      } catch {
        // type=email has no selection API.
      }
    }
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, when this form takes over

  const onSubmit = async (v: InquirySchemaValues) => {
    try {
      await apiRequest(endpoints.inquiry.save, { body: inquiryRecord(v), headers: idempotencyHeader(idempotencyKey) });
      toast.success(INQUIRY_FORM_MESSAGES.success);
      reset(EMPTY_INQUIRY);
      setIdempotencyKey(newIdempotencyKey());
    } catch (error) {
      showSubmitFailure(error, {
        failureMessage: INQUIRY_FORM_MESSAGES.failure,
        setError,
        fields: INQUIRY_WIRE_FIELDS,
        ownMessages: { Email: INQUIRY_FORM_MESSAGES.emailInvalid },
      });
    }
  };

  const shown: InquiryErrors = Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message]));
  return (
    <form
      method="post"
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-labelledby="contact-form-title"
      data-testid="contact-form"
      data-enhanced="true"
      className="relative"
    >
      <InquiryFields bind={(name) => register(name)} errors={shown} submitting={isSubmitting} />
    </form>
  );
}

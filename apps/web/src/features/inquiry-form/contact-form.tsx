import { CheckCircle2, CircleAlert } from 'lucide-react';
import { useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { EMPTY_INQUIRY, INQUIRY_FIELD_NAMES, INQUIRY_FORM_MESSAGES, InquiryFields, type InquiryErrors, type InquiryValues } from './inquiry-fields';
import type { TakeOver } from './inquiry-form';

/** What the server answered a form posted without JavaScript (the /contact action). */
export interface PlainFormAnswer {
  values: InquiryValues;
  errors: InquiryErrors;
  /** A message for the whole form (too many requests, a failure). */
  formError?: string;
}

type EnhancedForm = ComponentType<{ takeOver?: TakeOver }>;

function takeOverFrom(form: HTMLFormElement, errors: InquiryErrors): TakeOver {
  const data = new FormData(form);
  const values = Object.fromEntries(INQUIRY_FIELD_NAMES.map((name) => [name, String(data.get(name) ?? '')])) as InquiryValues;
  const active = document.activeElement;
  const focused = (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && form.contains(active) ? active : null;
  const focus = focused
    ? { name: focused.name as keyof InquiryValues, selectionStart: focused.selectionStart, selectionEnd: focused.selectionEnd }
    : undefined;
  return { values, errors, focus };
}

/**
 * The contact page's form. The server renders a plain form that posts to /contact, so it works
 * before and without JavaScript; on first pointer or focus the enhanced form's code (react-hook-form,
 * zod, the API client) loads and takes over with what was typed and where the caret was.
 */
export function ContactForm({ answer, sent }: { answer?: PlainFormAnswer; sent: boolean }) {
  const formRef = useRef<HTMLFormElement>(null);
  const loading = useRef(false);
  const [enhanced, setEnhanced] = useState<{ Form: EnhancedForm; takeOver: TakeOver } | null>(null);
  const errors = answer?.errors ?? {};

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void import('./inquiry-form').then(({ InquiryForm }) => {
      const form = formRef.current;
      if (!form) return;
      // Read, render and commit in one task: no keystroke can land in between and be lost.
      flushSync(() => setEnhanced({ Form: InquiryForm, takeOver: takeOverFrom(form, errors) }));
    });
  };

  return (
    <>
      {sent ? (
        <p
          role="status"
          data-testid="contact-sent"
          className="mb-6 flex gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 font-semibold text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {INQUIRY_FORM_MESSAGES.success}
        </p>
      ) : null}
      {answer && !enhanced ? (
        <p
          role="alert"
          data-testid="contact-form-error"
          className="mb-6 flex gap-3 rounded-xl border border-red-300 bg-red-50 p-4 font-semibold text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {answer.formError ?? INQUIRY_FORM_MESSAGES.failure}
        </p>
      ) : null}
      {enhanced ? (
        <enhanced.Form takeOver={enhanced.takeOver} />
      ) : (
        <form
          ref={formRef}
          method="post"
          action="/contact#contact-form-title"
          noValidate
          onFocus={load}
          onPointerEnter={load}
          onTouchStart={load}
          aria-labelledby="contact-form-title"
          data-testid="contact-form"
          className="relative"
        >
          <InquiryFields bind={(name) => ({ name, defaultValue: answer?.values[name] ?? EMPTY_INQUIRY[name] })} errors={errors} />
        </form>
      )}
    </>
  );
}

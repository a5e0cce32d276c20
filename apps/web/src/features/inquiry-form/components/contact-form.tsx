import { CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useFetcher } from 'react-router';
import { SentConfirmation, type SentRequest } from '~/components/ui/sent-confirmation';
import {
  EMPTY_INQUIRY,
  IDEMPOTENCY_FIELD,
  INQUIRY_FORM_MESSAGES,
  InquiryFields,
  INQUIRY_FIELD_NAMES,
  type ContactFormAnswer,
  type InquiryErrors,
  type InquiryValues,
} from './inquiry-fields';
import type { InquiryControl } from '../utils/inquiry-control';
import { AttributionFields } from './attribution-fields';

/** A sent inquiry: its reference and status page when known (an old ?sent=1 link knows neither). */
export interface ContactSent {
  request: SentRequest | null;
}

/** Where the browser posts the form without JavaScript (the route's action); the hash brings the answer into view. */
const CONTACT_ACTION = '/contact#contact-form-title';

/** What the fields show now (FormData would miss a field disabled while sending). */
function fieldValues(form: HTMLFormElement): InquiryValues {
  const valueOf = (name: string) => {
    const control = form.elements.namedItem(name);
    return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? control.value : '';
  };
  return Object.fromEntries(INQUIRY_FIELD_NAMES.map((name) => [name, valueOf(name)])) as InquiryValues;
}

/**
 * The contact page's form: one React Router form, rendered by the server and hydrated in place. Without
 * JavaScript (or before it) the browser posts it and the route's action answers (ADR 040); with it the
 * route's clientAction sends it (send-inquiry.ts). The checks as you type (react-hook-form and zod) load on
 * the first pointer, touch or focus and attach to these same fields (ADR 078).
 */
export function ContactForm({ answer: serverAnswer, sent: sentWithoutScript }: { answer?: ContactFormAnswer; sent: ContactSent | null }) {
  const fetcher = useFetcher<ContactFormAnswer>();
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  const [control, setControl] = useState<InquiryControl | null>(null);
  const [checked, setChecked] = useState<InquiryErrors | null>(null);
  // Made on the form's first use (a cached page cannot carry one), a new one after each sent inquiry. Its module
  // loads then too: it names the contract's header, whose chunk holds zod (ADR 078).
  const [idempotencyKey, setIdempotencyKey] = useState<string | null>(null);
  const newKey = () => void import('~/lib/idempotency-key').then(({ newIdempotencyKey }) => setIdempotencyKey(newIdempotencyKey()));

  const answer = fetcher.data ?? serverAnswer;
  const submitting = fetcher.state === 'submitting';

  // What the route's clientAction answered: the form empties after a sent inquiry, or shows the server's field messages.
  useEffect(() => {
    const data = fetcher.data;
    if (!data) return;
    if (data.sent) {
      formRef.current?.reset();
      control?.reset(EMPTY_INQUIRY);
      newKey();
      // The confirmation stays above the emptied form: bring it into view (the button was at the form's end).
      sentRef.current?.scrollIntoView({ block: 'center' });
    } else {
      for (const [name, message] of Object.entries(data.errors)) control?.setError(name as keyof ContactFormAnswer['values'], { message });
    }
  }, [fetcher.data]); // eslint-disable-line react-hooks/exhaustive-deps -- once per answer

  useEffect(() => {
    if (!control) return;
    return control.subscribe({
      formState: { errors: true },
      callback: ({ errors }) => setChecked(Object.fromEntries(Object.entries(errors ?? {}).map(([name, error]) => [name, error?.message]))),
    });
  }, [control]);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    newKey();
    void import('../api/send-inquiry');
    void import('../utils/inquiry-control').then(({ createInquiryControl }) => {
      const form = formRef.current;
      if (!form) return;
      // Read the fields and attach in one task: no keystroke can land in between and be lost.
      flushSync(() => setControl(createInquiryControl(fieldValues(form), answer?.errors ?? {})));
    });
  };

  // With JavaScript the form always goes through the fetcher (no page load): checked here once the checks
  // have loaded, else by the clientAction, which runs the same rules.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const send = () => fetcher.submit(form, { method: 'post', action: '/contact' });
    if (control) void control.handleSubmit(send)();
    else void send();
  };

  const sent: ContactSent | null = fetcher.data?.sent ? { request: fetcher.data.sentRequest ?? null } : sentWithoutScript;
  const errors = checked ?? answer?.errors ?? {};
  const defaults = answer?.sent ? EMPTY_INQUIRY : (answer?.values ?? EMPTY_INQUIRY);
  return (
    <>
      {sent ? (
        <div ref={sentRef} className="mb-6 scroll-mt-28">
          <SentConfirmation title={INQUIRY_FORM_MESSAGES.success} sent={sent.request} testId="contact-sent" />
        </div>
      ) : null}
      {serverAnswer && !fetcher.data ? (
        <p
          role="alert"
          data-testid="contact-form-error"
          className="mb-6 flex gap-3 rounded-xl border border-red-300 bg-red-50 p-4 font-semibold text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {serverAnswer.formError ?? INQUIRY_FORM_MESSAGES.failure}
        </p>
      ) : null}
      <fetcher.Form
        ref={formRef}
        method="post"
        action={CONTACT_ACTION}
        noValidate
        onSubmit={onSubmit}
        onFocus={load}
        onPointerEnter={load}
        onTouchStart={load}
        aria-labelledby="contact-form-title"
        data-testid="contact-form"
        className="relative"
      >
        {idempotencyKey ? <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} /> : null}
        <AttributionFields />
        <InquiryFields
          bind={(name) => ({ ...control?.register(name), name, defaultValue: defaults[name] })}
          errors={errors}
          submitting={submitting}
        />
      </fetcher.Form>
    </>
  );
}

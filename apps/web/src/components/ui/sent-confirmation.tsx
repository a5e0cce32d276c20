import { ArrowRight, CheckCircle2 } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { buttonClass } from './button';

/** What a sent quote request or inquiry gives the buyer to keep: its reference and its private status page. */
export interface SentRequest {
  /** Q-2026-00042 / I-2026-00017. */
  reference: string;
  /** /rfq/{Reference}?key=... (the acknowledgement mail's link); '' when the answer carried none (a repeated send). */
  statusPath: string;
}

export const SENT_TEXTS = {
  copy: 'A copy of this is in your e-mail.',
  follow: 'Follow your request',
  followInMail: 'Follow your request with the link in that e-mail.',
} as const;

/**
 * The lasting confirmation after a request was sent (the quote modal, the contact page with or without
 * JavaScript): the form's own thank-you, the reference, that the e-mail holds a copy, and the link to the status
 * page. Not a live region: the spec's toast announces the sending; the modal focuses this panel instead.
 */
export function SentConfirmation({
  title,
  sent,
  testId,
  panelRef,
  children,
}: {
  /** The form's success message (the spec's words). */
  title: string;
  sent: SentRequest | null;
  testId: string;
  /** Focused when it replaces the form (the quote modal). */
  panelRef?: Ref<HTMLDivElement>;
  /** Below the link (the modal's Close button). */
  children?: ReactNode;
}) {
  return (
    <div
      ref={panelRef}
      tabIndex={panelRef ? -1 : undefined}
      data-testid={testId}
      className="min-w-0 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 outline-none sm:p-5 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-50"
    >
      <p className="flex gap-3 font-semibold">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-300" />
        <span className="min-w-0">{title}</span>
      </p>
      {sent ? (
        <div className="mt-3 grid gap-3 sm:pl-8">
          <p className="text-sm">
            Your reference{' '}
            <strong data-testid="sent-reference" className="font-mono text-base font-bold tracking-wide whitespace-nowrap">
              {sent.reference}
            </strong>
          </p>
          <p className="text-sm">{sent.statusPath ? SENT_TEXTS.copy : `${SENT_TEXTS.copy} ${SENT_TEXTS.followInMail}`}</p>
          {sent.statusPath || children ? (
            <div className="flex flex-wrap gap-3">
              {sent.statusPath ? (
                <a href={sent.statusPath} data-testid="sent-status-link" className={buttonClass('dark', 'md')}>
                  {SENT_TEXTS.follow}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </a>
              ) : null}
              {children}
            </div>
          ) : null}
        </div>
      ) : children ? (
        <div className="mt-3 flex flex-wrap gap-3 sm:pl-8">{children}</div>
      ) : null}
    </div>
  );
}

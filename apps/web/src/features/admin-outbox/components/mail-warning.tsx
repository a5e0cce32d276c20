import { Link } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import type { OutboxSummary } from '@rp/contract';
import { useOutboxSummary } from '../api/get-outbox-summary';

function warningText(summary: OutboxSummary): string | null {
  const failed = summary.failed === 1 ? '1 message could not be sent' : `${summary.failed} messages could not be sent`;
  if (!summary.configured && summary.failed) return `Mail is not configured (SMTP_URL is not set), and ${failed}.`;
  if (!summary.configured) {
    const waiting = summary.queued ? ` ${summary.queued} waiting in the outbox.` : '';
    return `Mail is not configured: SMTP_URL is not set, so new-lead mails are not sent.${waiting}`;
  }
  if (summary.failed) return `${failed}.`;
  return null;
}

/** The dashboard's warning, with a link to the outbox, when mail is not configured or any message failed. */
export function MailWarning() {
  const { data } = useOutboxSummary();
  const text = data ? warningText(data) : null;
  if (!text) return null;
  return (
    <div
      role="alert"
      data-testid="mail-warning"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100"
    >
      <p className="flex items-start gap-2.5 text-sm font-medium">
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-amber-600 dark:text-amber-300" aria-hidden="true" />
        {text}
      </p>
      <Link to="/admin/outbox" className="shrink-0 text-sm font-semibold underline underline-offset-2 hover:no-underline">
        Open the outbox
      </Link>
    </div>
  );
}

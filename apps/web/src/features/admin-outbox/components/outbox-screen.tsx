import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '~/components/ui/toast';
import { MailOpen, Send } from 'lucide-react';
import { OUTBOX_KIND_LABELS, type OutboxMessage } from '@rp/contract';
import { Button } from '~/components/ui/button';
import { formatDateTime } from '~/lib/format';
import { AdminCard, AdminEmptyState, AdminPageHeader, AdminRefreshButton, AdminSpinner } from '~/components/ui/admin-page';
import { ApiError } from '~/lib/api-client';
import { useOutbox, type OutboxList } from '../api/get-outbox';
import { useResendMessage } from '../api/resend-message';
import { OutboxMessageDialog } from './outbox-message-dialog';
import { OutboxStatusBadge } from './outbox-status-badge';

function recordLink(message: OutboxMessage): string | null {
  if (!message.recordId) return null;
  return `${message.recordKind === 'quote' ? '/admin/quotes' : '/admin/contacts'}?open=${encodeURIComponent(message.recordId)}`;
}

function describe(list: OutboxList | undefined): string {
  if (!list) return 'Every mail the website sends, newest first.';
  const { configured, queued, failed } = list.summary;
  const state = configured ? 'Mail is sent through SMTP_URL.' : 'Mail is not configured: SMTP_URL is not set, so messages wait here.';
  return `${state} ${queued} waiting, ${failed} failed, ${list.total} in all.`;
}

function ResendButton({ message }: { message: OutboxMessage }) {
  const resend = useResendMessage();
  const onClick = () =>
    resend.mutate(message._id, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => {
        if (!(error instanceof ApiError && error.status === 401)) toast.error(error.message || 'Could not queue the message again.');
      },
    });
  return (
    <Button variant="secondary" size="sm" onClick={onClick} busy={resend.isPending} aria-label={`Resend "${message.subject}" to ${message.to}`}>
      {resend.isPending ? null : <Send className="h-4 w-4" aria-hidden="true" />} Resend
    </Button>
  );
}

function StatusCell({ message }: { message: OutboxMessage }) {
  return (
    <>
      <OutboxStatusBadge status={message.status} />
      <p className="mt-1 text-xs whitespace-nowrap text-slate-500 dark:text-slate-400">
        {message.attempts} {message.attempts === 1 ? 'attempt' : 'attempts'}
      </p>
    </>
  );
}

/** A skipped message's reason is a decision, not a failure: shown in plain colours. */
function ErrorCell({ message }: { message: OutboxMessage }) {
  const waiting = message.status === 'queued' && message.attempts > 0 && message.nextAttemptAt;
  const tone = message.status === 'skipped' ? 'text-slate-700 dark:text-slate-300' : 'text-red-700 dark:text-red-300';
  return (
    <>
      {message.lastError ? <span className={tone}>{message.lastError}</span> : <span className="text-slate-400">—</span>}
      {waiting ? <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Next try {formatDateTime(message.nextAttemptAt)}</p> : null}
    </>
  );
}

/** Sent mail loses its body after OUTBOX_KEEP_DAYS: it says so, and cannot be resent. */
function BodyPruned({ message }: { message: OutboxMessage }) {
  if (!message.bodyPrunedAt) return null;
  return (
    <p data-testid="outbox-body-pruned" className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
      Body removed {formatDateTime(message.bodyPrunedAt)} under OUTBOX_KEEP_DAYS: it cannot be resent.
    </p>
  );
}

/** Read and Resend: Read for Owners only (the text holds buyers' details and links); Resend while the body is kept. */
function RowActions({ message, onRead }: { message: OutboxMessage; onRead?: (message: OutboxMessage) => void }) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-2 sm:flex-nowrap">
      {onRead ? (
        <Button variant="secondary" size="sm" onClick={() => onRead(message)} aria-label={`Read "${message.subject}" to ${message.to}`}>
          <MailOpen className="h-4 w-4" aria-hidden="true" /> Read
        </Button>
      ) : null}
      {message.bodyPrunedAt ? null : <ResendButton message={message} />}
    </div>
  );
}

function MessageRow({ message, onRead }: { message: OutboxMessage; onRead?: (message: OutboxMessage) => void }) {
  const link = recordLink(message);
  return (
    <tr
      data-testid="outbox-row"
      data-kind={message.kind}
      data-status={message.status}
      data-body-pruned={message.bodyPrunedAt ? 'true' : undefined}
      className="align-top text-slate-700 dark:text-slate-300"
    >
      <td className="px-4 py-3">
        <p className="font-medium break-words text-slate-900 dark:text-white">
          {link ? (
            <Link to={link} className="hover:underline">
              {message.subject}
            </Link>
          ) : (
            message.subject
          )}
        </p>
        <p className="mt-0.5 text-xs break-all text-slate-500 dark:text-slate-400">To {message.to}</p>
        <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
          {OUTBOX_KIND_LABELS[message.kind]} · queued {formatDateTime(message.createdAt)}
        </p>
        <BodyPruned message={message} />
        {/* Phones: status, error, Read and Resend under the message instead of in columns (the buttons wrap below when both show). */}
        <div className="mt-3 space-y-2 sm:hidden">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
            <div className="flex items-center gap-2 whitespace-nowrap">
              <OutboxStatusBadge status={message.status} />
              <span className="text-xs text-slate-500 dark:text-slate-400">
                {message.attempts} {message.attempts === 1 ? 'attempt' : 'attempts'}
                {message.sentAt ? ` · sent ${formatDateTime(message.sentAt)}` : ''}
              </span>
            </div>
            <RowActions message={message} onRead={onRead} />
          </div>
          {message.lastError || message.status === 'queued' ? (
            <div className="text-xs">
              <ErrorCell message={message} />
            </div>
          ) : null}
        </div>
      </td>
      <td className="hidden px-4 py-3 sm:table-cell">
        <StatusCell message={message} />
      </td>
      <td className="hidden max-w-xs px-4 py-3 text-sm md:table-cell">
        <ErrorCell message={message} />
      </td>
      <td className="hidden px-4 py-3 text-sm whitespace-nowrap tabular-nums lg:table-cell">
        {message.sentAt ? formatDateTime(message.sentAt) : '—'}
      </td>
      <td className="hidden px-4 py-3 text-right sm:table-cell">
        <RowActions message={message} onRead={onRead} />
      </td>
    </tr>
  );
}

/**
 * /admin/outbox: every mail the site sends, its status, attempts, last error in plain words, and Resend; an
 * Owner (`canRead`) also opens a mail to read what it said (the server refuses Staff too).
 */
export function OutboxScreen({ canRead = false }: { canRead?: boolean }) {
  const { data, isPending, isError, refetch, isFetching } = useOutbox();
  const [reading, setReading] = useState<OutboxMessage | null>(null);
  const onRead = canRead ? setReading : undefined;
  return (
    <div>
      <AdminPageHeader title="Outbox" description={describe(data)} actions={<AdminRefreshButton query={{ refetch, isFetching, isPending }} />} />
      <AdminCard>
        {isPending ? (
          <AdminSpinner />
        ) : isError || !data || data.messages.length === 0 ? (
          <AdminEmptyState
            message={isError ? 'Failed to load the outbox.' : 'No mail yet. Each new quote request or inquiry queues two messages here.'}
          />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:bg-slate-800/60 dark:text-slate-400">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Message
                  </th>
                  <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                    Status
                  </th>
                  <th scope="col" className="hidden px-4 py-3 whitespace-nowrap md:table-cell">
                    Last error
                  </th>
                  <th scope="col" className="hidden px-4 py-3 lg:table-cell">
                    Sent
                  </th>
                  <th scope="col" className="hidden px-4 py-3 text-right sm:table-cell">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {data.messages.map((message) => (
                  <MessageRow key={message._id} message={message} onRead={onRead} />
                ))}
              </tbody>
            </table>
            {data.total > data.messages.length ? (
              <p className="border-t border-slate-100 px-4 py-3 text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
                Showing the newest {data.messages.length} of {data.total} messages.
              </p>
            ) : null}
          </div>
        )}
      </AdminCard>
      {reading ? <OutboxMessageDialog message={reading} onClose={() => setReading(null)} /> : null}
    </div>
  );
}

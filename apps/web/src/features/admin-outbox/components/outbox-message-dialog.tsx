import { useState, type ReactNode } from 'react';
import { Check, Copy, KeyRound, Link2, Paperclip, Trash2 } from 'lucide-react';
import { OUTBOX_KIND_LABELS, type OutboxMessage, type OutboxMessageDetail } from '@rp/contract';
import { AdminSpinner } from '~/components/ui/admin-page';
import { Button } from '~/components/ui/button';
import { TitledDialog } from '~/components/ui/titled-dialog';
import { toast } from '~/components/ui/toast';
import { formatDateTime } from '~/lib/format';
import { useOutboxMessage } from '../api/get-outbox-message';
import { linksIn } from '../utils/mail-links';
import { OutboxStatusBadge } from './outbox-status-badge';

const LABEL = 'text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className={LABEL}>{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/** A link of the mail with a Copy button: what staff read out or paste to a buyer on a call. */
function LinkRow({ link }: { link: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast.success('Link copied.');
    } catch {
      toast.error('Could not copy: select the link and copy it by hand.');
    }
  };
  return (
    <li className="flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 py-1.5 pr-1.5 pl-3 dark:border-slate-700 dark:bg-slate-800/60">
      <span className="min-w-0 flex-1 font-mono text-xs break-all text-slate-800 dark:text-slate-200" data-testid="mail-link">
        {link}
      </span>
      <Button variant="secondary" size="sm" className="shrink-0" onClick={() => void copy()} aria-label={`Copy ${link}`}>
        {copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </li>
  );
}

/** Why the text is not shown: removed under OUTBOX_KEEP_DAYS, or a one-time link nobody should read. */
function HiddenBody({ mail }: { mail: OutboxMessageDetail }) {
  const removed = mail.bodyHidden === 'removed';
  return (
    <div
      data-testid="outbox-body-hidden"
      className="flex gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3.5 py-3 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-300"
    >
      {removed ? (
        <Trash2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      ) : (
        <KeyRound className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      )}
      <p>
        {removed
          ? `The text and attachments of this mail were removed${mail.bodyPrunedAt ? ` on ${formatDateTime(mail.bodyPrunedAt)}` : ''} under OUTBOX_KEEP_DAYS: only its recipient, subject and times are kept.`
          : 'This mail holds a one-time sign-in link (an invitation or password reset), so its text is never shown. If it did not arrive, send a new invitation or reset link.'}
      </p>
    </div>
  );
}

function MailBody({ mail }: { mail: OutboxMessageDetail }) {
  if (mail.bodyHidden) return <HiddenBody mail={mail} />;
  const links = linksIn(mail.text);
  return (
    <div className="space-y-4">
      {links.length ? (
        <section aria-labelledby="mail-links-heading" className="space-y-2">
          <h3 id="mail-links-heading" className={`flex items-center gap-1.5 ${LABEL}`}>
            <Link2 className="h-3.5 w-3.5" aria-hidden="true" /> Links in this mail
          </h3>
          <ul className="space-y-1.5">
            {links.map((link) => (
              <LinkRow key={link} link={link} />
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="mail-text-heading" className="space-y-2">
        <h3 id="mail-text-heading" className={LABEL}>
          Text
        </h3>
        <pre
          data-testid="outbox-mail-text"
          className="rounded-lg border border-slate-200 bg-white px-3.5 py-3 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-200"
        >
          {mail.text}
        </pre>
      </section>
      <section aria-labelledby="mail-attachments-heading" className="space-y-2">
        <h3 id="mail-attachments-heading" className={LABEL}>
          Attachments
        </h3>
        {mail.attachments.length ? (
          <ul className="space-y-1 text-sm" data-testid="outbox-attachments">
            {mail.attachments.map((name, i) => (
              <li key={`${name}-${i}`} className="flex items-center gap-2 break-all text-slate-800 dark:text-slate-200">
                <Paperclip className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" /> {name}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500 dark:text-slate-400">None.</p>
        )}
      </section>
    </div>
  );
}

/** One mail as it went (or will go): who it is to, when, and what it said, for Owners (POST /outbox/get). */
export function OutboxMessageDialog({ message, onClose }: { message: OutboxMessage; onClose: () => void }) {
  const query = useOutboxMessage(message._id);
  const mail = query.data;
  return (
    <TitledDialog
      title={<span className="break-words">{message.subject}</span>}
      description={`${OUTBOX_KIND_LABELS[message.kind]} · queued ${formatDateTime(message.createdAt)}`}
      onClose={onClose}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className="space-y-5" data-testid="outbox-message">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Fact label="To">{message.to}</Fact>
          <Fact label="Status">
            <span className="inline-flex flex-wrap items-center gap-2">
              <OutboxStatusBadge status={message.status} />
              {message.sentAt ? <span className="text-slate-600 dark:text-slate-300">sent {formatDateTime(message.sentAt)}</span> : null}
            </span>
          </Fact>
          {mail?.replyTo ? <Fact label="Replies go to">{mail.replyTo}</Fact> : null}
        </dl>
        {query.isPending ? (
          <AdminSpinner label="Loading the mail…" />
        ) : query.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {query.error.message || 'Could not load this mail.'}
          </p>
        ) : (
          <MailBody mail={mail!} />
        )}
      </div>
    </TitledDialog>
  );
}

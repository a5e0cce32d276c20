import type { ReactNode } from 'react';
import type { RecordItem, RecordStatus } from '@rp/contract';
import { BuyerRecordLink } from '~/components/ui/admin-page';
import { Button } from '~/components/ui/button';
import { TitledDialog } from '~/components/ui/titled-dialog';
import { AssigneeSelect } from './assignee-select';
import { RecordCameFrom } from './record-came-from';
import { StatusSelect } from './status-select';

/** One labelled value of a record; `wide` spans both columns. */
export interface DetailField {
  label: string;
  value: ReactNode;
  wide?: boolean;
}

export function DetailItem({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

export function MailLink({ email }: { email: string }) {
  if (!email) return <>N/A</>;
  return (
    <a
      href={`mailto:${email}`}
      className="font-medium text-steel-700 underline decoration-steel-300 underline-offset-2 hover:text-steel-900 dark:text-steel-300 dark:decoration-steel-600 dark:hover:text-white"
    >
      {email}
    </a>
  );
}

/** The message of a record, as a wide field. */
export function messageField(record: RecordItem): DetailField {
  return {
    label: 'Message',
    wide: true,
    value: (
      <span className="block rounded-lg bg-slate-50 p-3 whitespace-pre-line dark:bg-slate-800/70">
        {record.Message?.trim() ? record.Message : 'No message provided.'}
      </span>
    ),
  };
}

export interface RecordDetailsDialogProps {
  title: string;
  description: string;
  size?: 'md' | 'lg';
  record: RecordItem;
  statusLabel: string;
  statusOptions: readonly RecordStatus[];
  fields: DetailField[];
  /** Shown below the fields (the lead's timeline and notes). */
  children?: ReactNode;
  onClose: () => void;
  onStatusChange: (status: RecordStatus) => void;
}

/** A quote's or inquiry's details: the status selector above its fields, Close below. */
export function RecordDetailsDialog({
  title,
  description,
  size,
  record,
  statusLabel,
  statusOptions,
  fields,
  children,
  onClose,
  onStatusChange,
}: RecordDetailsDialogProps) {
  return (
    <TitledDialog
      title={title}
      description={description}
      onClose={onClose}
      size={size}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className="space-y-5">
        <div className="space-y-3 rounded-lg border border-slate-200 bg-slate-50/70 p-3 dark:bg-slate-800/40 dark:border-slate-700/70">
          <StatusSelect label={statusLabel} value={record.Status} options={statusOptions} onChange={onStatusChange} />
          <AssigneeSelect record={record} />
        </div>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
          {fields.map((field) => (
            <DetailItem key={field.label} label={field.label} wide={field.wide}>
              {field.value}
            </DetailItem>
          ))}
        </dl>
        <RecordCameFrom attribution={record.Attribution} />
        <BuyerRecordLink buyerId={record.BuyerId} company={record.Company} className="block text-sm text-slate-700 dark:text-slate-200" />
        {children}
      </div>
    </TitledDialog>
  );
}

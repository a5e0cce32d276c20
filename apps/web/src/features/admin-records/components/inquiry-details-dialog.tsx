import type { ReactNode } from 'react';
import { INQUIRY_STATUS_OPTIONS, type RecordItem, type RecordStatus } from '@rp/contract';
import { formatDate } from '~/lib/format';
import { orNA } from '../utils/record-fields';
import { MailLink, messageField, RecordDetailsDialog } from './record-details-dialog';
import { RecordTimeline } from './record-timeline';

export interface InquiryDetailsDialogProps {
  record: RecordItem;
  onClose: () => void;
  onStatusChange: (status: RecordStatus) => void;
  /** The lead's quotations and "Prepare quotation". */
  quotations?: ReactNode;
}

export function InquiryDetailsDialog({ record, quotations, ...handlers }: InquiryDetailsDialogProps) {
  return (
    <RecordDetailsDialog
      title="Inquiry Details"
      description={`${record.Reference} · Received ${formatDate(record.createdAt)}`}
      record={record}
      statusLabel="Update Status"
      statusOptions={INQUIRY_STATUS_OPTIONS}
      fields={[
        { label: 'Reference', value: <span className="font-mono">{record.Reference}</span> },
        { label: 'From', value: orNA(record.Title) },
        { label: 'Email', value: <MailLink email={record.Email} /> },
        { label: 'Phone', value: orNA(record.ContactNo) },
        { label: 'Date', value: formatDate(record.createdAt) },
        { label: 'Source', value: record.Source },
        { label: 'Details / Company', wide: true, value: <span className="whitespace-pre-line">{orNA(record.Description)}</span> },
        messageField(record),
      ]}
      {...handlers}
    >
      {quotations}
      <RecordTimeline kind="inquiry" id={record._id} />
    </RecordDetailsDialog>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QUOTE_STATUS_OPTIONS, type RecordItem, type RecordStatus } from '@rp/contract';
import { formatDate, formatDateTime } from '~/lib/format';
import { companyOf, orNA, productOf } from '../utils/record-fields';
import { MailLink, messageField, RecordDetailsDialog } from './record-details-dialog';
import { RecordTimeline } from './record-timeline';

export interface QuoteDetailsDialogProps {
  record: RecordItem;
  onClose: () => void;
  onStatusChange: (status: RecordStatus) => void;
  /** The drawings with their previews (composed by the route from the drawing-previews feature). */
  drawings: ReactNode;
  /** The lead's quotations and "Prepare quotation". */
  quotations?: ReactNode;
}

export function QuoteDetailsDialog({ record, drawings, quotations, ...handlers }: QuoteDetailsDialogProps) {
  return (
    <RecordDetailsDialog
      title="Quote Request Details"
      description={`${record.Reference} · Received ${formatDateTime(record.createdAt)}`}
      size="lg"
      record={record}
      statusLabel="Status"
      statusOptions={QUOTE_STATUS_OPTIONS}
      fields={[
        { label: 'Reference', value: <span className="font-mono">{record.Reference}</span> },
        { label: 'Contact', value: orNA(record.Title) },
        { label: 'Company', value: companyOf(record) },
        { label: 'Email', value: <MailLink email={record.Email} /> },
        { label: 'Phone', value: orNA(record.ContactNo) },
        { label: 'Product', value: productOf(record) },
        { label: 'Date', value: formatDate(record.createdAt) },
        { label: 'Source', value: record.Source },
        // A repeat order from the buyer's desk (issue 49): the earlier order, its last price; quoted again below.
        ...(record.RepeatOf
          ? [
              {
                label: 'Repeat of',
                wide: true,
                value: (
                  <Link
                    to={`/admin/orders/${encodeURIComponent(record.RepeatOf.OrderId)}`}
                    className="text-steel-700 underline underline-offset-2 dark:text-steel-200"
                    data-testid="record-repeat-of"
                  >
                    {record.RepeatOf.Summary}
                  </Link>
                ),
              },
            ]
          : []),
        messageField(record),
        { label: 'Drawings', wide: true, value: drawings },
      ]}
      {...handlers}
    >
      {quotations}
      <RecordTimeline kind="quote" id={record._id} />
    </RecordDetailsDialog>
  );
}

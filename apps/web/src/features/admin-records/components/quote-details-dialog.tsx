import { QUOTE_STATUS_OPTIONS, type RecordItem, type RecordStatus } from '@rp/contract';
import { AdminButton } from '~/components/ui/admin-button';
import { AdminDialog } from '~/components/ui/admin-dialog';
import { formatAdminDate, formatAdminDateTime } from '~/components/ui/admin-format';
import { companyOf, orNA, productOf } from '../utils/record-fields';
import { DrawingsSection } from '~/features/drawing-previews/components/drawings-section';
import { DetailItem, DetailList, MailLink } from './detail-list';
import { StatusSelect } from './status-select';

export interface QuoteDetailsDialogProps {
  record: RecordItem;
  onClose: () => void;
  onStatusChange: (status: RecordStatus) => void;
}

export function QuoteDetailsDialog({ record, onClose, onStatusChange }: QuoteDetailsDialogProps) {
  return (
    <AdminDialog
      title="Quote Request Details"
      description={`${record.Reference} · Received ${formatAdminDateTime(record.createdAt)}`}
      onClose={onClose}
      size="lg"
      footer={
        <AdminButton variant="secondary" onClick={onClose}>
          Close
        </AdminButton>
      }
    >
      <div className="space-y-5">
        <div className="rounded-lg border border-slate-200 bg-slate-50/70 p-3 dark:bg-slate-800/40 dark:border-slate-700/70">
          <StatusSelect label="Status" value={record.Status} options={QUOTE_STATUS_OPTIONS} onChange={onStatusChange} />
        </div>
        <DetailList>
          <DetailItem label="Reference">
            <span className="font-mono">{record.Reference}</span>
          </DetailItem>
          <DetailItem label="Contact">{orNA(record.Title)}</DetailItem>
          <DetailItem label="Company">{companyOf(record)}</DetailItem>
          <DetailItem label="Email">
            <MailLink email={record.Email} />
          </DetailItem>
          <DetailItem label="Phone">{orNA(record.ContactNo)}</DetailItem>
          <DetailItem label="Product">{productOf(record)}</DetailItem>
          <DetailItem label="Date">{formatAdminDate(record.createdAt)}</DetailItem>
          <DetailItem label="Message" wide>
            <span className="block rounded-lg bg-slate-50 p-3 whitespace-pre-line dark:bg-slate-800/70">
              {record.Message?.trim() ? record.Message : 'No message provided.'}
            </span>
          </DetailItem>
          <DetailItem label="Drawings" wide>
            <DrawingsSection attachments={record.Attachments} />
          </DetailItem>
        </DetailList>
      </div>
    </AdminDialog>
  );
}

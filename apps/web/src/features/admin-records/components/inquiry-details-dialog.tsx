import { INQUIRY_STATUS_OPTIONS, type RecordItem, type RecordStatus } from '@rp/contract';
import { AdminButton } from '~/components/ui/admin-button';
import { AdminDialog } from '~/components/ui/admin-dialog';
import { formatAdminDate } from '~/components/ui/admin-format';
import { orNA } from '../utils/record-fields';
import { DetailItem, DetailList, MailLink } from './detail-list';
import { RecordTimeline } from './record-timeline';
import { StatusSelect } from './status-select';

export interface InquiryDetailsDialogProps {
  record: RecordItem;
  onClose: () => void;
  onStatusChange: (status: RecordStatus) => void;
}

export function InquiryDetailsDialog({ record, onClose, onStatusChange }: InquiryDetailsDialogProps) {
  return (
    <AdminDialog
      title="Inquiry Details"
      description={`${record.Reference} · Received ${formatAdminDate(record.createdAt)}`}
      onClose={onClose}
      footer={
        <AdminButton variant="secondary" onClick={onClose}>
          Close
        </AdminButton>
      }
    >
      <div className="space-y-5">
        <div className="rounded-lg border border-slate-200 bg-slate-50/70 p-3 dark:bg-slate-800/40 dark:border-slate-700/70">
          <StatusSelect
            label="Update Status"
            value={record.Status}
            options={INQUIRY_STATUS_OPTIONS}
            onChange={onStatusChange}
          />
        </div>
        <DetailList>
          <DetailItem label="Reference">
            <span className="font-mono">{record.Reference}</span>
          </DetailItem>
          <DetailItem label="From">{orNA(record.Title)}</DetailItem>
          <DetailItem label="Email">
            <MailLink email={record.Email} />
          </DetailItem>
          <DetailItem label="Phone">{orNA(record.ContactNo)}</DetailItem>
          <DetailItem label="Date">{formatAdminDate(record.createdAt)}</DetailItem>
          <DetailItem label="Details / Company" wide>
            <span className="whitespace-pre-line">{orNA(record.Description)}</span>
          </DetailItem>
          <DetailItem label="Message" wide>
            <span className="block rounded-lg bg-slate-50 p-3 whitespace-pre-line dark:bg-slate-800/70">
              {record.Message?.trim() ? record.Message : 'No message provided.'}
            </span>
          </DetailItem>
        </DetailList>
        <RecordTimeline kind="inquiry" id={record._id} />
      </div>
    </AdminDialog>
  );
}

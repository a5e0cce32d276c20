import type { ReactNode } from 'react';
import { INQUIRY_STATUS_OPTIONS, type RecordItem } from '@rp/contract';
import { useUpdateInquiryStatus } from '../api/update-inquiry-status';
import { useDeleteInquiry } from '../api/delete-inquiry';
import { InquiryDetailsDialog } from './inquiry-details-dialog';
import { RecordsScreen, type RecordsScreenTexts } from './records-screen';

const TEXTS: RecordsScreenTexts = {
  title: 'Contact Inquiries',
  description: 'Messages sent through the contact form, newest first.',
  searchPlaceholder: 'Search by name or email...',
  searchLabel: 'Search inquiries',
  emptyMessage: 'No inquiries match your search.',
  fetchError: 'Failed to fetch inquiries.',
  firstColumn: 'From',
  secondColumn: 'Email',
  noun: 'inquiry',
  deletePrompt: (name) => `Delete inquiry from "${name}"?`,
  deleteLoading: 'Deleting...',
  deleteSuccess: 'Inquiry deleted successfully!',
  deleteError: 'Failed to delete inquiry.',
};

export interface InquiriesScreenProps {
  /** The lead's quotations and "Prepare quotation" (composed by the route from the quotations feature). */
  quotations?: (record: RecordItem) => ReactNode;
}

export function InquiriesScreen({ quotations }: InquiriesScreenProps = {}) {
  return (
    <RecordsScreen
      texts={TEXTS}
      kind="inquiry"
      statuses={INQUIRY_STATUS_OPTIONS}
      statusMutation={useUpdateInquiryStatus()}
      deleteMutation={useDeleteInquiry()}
      secondValue={(record) => record.Email || 'N/A'}
      renderDetails={(props) => <InquiryDetailsDialog {...props} quotations={quotations?.(props.record)} />}
    />
  );
}

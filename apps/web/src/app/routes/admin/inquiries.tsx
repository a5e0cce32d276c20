import { LeadQuotations } from '~/features/admin-quotations/components/lead-quotations';
import { InquiriesScreen } from '~/features/admin-records/components/inquiries-screen';
import { adminMeta } from '~/features/admin-shell/utils/meta';

export const meta = () => adminMeta('Contact Inquiries');

export default function AdminInquiriesPage() {
  return <InquiriesScreen quotations={(record) => <LeadQuotations lead={record} kind="inquiry" />} />;
}

import { LeadQuotations } from '~/features/admin-quotations/components/lead-quotations';
import { QuotesScreen } from '~/features/admin-records/components/quotes-screen';
import { DrawingCell } from '~/features/drawing-previews/components/drawing-cell';
import { DrawingsSection } from '~/features/drawing-previews/components/drawings-section';
import { adminMeta } from '~/features/admin-shell/utils/meta';

export const meta = () => adminMeta('Quotes');

export default function AdminQuotesPage() {
  return (
    <QuotesScreen
      drawingCell={(record) => <DrawingCell attachments={record.Attachments} />}
      drawings={(record) => <DrawingsSection attachments={record.Attachments} />}
      quotations={(record) => <LeadQuotations lead={record} kind="quote" />}
    />
  );
}

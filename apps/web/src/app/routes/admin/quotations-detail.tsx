import { useParams } from 'react-router';
import { QuotationEditorScreen } from '~/features/admin-quotations/components/quotation-editor-screen';
import { useCompanyProfile } from '~/features/admin-settings/api/settings-api';
import { adminMeta } from '~/features/admin-shell/utils/meta';

export const meta = () => adminMeta('Quotation');

/** /admin/quotations/:id: a Draft in the editor, a sent one read-only. The company profile comes from the settings feature. */
export default function AdminQuotationPage() {
  const { id = '' } = useParams();
  const profile = useCompanyProfile();
  return (
    <QuotationEditorScreen
      key={id}
      id={id}
      lead={null}
      profile={{ data: profile.data, error: profile.error, refetch: () => void profile.refetch() }}
    />
  );
}

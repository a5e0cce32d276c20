import { useSearchParams } from 'react-router';
import { QuotationEditorScreen } from '~/features/admin-quotations/components/quotation-editor-screen';
import { useCompanyProfile } from '~/features/admin-settings/api/settings-api';
import { adminMeta } from '~/features/admin-shell/utils/meta';

export const meta = () => adminMeta('New quotation');

/** /admin/quotations/new, or ?lead=<id>&kind=quote|inquiry to prepare it from a lead's buyer data. */
export default function AdminNewQuotationPage() {
  const [params] = useSearchParams();
  const leadId = params.get('lead');
  const kind = params.get('kind') === 'inquiry' ? 'inquiry' : 'quote';
  const profile = useCompanyProfile();
  return (
    <QuotationEditorScreen
      key={leadId ?? 'scratch'}
      id={null}
      lead={leadId ? { kind, id: leadId } : null}
      profile={{ data: profile.data, error: profile.error, refetch: () => void profile.refetch() }}
    />
  );
}

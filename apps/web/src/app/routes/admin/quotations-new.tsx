import { useSearchParams } from 'react-router';
import { AdminProblem, AdminSpinner } from '~/components/ui/admin-page';
import { useBuyer } from '~/features/admin-buyers/api/get-buyer';
import { QuotationEditorScreen } from '~/features/admin-quotations/components/quotation-editor-screen';
import { useCompanyProfile } from '~/features/admin-settings/api/settings-api';
import { adminMeta } from '~/features/admin-shell/utils/meta';

export const meta = () => adminMeta('New quotation');

const BACK = { to: '/admin/quotations', label: 'Back to quotations' };

/**
 * /admin/quotations/new, or ?lead=<id>&kind=quote|inquiry to prepare it from a lead's buyer data, or
 * ?buyer=<id> from a buyer record.
 */
export default function AdminNewQuotationPage() {
  const [params] = useSearchParams();
  const leadId = params.get('lead');
  const buyerId = leadId ? null : params.get('buyer');
  const kind = params.get('kind') === 'inquiry' ? 'inquiry' : 'quote';
  const profile = useCompanyProfile();
  const buyer = useBuyer(buyerId);
  if (buyerId && buyer.isError)
    return (
      <AdminProblem back={BACK} retry={() => void buyer.refetch()}>
        {buyer.error.message}
      </AdminProblem>
    );
  if (buyerId && buyer.data === null) return <AdminProblem back={BACK}>There is no such buyer. It may have been merged into another.</AdminProblem>;
  if (buyerId && !buyer.data) return <AdminSpinner />;
  return (
    <QuotationEditorScreen
      key={leadId ?? buyerId ?? 'scratch'}
      id={null}
      lead={leadId ? { kind, id: leadId } : null}
      buyer={buyer.data ?? null}
      profile={{ data: profile.data, error: profile.error, refetch: () => void profile.refetch() }}
    />
  );
}

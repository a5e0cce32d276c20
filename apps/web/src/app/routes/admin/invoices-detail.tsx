import { useParams } from 'react-router';
import { useCurrentAccount } from '~/features/admin-account/api/account-api';
import { InvoiceScreen } from '~/features/admin-invoices/components/invoice-screen';
import { adminMeta } from '~/features/admin-shell/utils/meta';

export const meta = () => adminMeta('Invoice');

/** /admin/invoices/:id: one tax invoice (Owners may cancel it). */
export default function AdminInvoicePage() {
  const { id = '' } = useParams();
  const me = useCurrentAccount();
  return <InvoiceScreen key={id} id={id} isOwner={me.data?.Role === 'Owner'} />;
}

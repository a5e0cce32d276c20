import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { AdminPageHeader, AdminRefreshButton } from '~/components/ui/admin-page';
import { DataTable } from '~/components/ui/data-table';
import { clickableRowClass, rowClick } from '~/components/ui/data-table-parts';
import { ListPagination } from '~/components/ui/list-pagination';
import { invoiceHref } from '~/lib/admin-links';
import { useCsvExport, useFailedLoadToast } from '~/lib/use-list-screen';
import { downloadInvoicesCsv } from '../api/export-invoices';
import { useInvoicePage } from '../api/list-invoices';
import { INVOICE_PAGE_SIZE, isFiltered } from '../utils/list-view';
import { useInvoiceListView } from '../utils/use-invoice-list-view';
import { invoiceColumns } from './invoice-columns';
import { InvoiceExports } from './invoice-exports';
import { InvoiceFilters } from './invoice-filters';

/** /admin/invoices: every tax invoice a dispatch made, filters in the URL, server pages, CSV, Tally and e-way bill files. */
export function InvoicesScreen() {
  const navigate = useNavigate();
  const { view, setView } = useInvoiceListView();
  const query = useInvoicePage(view);
  const { data, isPending, isError, error, refetch, isFetching } = query;
  const rows = isError ? [] : (data?.data ?? []);
  const columns = useMemo(() => invoiceColumns(), []);
  useFailedLoadToast(error, 'Failed to fetch invoices.');
  const { exporting, exportCsv } = useCsvExport(() => downloadInvoicesCsv(view));

  return (
    <div>
      <AdminPageHeader
        title="Invoices"
        description="Tax invoices made at dispatch: their e-way bills, and the files for Tally and the e-way bill portal."
        actions={
          <>
            <AdminRefreshButton query={query} />
            <InvoiceExports view={view} />
          </>
        }
      />
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(i) => i._id}
        rowProps={(i) => ({
          'data-state': i.State,
          'data-eway-required': i.EwayBillRequired,
          className: clickableRowClass,
          onClick: rowClick(() => void navigate(invoiceHref(i._id))),
        })}
        toolbar={<InvoiceFilters view={view} onChange={setView} onExport={exportCsv} exporting={exporting} />}
        footer={
          data && !isError ? (
            <ListPagination page={view.page} pageSize={data.pageSize || INVOICE_PAGE_SIZE} total={data.total} onPage={(page) => setView({ page })} />
          ) : null
        }
        pending={isPending}
        emptyMessage={isFiltered(view) ? 'No invoices match these filters.' : 'No invoices yet. A dispatch without an invoice number makes one.'}
        retry={isError ? { onRetry: () => void refetch(), busy: isFetching } : undefined}
      />
    </div>
  );
}

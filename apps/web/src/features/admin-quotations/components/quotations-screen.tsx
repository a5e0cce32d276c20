import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { Plus } from 'lucide-react';
import { AdminPageHeader, AdminRefreshButton } from '~/components/ui/admin-page';
import { buttonClass } from '~/components/ui/button';
import { DataTable } from '~/components/ui/data-table';
import { clickableRowClass, rowClick } from '~/components/ui/data-table-parts';
import { ListPagination } from '~/components/ui/list-pagination';
import { quotationHref } from '~/lib/admin-links';
import { useCsvExport, useFailedLoadToast } from '~/lib/use-list-screen';
import { useUrlListView } from '~/lib/use-url-list-view';
import { downloadQuotationsCsv, useQuotationPage } from '../api/quotation-page';
import { QUOTATION_PAGE_SIZE, readQuotationListView, writeQuotationListView } from '../utils/list-view';
import { quotationColumns } from './quotation-columns';
import { QuotationFilters } from './quotation-filters';

/** /admin/quotations: every quotation and revision, filters in the URL, server pages, CSV export. */
export function QuotationsScreen() {
  const navigate = useNavigate();
  // Every write starts from the newest one: a state chip clicked within the search's debounce stays.
  const { view, setView } = useUrlListView(readQuotationListView, writeQuotationListView);
  const query = useQuotationPage(view);
  const { data, isPending, isError, error, refetch, isFetching } = query;
  const rows = isError ? [] : (data?.data ?? []);
  const columns = useMemo(() => quotationColumns(), []);
  useFailedLoadToast(error, 'Failed to fetch quotations.');
  const { exporting, exportCsv } = useCsvExport(() => downloadQuotationsCsv(view));

  const filtered = Boolean(view.search || view.state.length || view.source.length || view.from || view.to);
  return (
    <div>
      <AdminPageHeader
        title="Quotations"
        description="Priced quotations with GST, their revisions and the buyers' answers."
        actions={
          <>
            <AdminRefreshButton query={query} />
            <Link to="/admin/quotations/new" className={buttonClass('steel', 'sm')}>
              <Plus className="h-4 w-4" aria-hidden="true" /> New quotation
            </Link>
          </>
        }
      />
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(q) => q._id}
        rowProps={(q) => ({
          'data-state': q.State,
          className: clickableRowClass,
          onClick: rowClick(() => void navigate(quotationHref(q._id))),
        })}
        toolbar={<QuotationFilters view={view} onChange={setView} stateCounts={data?.stateCounts} onExport={exportCsv} exporting={exporting} />}
        footer={
          data && !isError ? (
            <ListPagination
              page={view.page}
              pageSize={data.pageSize || QUOTATION_PAGE_SIZE}
              total={data.total}
              onPage={(page) => setView({ page })}
            />
          ) : null
        }
        pending={isPending}
        emptyMessage={filtered ? 'No quotations match these filters.' : 'No quotations yet. Prepare one from a quote request, or start a new one.'}
        retry={isError ? { onRetry: () => void refetch(), busy: isFetching } : undefined}
      />
    </div>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Plus, RefreshCw } from 'lucide-react';
import { AdminPageHeader } from '~/components/ui/admin-page';
import { Button, buttonClass } from '~/components/ui/button';
import { DataTable } from '~/components/ui/data-table';
import { ListPagination } from '~/components/ui/list-pagination';
import { toast } from '~/components/ui/toast';
import { isSessionError } from '~/lib/session';
import { useUrlListView } from '~/lib/use-url-list-view';
import { downloadQuotationsCsv, useQuotationPage } from '../api/quotation-page';
import { QUOTATION_PAGE_SIZE, readQuotationListView, writeQuotationListView } from '../utils/list-view';
import { quotationColumns } from './quotation-columns';
import { QuotationFilters } from './quotation-filters';

const FETCH_ERROR = 'Failed to fetch quotations.';

/** /admin/quotations: every quotation and revision, filters in the URL, server pages, CSV export. */
export function QuotationsScreen() {
  const navigate = useNavigate();
  // Every write starts from the newest one: a state chip clicked within the search's debounce stays.
  const { view, setView } = useUrlListView(readQuotationListView, writeQuotationListView);
  const [exporting, setExporting] = useState(false);
  const { data, isPending, isError, error, refetch, isFetching } = useQuotationPage(view);
  const rows = isError ? [] : (data?.data ?? []);
  const columns = useMemo(() => quotationColumns(), []);

  useEffect(() => {
    if (isError && !isSessionError(error)) toast.error(error.message || FETCH_ERROR, { id: FETCH_ERROR });
  }, [isError, error]);

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadQuotationsCsv(view);
    } catch (cause) {
      if (!isSessionError(cause)) toast.error(cause instanceof Error ? cause.message : 'Export failed.');
    } finally {
      setExporting(false);
    }
  }

  const filtered = Boolean(view.search || view.state.length || view.source.length || view.from || view.to);
  return (
    <div>
      <AdminPageHeader
        title="Quotations"
        description="Priced quotations with GST, their revisions and the buyers' answers."
        actions={
          <>
            <Button variant="secondary" size="sm" onClick={() => void refetch()} busy={isFetching && !isPending}>
              {isFetching && !isPending ? null : <RefreshCw className="h-4 w-4" aria-hidden="true" />} Refresh
            </Button>
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
          className: 'cursor-pointer text-slate-700 transition-colors hover:bg-slate-50 dark:text-slate-300 dark:hover:bg-slate-800/50',
          onClick: (event) => {
            if ((event.target as HTMLElement).closest('button, a')) return;
            void navigate(`/admin/quotations/${encodeURIComponent(q._id)}`);
          },
        })}
        toolbar={
          <QuotationFilters view={view} onChange={setView} stateCounts={data?.stateCounts} onExport={() => void exportCsv()} exporting={exporting} />
        }
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

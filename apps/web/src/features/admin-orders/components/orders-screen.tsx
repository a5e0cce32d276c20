import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { RefreshCw } from 'lucide-react';
import { AdminPageHeader } from '~/components/ui/admin-page';
import { Button } from '~/components/ui/button';
import { DataTable } from '~/components/ui/data-table';
import { ListPagination } from '~/components/ui/list-pagination';
import { toast } from '~/components/ui/toast';
import { isSessionError } from '~/lib/session';
import { downloadOrdersCsv } from '../api/export-orders';
import { useOrderPage } from '../api/list-orders';
import { showActionError } from '../utils/action-error';
import { isFiltered, ORDER_PAGE_SIZE } from '../utils/list-view';
import { orderHref } from '~/lib/admin-links';
import { useOrderListView } from '../utils/use-order-list-view';
import { orderColumns } from './order-columns';
import { OrderFilters } from './order-filters';

const FETCH_ERROR = 'Failed to fetch orders.';

/** /admin/orders: every order from acceptance to delivery, filters in the URL, server pages, CSV export. */
export function OrdersScreen() {
  const navigate = useNavigate();
  const { view, setView } = useOrderListView();
  const [exporting, setExporting] = useState(false);
  const { data, isPending, isError, error, refetch, isFetching } = useOrderPage(view);
  const rows = isError ? [] : (data?.data ?? []);
  const columns = useMemo(() => orderColumns(), []);

  useEffect(() => {
    if (isError && !isSessionError(error)) toast.error(error.message || FETCH_ERROR, { id: FETCH_ERROR });
  }, [isError, error]);

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadOrdersCsv(view);
    } catch (cause) {
      showActionError(cause, 'Export failed.');
    } finally {
      setExporting(false);
    }
  }

  return (
    <div>
      <AdminPageHeader
        title="Orders"
        description="Accepted quotations through production and dispatch: who has each order and which are late."
        actions={
          <Button variant="secondary" size="sm" onClick={() => void refetch()} busy={isFetching && !isPending}>
            {isFetching && !isPending ? null : <RefreshCw className="h-4 w-4" aria-hidden="true" />} Refresh
          </Button>
        }
      />
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(o) => o._id}
        rowProps={(o) => ({
          'data-stage': o.Stage,
          'data-late': o.Late,
          className: 'cursor-pointer text-slate-700 transition-colors hover:bg-slate-50 dark:text-slate-300 dark:hover:bg-slate-800/50',
          onClick: (event) => {
            if ((event.target as HTMLElement).closest('button, a')) return;
            void navigate(orderHref(o._id));
          },
        })}
        toolbar={
          <OrderFilters
            view={view}
            onChange={setView}
            stageCounts={data?.stageCounts}
            lateCount={data?.lateCount}
            onExport={() => void exportCsv()}
            exporting={exporting}
          />
        }
        footer={
          data && !isError ? (
            <ListPagination page={view.page} pageSize={data.pageSize || ORDER_PAGE_SIZE} total={data.total} onPage={(page) => setView({ page })} />
          ) : null
        }
        pending={isPending}
        emptyMessage={isFiltered(view) ? 'No orders match these filters.' : 'No orders yet. An order starts when a buyer accepts a quotation.'}
        retry={isError ? { onRetry: () => void refetch(), busy: isFetching } : undefined}
      />
    </div>
  );
}

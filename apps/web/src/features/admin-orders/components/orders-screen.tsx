import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { AdminPageHeader, AdminRefreshButton } from '~/components/ui/admin-page';
import { DataTable } from '~/components/ui/data-table';
import { clickableRowClass, rowClick } from '~/components/ui/data-table-parts';
import { ListPagination } from '~/components/ui/list-pagination';
import { orderHref } from '~/lib/admin-links';
import { useCsvExport, useFailedLoadToast } from '~/lib/use-list-screen';
import { downloadOrdersCsv } from '../api/export-orders';
import { useOrderPage } from '../api/list-orders';
import { isFiltered, ORDER_PAGE_SIZE } from '../utils/list-view';
import { useOrderListView } from '../utils/use-order-list-view';
import { orderColumns } from './order-columns';
import { OrderFilters } from './order-filters';

/** /admin/orders: every order from acceptance to delivery, filters in the URL, server pages, CSV export. */
export function OrdersScreen() {
  const navigate = useNavigate();
  const { view, setView } = useOrderListView();
  const query = useOrderPage(view);
  const { data, isPending, isError, error, refetch, isFetching } = query;
  const rows = isError ? [] : (data?.data ?? []);
  const columns = useMemo(() => orderColumns(), []);
  useFailedLoadToast(error, 'Failed to fetch orders.');
  const { exporting, exportCsv } = useCsvExport(() => downloadOrdersCsv(view));

  return (
    <div>
      <AdminPageHeader
        title="Orders"
        description="Accepted quotations through production and dispatch: who has each order and which are late."
        actions={<AdminRefreshButton query={query} />}
      />
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(o) => o._id}
        rowProps={(o) => ({
          'data-stage': o.Stage,
          'data-late': o.Late,
          className: clickableRowClass,
          onClick: rowClick(() => void navigate(orderHref(o._id))),
        })}
        toolbar={
          <OrderFilters
            view={view}
            onChange={setView}
            stageCounts={data?.stageCounts}
            lateCount={data?.lateCount}
            onExport={exportCsv}
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

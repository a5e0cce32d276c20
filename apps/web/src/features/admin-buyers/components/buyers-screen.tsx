import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { Download, Plus } from 'lucide-react';
import { AdminPageHeader, AdminRefreshButton, AdminSearchInput } from '~/components/ui/admin-page';
import { Button, buttonClass } from '~/components/ui/button';
import { DataTable } from '~/components/ui/data-table';
import { clickableRowClass, rowClick } from '~/components/ui/data-table-parts';
import { ListPagination } from '~/components/ui/list-pagination';
import { buyerHref } from '~/lib/admin-links';
import { useDebouncedSearch } from '~/lib/use-debounced-search';
import { useCsvExport, useFailedLoadToast } from '~/lib/use-list-screen';
import { downloadBuyersCsv } from '../api/export-buyers';
import { useBuyerPage } from '../api/list-buyers';
import { BUYER_PAGE_SIZE } from '../utils/list-view';
import { useBuyerListView } from '../utils/use-buyer-list-view';
import { buyerColumns } from './buyer-columns';

/** The search (sent after a pause) and Export CSV above the table. */
function BuyerToolbar({
  search,
  onSearch,
  onExport,
  exporting,
}: {
  search: string;
  onSearch: (s: string) => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const sendRef = useRef(onSearch);
  useEffect(() => {
    sendRef.current = onSearch;
  }, [onSearch]);
  const [text, setText] = useDebouncedSearch(
    search,
    useCallback((value: string) => sendRef.current(value), []),
  );
  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700/70">
      <AdminSearchInput value={text} onChange={setText} placeholder="Company, GSTIN, contact or e-mail" label="Search buyers" />
      <Button variant="secondary" onClick={onExport} busy={exporting}>
        {exporting ? null : <Download className="h-4 w-4" aria-hidden="true" />} Export CSV
      </Button>
    </div>
  );
}

/** /admin/buyers: every company we sell to, with its open documents and what it owes; server pages, CSV export. */
export function BuyersScreen() {
  const navigate = useNavigate();
  const { view, setView } = useBuyerListView();
  const query = useBuyerPage(view);
  const { data, isPending, isError, error, refetch, isFetching } = query;
  const rows = isError ? [] : (data?.data ?? []);
  const columns = useMemo(() => buyerColumns(), []);
  useFailedLoadToast(error, 'Failed to fetch buyers.');
  const { exporting, exportCsv } = useCsvExport(() => downloadBuyersCsv(view));

  return (
    <div>
      <AdminPageHeader
        title="Buyers"
        description="Every company we quote and sell to: its open quotations and orders, and what it owes."
        actions={
          <>
            <AdminRefreshButton query={query} />
            <Link to="/admin/buyers/new" className={buttonClass('steel', 'sm')}>
              <Plus className="h-4 w-4" aria-hidden="true" /> New buyer
            </Link>
          </>
        }
      />
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(b) => b._id}
        rowProps={(b) => ({ className: clickableRowClass, onClick: rowClick(() => void navigate(buyerHref(b._id))) })}
        toolbar={<BuyerToolbar search={view.search} onSearch={(search) => setView({ search, page: 1 })} onExport={exportCsv} exporting={exporting} />}
        footer={
          data && !isError ? (
            <ListPagination page={view.page} pageSize={data.pageSize || BUYER_PAGE_SIZE} total={data.total} onPage={(page) => setView({ page })} />
          ) : null
        }
        pending={isPending}
        emptyMessage={
          view.search ? 'No buyers match this search.' : 'No buyers yet. A buyer is made with its first request or quotation, or with New buyer.'
        }
        retry={isError ? { onRetry: () => void refetch(), busy: isFetching } : undefined}
      />
    </div>
  );
}

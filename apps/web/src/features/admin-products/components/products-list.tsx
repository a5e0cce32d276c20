import { useEffect, useMemo, useState } from 'react';
import { toast } from '~/components/ui/toast';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { categoryName, type Product } from '@rp/contract';
import { isSessionError } from '~/lib/session';
import { AdminPageHeader } from '~/components/ui/admin-page';
import { Button } from '~/components/ui/button';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
import { useConfirmDelete } from '~/lib/use-confirm-delete';
import { useProducts } from '../api/get-products';
import { useDeleteProduct } from '../api/delete-product';
import { ProductImage } from './product-image';

const show = (value: string | undefined) => (value && value.trim() ? value : 'N/A');

function productColumns(onEdit: (id: string) => void, askDelete: (product: Product) => void): DataTableColumn<Product>[] {
  return [
    {
      key: 'product',
      header: 'Product',
      cellClassName: 'w-full max-w-0 px-4 py-3 sm:w-auto sm:max-w-[24rem]',
      cell: (product) => (
        <div className="flex min-w-0 items-center gap-3">
          <ProductImage
            src={product.ProductImages}
            variants={product.ProductImageVariants}
            sizes="48px"
            alt=""
            className="h-12 w-12 shrink-0 rounded-lg border border-slate-200 bg-slate-100 object-cover dark:border-slate-700 dark:bg-slate-800"
          />
          <div className="min-w-0">
            <p className="truncate font-semibold text-slate-900 dark:text-white">{product.ProductTitle}</p>
            <p className="truncate text-xs text-slate-500 dark:text-slate-400">
              <span className="sm:hidden">{show(product.ProductStn)} · </span>
              {categoryName(product.Category) ?? 'No category'}
              {product.ProductMaterial && product.ProductMaterial !== 'N/A' ? ` · ${product.ProductMaterial}` : ''}
            </p>
          </div>
        </div>
      ),
    },
    {
      key: 'stn',
      header: 'STN',
      headerClassName: 'hidden px-4 py-3 sm:table-cell',
      cellClassName: 'hidden px-4 py-3 font-mono text-xs whitespace-nowrap sm:table-cell',
      cell: (product) => show(product.ProductStn),
    },
    {
      key: 'application',
      header: 'Application',
      headerClassName: 'hidden px-4 py-3 md:table-cell',
      cellClassName: 'hidden max-w-xs px-4 py-3 md:table-cell',
      cell: (product) => <span className="line-clamp-2">{show(product.ProductApplication)}</span>,
    },
    {
      key: 'actions',
      header: 'Actions',
      headerClassName: 'px-4 py-3 text-right',
      cellClassName: 'px-2 py-3 sm:px-4',
      cell: (product) => (
        <div className="flex justify-end gap-1">
          <Button variant="ghost" size="icon" onClick={() => onEdit(product._id)} aria-label={`Edit ${product.ProductTitle}`} title="Edit">
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => askDelete(product)}
            aria-label={`Delete ${product.ProductTitle}`}
            title="Delete"
            className="text-red-600 hover:bg-red-50 hover:text-red-700 dark:text-red-400 dark:hover:bg-red-500/10 dark:hover:text-red-300"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      ),
    },
  ];
}

export function ProductsList({ onAdd, onEdit }: { onAdd: () => void; onEdit: (id: string) => void }) {
  const { data, isPending, isError, error, refetch, isFetching } = useProducts();
  const deleteMutation = useDeleteProduct();
  const [search, setSearch] = useState('');

  useEffect(() => {
    if (isError && !isSessionError(error)) toast.error('Failed to fetch products.', { id: 'products-fetch-error' });
  }, [isError, error]);

  const products = useMemo(() => (isError ? [] : (data ?? [])), [data, isError]);
  const visible = useMemo(() => {
    const term = search.trim().toLowerCase();
    if (!term) return products;
    return products.filter((p) =>
      [p.ProductTitle, p.ProductStn, p.ProductApplication, p.ProductMaterial].some((v) => (v ?? '').toLowerCase().includes(term)),
    );
  }, [products, search]);

  const askDelete = useConfirmDelete<Product>({
    remove: (product) => deleteMutation.mutateAsync(product._id),
    position: 'top-center',
    texts: {
      prompt: (product) => `Delete product "${product.ProductTitle}"?`,
      loading: 'Deleting...',
      success: (product) => `Product "${product.ProductTitle}" deleted!`,
      failure: 'Failed to delete product.',
    },
  });

  return (
    <div>
      <AdminPageHeader
        title="Manage Products"
        description="The catalogue shown on the public Products page."
        actions={
          <Button variant="steel" onClick={onAdd}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add New Product
          </Button>
        }
      />
      <DataTable
        columns={productColumns(onEdit, askDelete)}
        rows={visible}
        rowKey={(product) => product._id}
        search={{
          value: search,
          onChange: setSearch,
          placeholder: 'Filter by title, STN or application...',
          label: 'Filter products',
          countLabel: isPending ? '' : search.trim() ? `${visible.length} of ${products.length} shown` : `${products.length} products`,
        }}
        pending={isPending}
        pendingLabel="Loading products…"
        emptyMessage={products.length === 0 ? 'No products found. Add one to get started!' : 'No products match your filter.'}
        retry={isError ? { onRetry: () => void refetch(), busy: isFetching } : undefined}
      />
    </div>
  );
}

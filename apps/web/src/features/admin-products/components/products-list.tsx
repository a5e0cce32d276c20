import { useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { PRODUCT_CATEGORIES, type Product } from '@rp/contract';
import { isSessionError } from '~/lib/api-client';
import { AdminButton } from '~/components/ui/admin-button';
import { confirmWithToast } from '~/components/ui/admin-confirm-toast';
import { AdminCard, AdminEmptyState, AdminPageHeader, AdminSearchInput, AdminSpinner } from '~/components/ui/admin-page';
import { useProducts } from '../api/get-products';
import { useDeleteProduct } from '../api/delete-product';
import { ProductImage } from './product-image';

const categoryName = (slug: string) => PRODUCT_CATEGORIES.find((c) => c.slug === slug)?.name ?? '';
const show = (value: string | undefined) => (value && value.trim() ? value : 'N/A');

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

  function askDelete(product: Product) {
    confirmWithToast({
      title: `Delete product "${product.ProductTitle}"?`,
      body: 'This action cannot be undone.',
      confirmLabel: 'Yes, Delete',
      position: 'top-center',
      onConfirm: async () => {
        const toastId = toast.loading('Deleting...');
        try {
          await deleteMutation.mutateAsync(product._id);
          toast.success(`Product "${product.ProductTitle}" deleted!`, { id: toastId });
        } catch (cause) {
          if (isSessionError(cause)) toast.dismiss(toastId);
          else toast.error('Failed to delete product.', { id: toastId });
        }
      },
    });
  }

  return (
    <div>
      <AdminPageHeader
        title="Manage Products"
        description="The catalogue shown on the public Products page."
        actions={
          <AdminButton onClick={onAdd}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add New Product
          </AdminButton>
        }
      />
      <AdminCard>
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700/70">
          <AdminSearchInput
            value={search}
            onChange={setSearch}
            placeholder="Filter by title, STN or application..."
            label="Filter products"
          />
          <p className="text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
            {isPending ? '' : search.trim() ? `${visible.length} of ${products.length} shown` : `${products.length} products`}
          </p>
        </div>
        {isPending ? (
          <AdminSpinner label="Loading products…" />
        ) : visible.length === 0 ? (
          <AdminEmptyState
            message={products.length === 0 ? 'No products found. Add one to get started!' : 'No products match your filter.'}
          >
            {isError ? (
              <AdminButton variant="secondary" size="sm" onClick={() => void refetch()} busy={isFetching}>
                Try again
              </AdminButton>
            ) : null}
          </AdminEmptyState>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:bg-slate-800/60 dark:text-slate-400">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Product
                  </th>
                  <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                    STN
                  </th>
                  <th scope="col" className="hidden px-4 py-3 md:table-cell">
                    Application
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {visible.map((product) => (
                  <tr key={product._id} className="text-slate-700 hover:bg-slate-50 dark:text-slate-300 dark:hover:bg-slate-800/50">
                    <td className="w-full max-w-0 px-4 py-3 sm:w-auto sm:max-w-[24rem]">
                      <div className="flex min-w-0 items-center gap-3">
                        <ProductImage
                          src={product.ProductImages}
                          alt=""
                          loading="lazy"
                          className="h-12 w-12 shrink-0 rounded-lg border border-slate-200 bg-slate-100 object-cover dark:border-slate-700 dark:bg-slate-800"
                        />
                        <div className="min-w-0">
                          <p className="truncate font-semibold text-slate-900 dark:text-white">{product.ProductTitle}</p>
                          <p className="truncate text-xs text-slate-500 dark:text-slate-400">
                            <span className="sm:hidden">{show(product.ProductStn)} · </span>
                            {categoryName(product.Category) || 'No category'}
                            {product.ProductMaterial && product.ProductMaterial !== 'N/A' ? ` · ${product.ProductMaterial}` : ''}
                          </p>
                        </div>
                      </div>
                    </td>
                    <td className="hidden px-4 py-3 font-mono text-xs whitespace-nowrap sm:table-cell">{show(product.ProductStn)}</td>
                    <td className="hidden max-w-xs px-4 py-3 md:table-cell">
                      <span className="line-clamp-2">{show(product.ProductApplication)}</span>
                    </td>
                    <td className="px-2 py-3 sm:px-4">
                      <div className="flex justify-end gap-1">
                        <AdminButton
                          variant="ghost"
                          size="icon"
                          onClick={() => onEdit(product._id)}
                          aria-label={`Edit ${product.ProductTitle}`}
                          title="Edit"
                        >
                          <Pencil className="h-4 w-4" aria-hidden="true" />
                        </AdminButton>
                        <AdminButton
                          variant="ghost"
                          size="icon"
                          onClick={() => askDelete(product)}
                          aria-label={`Delete ${product.ProductTitle}`}
                          title="Delete"
                          className="text-red-600 hover:bg-red-50 hover:text-red-700 dark:text-red-400 dark:hover:bg-red-500/10 dark:hover:text-red-300"
                        >
                          <Trash2 className="h-4 w-4" aria-hidden="true" />
                        </AdminButton>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AdminCard>
    </div>
  );
}

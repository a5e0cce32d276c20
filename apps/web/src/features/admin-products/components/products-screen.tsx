import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '~/components/ui/toast';
import { isSessionError } from '~/lib/session';
import { AdminSpinner } from '~/components/ui/admin-page';
import { useProduct } from '../api/get-product';
import { ProductForm } from './product-form';
import { ProductsList } from './products-list';

const LIST = '/admin/products';
const ADD = '/admin/products?view=add';
const editUrl = (id: string) => `/admin/products?view=edit&id=${encodeURIComponent(id)}`;

function EditProduct({ id, onDone }: { id: string; onDone: () => void }) {
  const navigate = useNavigate();
  const { data, isError, error } = useProduct(id);

  useEffect(() => {
    if (!isError) return;
    if (!isSessionError(error)) {
      toast.error('Failed to fetch product details.');
      void navigate(LIST, { replace: true });
    }
  }, [isError, error, navigate]);

  if (!data) return <AdminSpinner label="Loading product…" />;
  return <ProductForm key={data._id} product={data} onDone={onDone} />;
}

/** Admin products: the list, the add form and the edit form (views kept in the URL so Back works). */
export function ProductsScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = params.get('view');
  const id = params.get('id');
  const backToList = () => void navigate(LIST);

  if (view === 'add') return <ProductForm key="new" onDone={backToList} />;
  if (view === 'edit' && id) return <EditProduct key={id} id={id} onDone={backToList} />;
  return <ProductsList onAdd={() => void navigate(ADD)} onEdit={(productId) => void navigate(editUrl(productId))} />;
}

import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '~/components/ui/toast';
import { ArrowLeft, Save } from 'lucide-react';
import type { Product } from '@rp/contract';
import { ApiError } from '~/lib/api-client';
import { isSessionError } from '~/lib/session';
import { Button } from '~/components/ui/button';
import { useSaveProduct } from '../api/save-product';
import { emptyProductForm, formToSaveBody, productFormSchema, productToForm, type ProductFormValues } from '../utils/product-form';
import { productDraftKey, useProductDraft } from '../utils/use-product-draft';
import { useUnsavedChangesGuard } from '../utils/use-unsaved-changes-guard';
import { CoreDetailsSection, FormSection, SpecificationsSection } from './product-form-sections';
import { ProductMediaField } from './product-media-field';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

export interface ProductFormProps {
  /** The product being edited; absent when adding. */
  product?: Product;
  /** Back to the list (after save, cancel or back). */
  onDone: () => void;
}

export function ProductForm({ product, onDone }: ProductFormProps) {
  const isEdit = Boolean(product);
  const draftKey = productDraftKey(product?._id);
  const defaults = product ? productToForm(product) : emptyProductForm;
  const methods = useForm<ProductFormValues>({ resolver: zodResolver(productFormSchema), defaultValues: defaults });
  const {
    handleSubmit,
    formState: { isDirty, isSubmitting },
    setError,
  } = methods;
  const saveMutation = useSaveProduct();
  const [compressing, setCompressing] = useState(false);
  const busy = isSubmitting || saveMutation.isPending || compressing;
  useProductDraft(draftKey, methods);
  const { blocker, allowLeaving } = useUnsavedChangesGuard(isDirty);

  const onSubmit = handleSubmit(async (values) => {
    const toastId = toast.loading('Saving product...');
    try {
      await saveMutation.mutateAsync(formToSaveBody(values, product));
      toast.success('Product saved successfully!', { id: toastId });
      allowLeaving();
      window.sessionStorage.removeItem(draftKey);
      onDone();
    } catch (cause) {
      if (isSessionError(cause)) {
        toast.dismiss(toastId);
        return;
      }
      toast.error('Failed to save product.', { id: toastId });
      if (cause instanceof ApiError && cause.errors) {
        for (const [field, message] of Object.entries(cause.errors)) {
          if (field in emptyProductForm) setError(field as keyof ProductFormValues, { message });
        }
      }
    }
  });

  return (
    <FormProvider {...methods}>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <Button variant="secondary" size="icon" onClick={onDone} aria-label="Back to product list" title="Back to list">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          </Button>
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{isEdit ? 'Edit Product' : 'Add New Product'}</h1>
            <p className="truncate text-sm text-slate-500 dark:text-slate-400">
              {isEdit ? product?.ProductTitle : 'Fill in the details and add an image.'}
              {isDirty ? <span className="ml-2 font-medium text-amber-700 dark:text-amber-300">· Unsaved changes</span> : null}
            </p>
          </div>
        </div>
      </div>

      <form onSubmit={onSubmit} noValidate aria-label={isEdit ? 'Edit product' : 'Add product'}>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
          <div className="space-y-6 lg:col-span-3">
            <CoreDetailsSection disabled={busy} />
            <SpecificationsSection disabled={busy} />
          </div>

          <div className="lg:col-span-2">
            <div className="lg:sticky lg:top-6">
              <FormSection title="Media" description="One image: a link, or an upload that is compressed before saving.">
                <ProductMediaField compressing={compressing} onCompressingChange={setCompressing} disabled={isSubmitting || saveMutation.isPending} />
              </FormSection>
            </div>
          </div>
        </div>

        <div className="sticky bottom-0 z-10 -mx-4 mt-6 flex items-center justify-end gap-2 border-t border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:static lg:mx-0 lg:rounded-xl lg:border lg:bg-white lg:px-6 lg:backdrop-blur-none dark:border-slate-700/70 dark:bg-steel-950/95 lg:dark:bg-slate-900">
          <Button variant="secondary" onClick={onDone} disabled={isSubmitting || saveMutation.isPending}>
            Cancel
          </Button>
          <Button variant="steel" type="submit" disabled={busy} busy={busy}>
            {busy ? (
              'Processing...'
            ) : (
              <>
                <Save className="h-4 w-4" aria-hidden="true" /> Save Product
              </>
            )}
          </Button>
        </div>
      </form>

      {blocker.state === 'blocked' ? <UnsavedChangesDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} /> : null}
    </FormProvider>
  );
}

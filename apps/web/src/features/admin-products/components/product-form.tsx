import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useFormContext, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useBlocker } from 'react-router';
import { toast } from '~/components/ui/toast';
import { ArrowLeft, Save } from 'lucide-react';
import { PRODUCT_CATEGORIES, PRODUCT_TAGS, type Product } from '@rp/contract';
import { ApiError } from '~/lib/api-client';
import { isSessionError, SESSION_EXPIRED_EVENT } from '~/lib/session';
import { Button } from '~/components/ui/button';
import { AdminCard, AdminFieldError, adminInputClass, adminLabelClass } from '~/components/ui/admin-page';
import { useSaveProduct } from '../api/save-product';
import { emptyProductForm, formToSaveBody, productFormFields, productFormSchema, productToForm, type ProductFormValues } from '../utils/product-form';
import { ProductMediaField } from './product-media-field';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

const DRAFT_PREFIX = 'admin-product-draft:';

function readDraft(key: string): ProductFormValues | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const parsed = productFormFields.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const id = useId();
  return (
    <AdminCard>
      <section aria-labelledby={id} className="p-4 sm:p-6">
        <h2 id={id} className="text-base font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        <p className="mb-5 text-sm text-slate-500 dark:text-slate-400">{description}</p>
        {children}
      </section>
    </AdminCard>
  );
}

interface TextFieldProps {
  name: Path<ProductFormValues>;
  label: string;
  required?: boolean;
  placeholder?: string;
  multiline?: boolean;
  disabled: boolean;
  className?: string;
}

function TextField({ name, label, required, placeholder, multiline, disabled, className = '' }: TextFieldProps) {
  const { register, formState } = useFormContext<ProductFormValues>();
  const id = useId();
  const errorId = useId();
  const message = formState.errors[name as keyof ProductFormValues]?.message as string | undefined;
  const common = {
    id,
    placeholder,
    disabled,
    className: adminInputClass,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? errorId : undefined,
    'aria-required': required || undefined,
    ...register(name),
  };
  return (
    <div className={className}>
      <label htmlFor={id} className={adminLabelClass}>
        {label}
        {required ? <span className="text-red-600 dark:text-red-400"> *</span> : null}
      </label>
      {multiline ? <textarea rows={5} {...common} /> : <input type="text" {...common} />}
      <AdminFieldError id={errorId} message={message} />
    </div>
  );
}

export interface ProductFormProps {
  /** The product being edited; absent when adding. */
  product?: Product;
  /** Back to the list (after save, cancel or back). */
  onDone: () => void;
}

export function ProductForm({ product, onDone }: ProductFormProps) {
  const isEdit = Boolean(product);
  const draftKey = `${DRAFT_PREFIX}${product?._id ?? 'new'}`;
  const defaults = product ? productToForm(product) : emptyProductForm;
  const methods = useForm<ProductFormValues>({ resolver: zodResolver(productFormSchema), defaultValues: defaults });
  const {
    handleSubmit,
    formState: { isDirty, isSubmitting },
    getValues,
    reset,
    setError,
    register,
    watch,
  } = methods;
  const saveMutation = useSaveProduct();
  const [compressing, setCompressing] = useState(false);
  const leavingRef = useRef(false);
  const busy = isSubmitting || saveMutation.isPending || compressing;
  const categoryId = useId();
  // eslint-disable-next-line react-hooks/incompatible-library -- react-hook-form's watch re-renders this form on purpose; the form is not memoised
  const selectedTags = watch('Tags');

  // Restore a draft kept when the session expired mid-edit.
  useEffect(() => {
    const draft = readDraft(draftKey);
    if (!draft) return;
    window.sessionStorage.removeItem(draftKey);
    reset(draft, { keepDefaultValues: true });
    toast.success('Your unsaved changes were restored.');
  }, [draftKey, reset]);

  // Keep a draft if the session expires, so logging in again does not lose the work.
  useEffect(() => {
    function keepDraft() {
      if (!methods.formState.isDirty) return;
      try {
        window.sessionStorage.setItem(draftKey, JSON.stringify(getValues()));
      } catch {
        /* too large for session storage (a big upload): nothing else to do */
      }
    }
    window.addEventListener(SESSION_EXPIRED_EVENT, keepDraft);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, keepDraft);
  }, [draftKey, getValues, methods.formState]);

  // Leaving with unsaved changes asks first: in-app navigation (blocker) and closing the tab (beforeunload).
  const shouldBlock = useCallback(
    ({
      currentLocation,
      nextLocation,
    }: {
      currentLocation: { pathname: string; search: string };
      nextLocation: { pathname: string; search: string };
    }) => {
      if (!isDirty || leavingRef.current) return false;
      if (currentLocation.pathname === nextLocation.pathname && currentLocation.search === nextLocation.search) return false;
      // An expired session already kept a draft: let it go to the login page.
      if (nextLocation.search.includes('reason=expired')) return false;
      return true;
    },
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  const onSubmit = handleSubmit(async (values) => {
    const toastId = toast.loading('Saving product...');
    try {
      await saveMutation.mutateAsync(formToSaveBody(values, product));
      toast.success('Product saved successfully!', { id: toastId });
      leavingRef.current = true;
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
            <Section title="Core Details" description="What the part is and where it appears in the catalogue.">
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <TextField
                  name="ProductTitle"
                  label="Product Title"
                  required
                  placeholder="e.g. EN8 Precision Drive Shaft"
                  disabled={busy}
                  className="sm:col-span-2"
                />
                <TextField name="ProductStn" label="Product STN" required placeholder="e.g. STN-SH-1042" disabled={busy} />
                <div>
                  <label htmlFor={categoryId} className={adminLabelClass}>
                    Category
                  </label>
                  <select id={categoryId} className={adminInputClass} disabled={busy} {...register('Category')}>
                    <option value="">No category</option>
                    {PRODUCT_CATEGORIES.map((c) => (
                      <option key={c.slug} value={c.slug}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                </div>
                <fieldset className="sm:col-span-2">
                  <legend className={adminLabelClass}>Tags</legend>
                  <div className="flex flex-wrap gap-2">
                    {PRODUCT_TAGS.map((tag) => {
                      const checked = selectedTags?.includes(tag) ?? false;
                      return (
                        <label
                          key={tag}
                          className={`inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors focus-within:ring-2 focus-within:ring-steel-500/40 ${
                            checked
                              ? 'border-steel-500 bg-steel-50 text-steel-800 dark:border-steel-400 dark:bg-steel-500/15 dark:text-steel-100'
                              : 'border-slate-300 text-slate-600 hover:border-slate-400 dark:border-slate-600 dark:text-slate-300'
                          }`}
                        >
                          <input
                            type="checkbox"
                            value={tag}
                            disabled={busy}
                            className="h-4 w-4 rounded border-slate-300 accent-steel-600"
                            {...register('Tags')}
                          />
                          {tag}
                        </label>
                      );
                    })}
                  </div>
                </fieldset>
                <TextField
                  name="ProductDescription"
                  label="Description"
                  multiline
                  placeholder="Short description shown in the catalogue."
                  disabled={busy}
                  className="sm:col-span-2"
                />
              </div>
            </Section>

            <Section title="Technical Specifications" description="Shown on the product's detail view.">
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <TextField name="ProductMaterial" label="Material" placeholder="e.g. EN24, SS304" disabled={busy} />
                <TextField name="ProductTolerance" label="Tolerance" placeholder="e.g. ±0.01 mm" disabled={busy} />
                <TextField name="ProductApplication" label="Application" placeholder="e.g. Textile machinery gearboxes" disabled={busy} />
                <TextField name="ProductFinish" label="Finish" placeholder="e.g. Ground, zinc plated" disabled={busy} />
                <TextField
                  name="SpecSheetUrl"
                  label="Spec Sheet URL"
                  placeholder="Optional link to a PDF spec sheet"
                  disabled={busy}
                  className="sm:col-span-2"
                />
              </div>
            </Section>
          </div>

          <div className="lg:col-span-2">
            <div className="lg:sticky lg:top-6">
              <Section title="Media" description="One image: a link, or an upload that is compressed before saving.">
                <ProductMediaField compressing={compressing} onCompressingChange={setCompressing} disabled={isSubmitting || saveMutation.isPending} />
              </Section>
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

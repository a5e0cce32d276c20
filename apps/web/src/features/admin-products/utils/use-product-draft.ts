import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from '~/components/ui/toast';
import { SESSION_EXPIRED_EVENT } from '~/lib/session';
import { productFormFields, type ProductFormValues } from './product-form';

const DRAFT_PREFIX = 'admin-product-draft:';

/** Where the unsaved form of a product (or of a new one) waits while its author logs in again. */
export const productDraftKey = (productId: string | undefined) => `${DRAFT_PREFIX}${productId ?? 'new'}`;

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

/** Keeps a draft when the session expires mid-edit and restores it when the form opens again. */
export function useProductDraft(draftKey: string, methods: UseFormReturn<ProductFormValues>) {
  const { getValues, reset } = methods;

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
}

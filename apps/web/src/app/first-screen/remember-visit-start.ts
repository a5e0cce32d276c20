import { ATTRIBUTION_STORAGE_KEY } from '@rp/contract/plain';

/**
 * On the visit's first page (nothing stored in this tab yet): its address and referrer, read by the lead forms
 * (lib/lead-attribution.ts, ADR 082). sessionStorage, not a cookie: it stays in the tab and is never sent.
 */
export function rememberVisitStart() {
  try {
    sessionStorage[ATTRIBUTION_STORAGE_KEY] ??= `${location.href} ${document.referrer}`;
  } catch {
    // Storage blocked: the forms fall back to this document's own start.
  }
}

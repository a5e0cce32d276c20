import { ATTRIBUTION_FIELDS, ATTRIBUTION_STORAGE_KEY, attributionFrom, type LeadAttribution } from '@rp/contract/plain';

/**
 * The visit's start: what the first page stored (first-screen/remember-visit-start.ts), else this document's
 * own first URL and referrer (the same thing while the visit never reloaded the page). Browser only.
 */
function visitStart(): string {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY);
  } catch {
    // Storage blocked: this document's start is the best we know.
  }
  const firstUrl = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.name || location.href;
  return stored ?? `${firstUrl} ${document.referrer}`;
}

/** What a lead form sends about where the visit came from (ADR 082); nothing leaves for anyone else. */
export const visitAttribution = (): LeadAttribution => attributionFrom(visitStart(), new URL(location.href));

/** The attribution a posted form carries in its hidden fields (the contact form, with or without JavaScript). */
export const postedAttribution = (form: FormData): LeadAttribution =>
  Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, String(form.get(field) ?? '')])) as LeadAttribution;

import { ATTRIBUTION_FIELDS, ATTRIBUTION_LIMITS, ATTRIBUTION_STORAGE_KEY, type LeadAttribution } from '@rp/contract/plain';

/** The only query parameters a stored page keeps (what picks an industry or a category); the rest may be private. */
const KEPT_QUERY = ['industry', 'category'];

/** A page as stored: its path plus the kept query parameters, capped. */
function attributionPath(url: URL): string {
  const kept = new URLSearchParams();
  for (const key of KEPT_QUERY) {
    const value = url.searchParams.get(key);
    if (value) kept.set(key, value);
  }
  const query = kept.toString();
  return (url.pathname + (query ? `?${query}` : '')).slice(0, ATTRIBUTION_LIMITS.pathMax);
}

/**
 * What a form sends (ADR 082), from the visit's start ("<landing href> <referrer>"; null: this page) and the
 * page the form is on. A referrer from this site is no referring site; only its host name is kept.
 */
export function attributionFrom(visit: string | null, here: URL): LeadAttribution {
  const [landingHref = here.href, referrer = ''] = (visit ?? here.href).split(' ');
  let landing = here;
  let referrerHost = '';
  try {
    landing = new URL(landingHref, here);
    const ref = referrer ? new URL(referrer) : null;
    if (ref && ref.origin !== here.origin) referrerHost = ref.hostname.slice(0, ATTRIBUTION_LIMITS.referrerMax);
  } catch {
    // A malformed stored start: what was read so far stands.
  }
  const utm = (name: string) => (landing.searchParams.get(`utm_${name}`) ?? '').trim().slice(0, ATTRIBUTION_LIMITS.utmMax);
  return {
    PagePath: attributionPath(here),
    LandingPath: attributionPath(landing),
    Referrer: referrerHost,
    UtmSource: utm('source'),
    UtmMedium: utm('medium'),
    UtmCampaign: utm('campaign'),
  };
}

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

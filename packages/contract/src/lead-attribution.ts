/**
 * Where a lead came from (issue 37, ADR 082): first-party, no cookies. The browser keeps the visit's start in
 * sessionStorage under ATTRIBUTION_STORAGE_KEY and each form sends these fields; the server derives the lead's
 * origin (its utm_source, else the referring site, else Direct; hand-logged leads: their Source).
 */
export const ATTRIBUTION_FIELDS = ['PagePath', 'LandingPath', 'Referrer', 'UtmSource', 'UtmMedium', 'UtmCampaign'] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type LeadAttribution = Record<AttributionField, string>;

export const ATTRIBUTION_LIMITS = { pathMax: 300, referrerMax: 253, utmMax: 100 } as const;

/** sessionStorage key of the visit's start: "<landing href> <document.referrer>", written on its first page. */
export const ATTRIBUTION_STORAGE_KEY = 'rp-visit';

/** The only query parameters a stored page keeps (what picks an industry or a category); the rest may be private. */
export const ATTRIBUTION_QUERY_KEPT = ['industry', 'category'] as const;

/** What the origin filter and the dashboard call a website lead with neither utm_source nor another site. */
export const DIRECT_ORIGIN = 'Direct';

export const EMPTY_ATTRIBUTION: LeadAttribution = { PagePath: '', LandingPath: '', Referrer: '', UtmSource: '', UtmMedium: '', UtmCampaign: '' };

/** A page as stored: its path plus the kept query parameters, capped. */
export function attributionPath(url: URL): string {
  const kept = new URLSearchParams();
  for (const key of ATTRIBUTION_QUERY_KEPT) {
    const value = url.searchParams.get(key);
    if (value) kept.set(key, value);
  }
  const query = kept.toString();
  return (url.pathname + (query ? `?${query}` : '')).slice(0, ATTRIBUTION_LIMITS.pathMax);
}

/**
 * The attribution a form sends, from the visit's stored start (or this page when none is stored) and the
 * page the form is on. `origin` is this site's origin: a referrer from it is no referring site.
 */
export function attributionFrom(visit: string | null, here: URL): LeadAttribution {
  const [landingHref = here.href, referrer = ''] = (visit ?? here.href).split(' ');
  let landing: URL;
  try {
    landing = new URL(landingHref, here);
  } catch {
    landing = here;
  }
  let referrerHost = '';
  try {
    const ref = new URL(referrer);
    if (ref.origin !== here.origin) referrerHost = ref.hostname.slice(0, ATTRIBUTION_LIMITS.referrerMax);
  } catch {
    referrerHost = '';
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

/** The industry slug of an industries page path ('/industries?industry=automotive'), else null. */
export function industryOfPath(path: string): string | null {
  if (!path.startsWith('/industries')) return null;
  const url = new URL(path, 'http://x');
  return url.pathname === '/industries' ? (url.searchParams.get('industry') ?? '') : null;
}

/**
 * Where a lead came from (issue 37, ADR 082): first-party, no cookies. The browser keeps the visit's start in
 * sessionStorage under ATTRIBUTION_STORAGE_KEY and each form sends these fields; the server derives the lead's
 * origin (its utm_source, else the referring site, else Direct; hand-logged leads: their Source).
 * Only constants here: whatever '@rp/contract/plain' holds that the browser uses lands in the first-screen
 * chunk, so the browser's code for it lives in apps/web/src/lib/lead-attribution.ts.
 */
export const ATTRIBUTION_FIELDS = ['PagePath', 'LandingPath', 'Referrer', 'UtmSource', 'UtmMedium', 'UtmCampaign'] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type LeadAttribution = Record<AttributionField, string>;

export const ATTRIBUTION_LIMITS = { pathMax: 300, referrerMax: 253, utmMax: 100 } as const;

/** sessionStorage key of the visit's start: "<landing href> <document.referrer>", written on its first page. */
export const ATTRIBUTION_STORAGE_KEY = 'rp-visit';

/** The industry slug of an industries page path ('/industries?industry=automotive'; '' for the overview), else null. */
export function industryOfPath(path: string): string | null {
  if (!path.startsWith('/industries')) return null;
  const url = new URL(path, 'http://x');
  return url.pathname === '/industries' ? (url.searchParams.get('industry') ?? '') : null;
}

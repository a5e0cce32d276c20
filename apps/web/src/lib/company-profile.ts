import { useRouteLoaderData } from 'react-router';
import type { PublicCompanyProfile } from '@rp/contract';

/** What the root loader answers on every page: the public origin and the company profile (issue 33). */
export interface RootData {
  siteUrl: string;
  company: PublicCompanyProfile;
}

/**
 * The seeded trade name (COMPANY_PROFILE_SEED.TradeName, checked by a test), as the page titles in
 * content/pages write it; pageMeta puts the profile's trade name in its place. A literal, so the browser
 * bundle does not carry the seed.
 */
export const SEEDED_BRAND = 'Rajkot Precision Works';

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** The profile from a meta function's matches (the root route's data); undefined when the root loader failed. */
export function companyFrom(matches: ReadonlyArray<MatchLike | undefined>): PublicCompanyProfile | undefined {
  return (matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined)?.company;
}

/**
 * The company's name, address, phones, e-mails and chat number as stored on /admin/settings: the server
 * reads them for every page load (a change shows on the next load), so no page keeps them in code.
 */
export function useCompany(): PublicCompanyProfile {
  const root = useRouteLoaderData('root') as RootData | undefined;
  if (!root?.company) throw new Error('The root loader provides the company profile; render this inside the app.');
  return root.company;
}

/** The WhatsApp chat link with the greeting filled in; '' when the profile has no chat number. */
export function chatLinkOf(company: PublicCompanyProfile, message: string): string {
  return company.ChatUrl ? `${company.ChatUrl}?text=${encodeURIComponent(message)}` : '';
}

/** Google Maps search and embed URLs of the company's address. */
export function mapLinksOf(company: PublicCompanyProfile) {
  const query = encodeURIComponent(`${company.Street}, ${company.City}, ${company.StateName} ${company.PinCode}`);
  return {
    embed: `https://www.google.com/maps?q=${query}&output=embed`,
    link: `https://www.google.com/maps/search/?api=1&query=${query}`,
  };
}

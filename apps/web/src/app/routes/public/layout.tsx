import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { PublicShell } from '~/app/first-screen/public-shell';
import { needsSiteContentFor } from '~/lib/site-content';
import { loadSiteContent } from '~/lib/site-content.server';
import type { Route } from './+types/layout';

/** The site content the requested page shows (footer, its own texts, titles), with the page (ADR 086). */
export async function loader({ context, request }: Route.LoaderArgs) {
  return loadSiteContent(context, request);
}

/** Read once per page load; a client-side navigation reads it again only when the next page shows a kind not loaded. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return needsSiteContentFor(currentUrl.pathname, nextUrl.pathname);
}

export default function PublicLayout() {
  return <PublicShell />;
}

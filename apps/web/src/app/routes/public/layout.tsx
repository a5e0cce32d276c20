import { PublicShell } from '~/app/first-screen/public-shell';
import { loadSiteContent } from '~/lib/site-content.server';
import type { Route } from './+types/layout';

/** The site content every public page shows (footer, badges, testimonials, About, industries, titles), with the page. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadSiteContent(context);
}

/** Read once per page load, like the company profile: a save shows on the next load, never through an extra fetch. */
export function shouldRevalidate() {
  return false;
}

export default function PublicLayout() {
  return <PublicShell />;
}

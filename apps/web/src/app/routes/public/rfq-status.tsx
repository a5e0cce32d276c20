import { data } from 'react-router';
import { company } from '~/content/company';
import { seo } from '~/content/pages/not-found';
import { RfqStatusPage } from '~/features/rfq-status/rfq-status-view';
import { pageMeta } from '~/features/site/seo';
import NotFoundPage from './not-found';
import type { Route } from './+types/rfq-status';

/** Private and per buyer: never cached by a shared cache, never indexed. */
const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };

/**
 * /rfq/{Reference}?key={secret}: the buyer's status page, rendered on the server (works without
 * JavaScript). An unknown reference and a wrong or missing key all answer the site's 404 page.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get('key') ?? '';
  const view = await context.rfqStatus.find(params.reference, key);
  return data({ view }, { status: view ? 200 : 404, headers: PRIVATE_HEADERS });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const isLink = (tag: object) => 'tagName' in tag && tag.tagName === 'link';

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const view = loaderData?.view;
  // Not found: exactly the tags of the site's 404 page.
  if (!view) return pageMeta({ matches, path: location.pathname, ...seo, noindex: true }).filter((tag) => !isLink(tag));
  const title = `${view.kind === 'quote' ? 'Quote request' : 'Inquiry'} ${view.reference} | ${company.name}`;
  return pageMeta({ matches, path: location.pathname, title, description: `The status of your request ${view.reference}.`, noindex: true }).filter(
    (tag) => !isLink(tag) && !('property' in tag && tag.property === 'og:url'),
  );
};

export default function RfqStatusRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.view ? <RfqStatusPage view={loaderData.view} /> : <NotFoundPage />;
}

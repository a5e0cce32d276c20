import { DECLINE_REASONS, isStaffDevice, ORDER_FLOW, ORDER_STAGE_BUYER_LABELS, rfqStatusPath } from '@rp/contract/plain';
import { data, replace, type ShouldRevalidateFunctionArgs } from 'react-router';
import { company } from '~/content/company';
import { answerQuotationForm } from '~/features/rfq-status/api/answer-action.server';
import { PO_TOO_LARGE_MESSAGE, TOO_LARGE_PARAM, TOO_LARGE_VALUE } from '~/features/rfq-status/utils/answer-reply';
import { RfqStatusPage } from '~/features/rfq-status/components/rfq-status-view';
import { pageMeta } from '~/features/site/first-screen/seo';
import NotFoundPage from './not-found';
import type { Route } from './+types/rfq-status';

/** Private and per buyer: never cached by a shared cache, never indexed. */
const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };

/**
 * /rfq/{Reference}?key={secret}: the buyer's status page, rendered on the server (works without
 * JavaScript). An unknown reference and a wrong or missing key all answer the site's 404 page.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const key = url.searchParams.get('key') ?? '';
  const view = await context.rfqStatus.find(params.reference, key, isStaffDevice(request.headers.get('cookie')));
  // The quotation's forms post back here, key included (the page's own address).
  const answerPath = `${rfqStatusPath(params.reference, key)}#answer`;
  const refusal = url.searchParams.get(TOO_LARGE_PARAM) === TOO_LARGE_VALUE ? PO_TOO_LARGE_MESSAGE : undefined;
  // The decline form's choices come with the data: importing the contract's quotations module into the page
  // would load its zod schemas (about 30 KB gzipped) up front on a public page (ADR 035).
  const declineReasons = view?.quotation?.CanAnswer ? [...DECLINE_REASONS] : [];
  // The order's stages likewise (the contract's order module builds zod schemas as it loads).
  const orderFlow = view?.order ? ORDER_FLOW.map((stage) => ({ stage, label: ORDER_STAGE_BUYER_LABELS[stage] })) : [];
  return data({ view, answerPath, refusal, declineReasons, orderFlow }, { status: view ? 200 : 404, headers: PRIVATE_HEADERS });
}

/**
 * The accept or decline form, posted without JavaScript or through the page's fetcher (the server passes
 * `quotationAnswer` only for POST /rfq/{Reference}): done = Post/Redirect/Get to the page, which then shows the
 * answer (replacing the history entry: the fetcher's way back is not a second copy of the same page).
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const key = new URL(request.url).searchParams.get('key') ?? '';
  const form = await request.formData().catch(() => null);
  if (!form) return data(null, { status: 400, headers: PRIVATE_HEADERS });
  const result = await answerQuotationForm(form, params.reference, key, context.quotationAnswer);
  if (result.done) return replace(`${rfqStatusPath(params.reference, key)}#answer`, { status: 303, headers: PRIVATE_HEADERS });
  return data(result.reply ?? null, { status: result.status, headers: PRIVATE_HEADERS });
}

/**
 * A refusal answered in place (a field to correct) changed nothing on the page: no need to read it again. Any
 * other answer does (a state the page does not show yet: answered meanwhile, expired, too many answers).
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const reply = actionResult as { errors?: Record<string, string> } | null | undefined;
  if (reply?.errors && Object.keys(reply.errors).length > 0) return false;
  return defaultShouldRevalidate;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const isLink = (tag: object) => 'tagName' in tag && tag.tagName === 'link';

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const view = loaderData?.view;
  // Not found: exactly the tags of the site's 404 page.
  if (!view) return pageMeta({ matches, path: location.pathname, page: 'not-found', noindex: true }).filter((tag) => !isLink(tag));
  const title = `${view.kind === 'quote' ? 'Quote request' : 'Inquiry'} ${view.reference} | ${company.name}`;
  return pageMeta({ matches, path: location.pathname, title, description: `The status of your request ${view.reference}.`, noindex: true }).filter(
    (tag) => !isLink(tag) && !('property' in tag && tag.property === 'og:url'),
  );
};

export default function RfqStatusRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { view, ...answer } = loaderData;
  return view ? <RfqStatusPage view={view} {...answer} reply={actionData ?? undefined} /> : <NotFoundPage />;
}

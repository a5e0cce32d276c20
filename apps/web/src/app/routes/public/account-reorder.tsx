import { data, redirect } from 'react-router';
import { Container, PageHero } from '~/components/ui/section';
import { cookieOf, deskHeaders } from '~/features/buyer-desk/api/desk-headers.server';
import { findOrder } from '~/features/buyer-desk/api/find-order.server';
import { loadSummary } from '~/features/buyer-desk/api/load-summary.server';
import { sendReorder } from '~/features/buyer-desk/api/send-reorder.server';
import { ReorderForm, ReorderSent } from '~/features/buyer-desk/components/reorder-form';
import { pageMeta } from '~/features/site/first-screen/seo';
import type { Route } from './+types/account-reorder';

const REFERENCE = /^[A-Z0-9][A-Z0-9-]{0,39}$/i;

/**
 * /account/reorder?order=<id>&number=<SO-…>&line=<lineId>: "Order again" (issue 49), without JavaScript. The order
 * must be one of the session's own (read through the summary); no line chosen means all its lines. After sending,
 * ?sent=<reference> shows the new request's reference.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const sent = url.searchParams.get('sent') ?? '';
  if (sent && REFERENCE.test(sent)) {
    const session = await loadSummary(context.account, cookieOf(request), {});
    if (!session.signedIn) throw redirect('/account', { status: 303, headers: deskHeaders() });
    return data({ sent, order: null, lines: [], action: '' }, { headers: deskHeaders() });
  }
  const found = await findOrder(context.account, cookieOf(request), url.searchParams.get('order') ?? '', url.searchParams.get('number') ?? '');
  if (!found.signedIn) throw redirect('/account', { status: 303, headers: deskHeaders() });
  const chosen = url.searchParams.getAll('line');
  const order = found.order;
  const lines = order ? order.Lines.filter((line) => chosen.length === 0 || chosen.includes(line._id)) : [];
  return data(
    { sent: '', order: lines.length ? order : null, lines, action: `${url.pathname}${url.search}` },
    { status: lines.length ? 200 : 404, headers: deskHeaders() },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  if (!form) return data(null, { status: 400, headers: deskHeaders() });
  const result = await sendReorder(context.account, cookieOf(request), form);
  if (result.done) return redirect(`/account/reorder?sent=${encodeURIComponent(result.reference)}`, { status: 303, headers: deskHeaders() });
  if (result.status === 401) return redirect('/account', { status: 303, headers: deskHeaders() });
  return data(result.reply, { status: result.status, headers: deskHeaders() });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    path: location.pathname,
    title: 'Order again',
    description: 'Order a part again from an earlier order.',
    noindex: true,
  }).filter((tag) => !('tagName' in tag && tag.tagName === 'link') && !('property' in tag && tag.property === 'og:url'));

export default function AccountReorderRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { sent, order, lines, action } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Your account"
        title="Order again"
        text={sent ? 'Thank you: we have your repeat order.' : 'The same part, the same drawing: choose the quantities and send.'}
      />
      <Container className="py-12 sm:py-16">
        {sent ? (
          <ReorderSent reference={sent} />
        ) : order ? (
          <ReorderForm order={order} lines={lines} reply={actionData ?? undefined} action={action} />
        ) : (
          <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 dark:border-steel-800 dark:bg-steel-900">
            <h2 className="text-lg font-bold text-steel-950 dark:text-white">We could not find that order line</h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              It may belong to another address.{' '}
              <a href="/account" className="font-semibold underline underline-offset-2">
                Back to your account
              </a>
            </p>
          </div>
        )}
      </Container>
    </>
  );
}

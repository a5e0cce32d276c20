import { data, redirect } from 'react-router';
import { Container, PageHero } from '~/components/ui/section';
import { cookieOf, deskHeaders } from '~/features/buyer-desk/api/desk-headers.server';
import { loadSummary } from '~/features/buyer-desk/api/load-summary.server';
import { requestLink } from '~/features/buyer-desk/api/request-link.server';
import { signOut } from '~/features/buyer-desk/api/sign-out.server';
import { DeskView } from '~/features/buyer-desk/components/desk-view';
import { SignInPanel, type SignInNotice } from '~/features/buyer-desk/components/sign-in-panel';
import { SIGNED_OUT_PARAM, SIGNIN_EXPIRED } from '~/features/buyer-desk/utils/desk-reply';
import { pageMeta } from '~/features/site/first-screen/seo';
import type { Route } from './+types/account';

/**
 * /account: the buyer's desk (issue 49), rendered on the server and working without JavaScript. Without a buyer
 * session, the form that mails a sign-in link; with one, every request, quotation, order and proforma of the
 * address. The page calls the account API in-process with this request's cookie (context.account).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const search = (url.searchParams.get('search') ?? '').trim().slice(0, 100);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const load = await loadSummary(context.account, cookieOf(request), { search, page });
  const notice: SignInNotice =
    url.searchParams.get('signin') === SIGNIN_EXPIRED ? 'expired' : url.searchParams.has(SIGNED_OUT_PARAM) ? 'signed-out' : null;
  const headers = deskHeaders(load.setCookies);
  if (!load.signedIn) return data({ signedIn: false as const, notice }, { headers });
  return data({ signedIn: true as const, summary: load.summary, search }, { headers });
}

/** The sign-in form, "Sign out" and "Sign out everywhere", posted without JavaScript (the server's POST /account). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const intent = form?.get('intent');
  const cookie = cookieOf(request);
  if (form && intent === 'link') {
    const reply = await requestLink(context.account, cookie, form);
    return data(reply, { status: reply.sent ? 200 : 400, headers: deskHeaders() });
  }
  if (intent === 'logout' || intent === 'logout-everywhere') {
    const { setCookies } = await signOut(context.account, cookie, intent === 'logout-everywhere');
    return redirect(`/account?${SIGNED_OUT_PARAM}=1`, { status: 303, headers: deskHeaders(setCookies) });
  }
  return data(null, { status: 400, headers: deskHeaders() });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const merged = new Headers(loaderHeaders);
  for (const cookie of actionHeaders.getSetCookie()) merged.append('Set-Cookie', cookie);
  return merged;
};

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    path: location.pathname,
    title: 'Your account: requests, quotations and orders',
    description: 'Every request, quotation, order and invoice we sent you, behind one e-mailed link.',
    noindex: true,
  }).filter((tag) => !('tagName' in tag && tag.tagName === 'link') && !('property' in tag && tag.property === 'og:url'));

export default function AccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  const signedIn = loaderData.signedIn;
  return (
    <>
      <PageHero
        eyebrow="Your account"
        title={signedIn ? 'Your requests, quotations and orders' : 'Your requests and orders, without a password'}
        text={
          signedIn
            ? 'Everything we sent you, newest first. Order a part again from any order line.'
            : 'Every request, quotation, order and invoice we sent you, behind one e-mailed link.'
        }
      />
      <Container className="py-12 sm:py-16">
        {loaderData.signedIn ? (
          <DeskView summary={loaderData.summary} search={loaderData.search} />
        ) : (
          <SignInPanel reply={actionData ?? undefined} notice={loaderData.notice} />
        )}
      </Container>
    </>
  );
}

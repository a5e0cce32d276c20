import { useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from 'react-router';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import type { Route } from './+types/root';
import { OnDemandToastHost } from '~/lib/on-demand-toast-host';
import type { RootData } from '~/lib/company-profile';
import { loadCompany } from '~/lib/company-profile.server';
import { useCspNonce } from '~/lib/csp-nonce';
import appCss from './app.css?url';

/**
 * Runs before first paint so the stored or system theme applies without a flash. It also puts zod in
 * jitless mode before any schema exists: zod otherwise probes `new Function`, which the CSP reports.
 * And it keeps a click on a quote button made before hydration (the button's form would otherwise go
 * to /contact): the quote modal provider opens the modal once hydrated (features/quote-request).
 */
const themeScript = import.meta.env.SSR
  ? `document.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('[data-quote-trigger]');if(b&&!window.__quoteReady){e.preventDefault();window.__quoteClicked=true}},true);window.__zod_globalConfig=Object.assign(window.__zod_globalConfig||{},{jitless:true});(function(){try{var t=localStorage.getItem('theme');if(t!=='light'&&t!=='dark'){t=window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}var r=document.documentElement;r.classList.toggle('dark',t==='dark');r.style.colorScheme=t}catch(e){}})();`
  : '';

/**
 * The public origin, for canonical URLs and Open Graph tags, and the company profile every page shows
 * (name, address, phones; read through the server's content-version cache, so a save shows on the next load).
 */
export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const siteUrl = (context?.siteUrl || new URL(request.url).origin).replace(/\/+$/, '');
  return { siteUrl, company: await loadCompany(context) };
}

export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [
  // The same file app.css declares: fetched with the HTML instead of after the stylesheet is parsed.
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useCspNonce();
  // Marks <html data-hydrated> once React owns the page: the effects of the whole first render (this
  // one runs last) have run. Until then server-rendered buttons have no handlers and a click on them is
  // lost (issue 10 makes the key actions work before hydration); e2e tests wait for this mark.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang="en-IN" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#132235" />
        {/* The browser hides the nonce attribute after parsing, so hydration sees it differ. */}
        {/* The browser never runs it twice: the client bundle carries no copy (hydration keeps the server's). */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeScript }} />
        <noscript dangerouslySetInnerHTML={{ __html: '<style>.preloader{display:none}</style>' }} />
        {/* With a precedence React emits the stylesheet in the head's first group, before the module
            preloads, so first paint never waits behind script downloads (issue 10). */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Outlet />
      <OnDemandToastHost />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = 'Something went wrong';
  let details = 'An unexpected error occurred. Please refresh the page or try again shortly.';
  if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? 'Page Not Found' : `Error ${error.status}`;
    details = error.statusText || details;
  }
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-slate-600 dark:text-slate-300">{details}</p>
      <a className="font-semibold text-steel-600 underline dark:text-steel-300" href="/">
        Back to home
      </a>
    </main>
  );
}

import type { Route } from './+types/robots';

export function loader({ context, request }: Route.LoaderArgs) {
  const siteUrl = (context?.siteUrl || new URL(request.url).origin).replace(/\/+$/, '');
  const body = `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}

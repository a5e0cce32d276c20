import type { Route } from './+types/sitemap';

/** Public pages listed in /sitemap.xml. */
export const PUBLIC_PATHS = ['/', '/about', '/industries', '/products', '/quality', '/contact', '/privacy-policy', '/terms-of-service'] as const;

export function loader({ context, request }: Route.LoaderArgs) {
  const siteUrl = (context?.siteUrl || new URL(request.url).origin).replace(/\/+$/, '');
  const today = new Date().toISOString().slice(0, 10);
  const urls = PUBLIC_PATHS.map(
    (path) =>
      `  <url>\n    <loc>${siteUrl}${path}</loc>\n    <lastmod>${today}</lastmod>\n    <changefreq>${path === '/products' ? 'daily' : 'monthly'}</changefreq>\n    <priority>${path === '/' ? '1.0' : path === '/products' ? '0.9' : '0.7'}</priority>\n  </url>`,
  ).join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}

import type { SiteContent } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { VersionedCache } from '../public-cache/index.js';
import { readPublicContent } from './content-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The site content the public pages and `GET /content/site` show (ADR 080), through the one public view
     * (publicSiteContent: hidden testimonials left out), kept per content version (ADR 034): a save bumps
     * the version, so every process's next page reads it afresh; in between, pages cost no query of their own.
     */
    siteContent(): Promise<SiteContent>;
  }
}

async function siteContentPlugin(app: FastifyInstance) {
  const cache = new VersionedCache<SiteContent>();
  app.decorate('siteContent', async () => cache.get('site-content', await app.publicStamp(), () => readPublicContent(app.db)));
}

export default fp(siteContentPlugin, { name: 'site-content', dependencies: ['database', 'public-cache'] });

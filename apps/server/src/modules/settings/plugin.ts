import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { VersionedCache } from '../public-cache/index.js';
import { readCompanyProfile, type CompanyProfileSnapshot } from './company-profile.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The company profile, kept per content version (ADR 034): a save bumps the version, so every process's
     * next call reads it afresh; in between, pages and mails cost no query of their own.
     */
    companyProfile(): Promise<CompanyProfileSnapshot>;
  }
}

async function companyProfilePlugin(app: FastifyInstance) {
  const cache = new VersionedCache<CompanyProfileSnapshot>();
  app.decorate('companyProfile', async () => cache.get('company-profile', await app.publicStamp(), () => readCompanyProfile(app.db)));
}

export default fp(companyProfilePlugin, { name: 'company-profile', dependencies: ['database', 'public-cache'] });

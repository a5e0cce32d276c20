import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { indiaDay } from '@rp/contract';
import { readContentVersion, sharedReader } from './content-version.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The stamp cached public answers are valid for: the content version in the database (bumped by
     * every admin change that public pages show) and the India day (legal pages print today's date).
     */
    publicStamp(): Promise<string>;
  }
}

async function publicCachePlugin(app: FastifyInstance) {
  const version = sharedReader(() => readContentVersion(app.db));
  app.decorate('publicStamp', async () => `${await version()}|${indiaDay()}`);
}

export default fp(publicCachePlugin, { name: 'public-cache', dependencies: ['database'] });

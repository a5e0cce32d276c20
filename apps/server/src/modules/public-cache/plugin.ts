import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { indiaDay } from '@rp/contract';
import { keptUntilChanged, onPublicContentChanged, readContentVersion, sharedReader } from './content-version.js';

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
  const shared = sharedReader(() => readContentVersion(app.db));
  // PostgreSQL may be shared by several processes: read the stamp for every burst. PGlite is this
  // process's alone: keep the stamp until this process changes public content (ADR 034).
  const version =
    app.database.kind === 'pglite'
      ? keptUntilChanged(shared, (invalidate) => {
          const unsubscribe = onPublicContentChanged(app.db, invalidate);
          app.addHook('onClose', async () => unsubscribe());
        })
      : shared;
  app.decorate('publicStamp', async () => `${await version()}|${indiaDay()}`);
}

export default fp(publicCachePlugin, { name: 'public-cache', dependencies: ['database'] });

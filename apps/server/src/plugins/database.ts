import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Exposes the already-open database; closes it when the app closes (after in-flight requests). */
function databasePlugin(app: FastifyInstance, opts: { database: Database; closeOnShutdown: boolean }) {
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  if (opts.closeOnShutdown) {
    app.addHook('onClose', async () => {
      await opts.database.close();
    });
  }
}

export default fp(databasePlugin, { name: 'database' });

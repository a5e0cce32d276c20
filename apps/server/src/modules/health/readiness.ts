import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Whether this process should get new work: not once it was told to stop (ADR 068). */
export interface Readiness {
  /** True from the moment server.ts began draining (SIGTERM). */
  readonly draining: boolean;
  /** The health check answers 503 from now on, and every answer closes its connection. */
  startDraining(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/**
 * While draining, every answer says `Connection: close`: clients and the load balancer open their next
 * request on a new connection, which goes to a process still ready, and few idle keep-alive connections
 * are left to close when the grace period ends.
 */
function readinessPlugin(app: FastifyInstance) {
  let draining = false;
  app.decorate<Readiness>('readiness', {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (draining) reply.header('connection', 'close');
    done();
  });
}

export default fp(readinessPlugin, { name: 'readiness' });

import type { ServerLoadContext } from '@rp/contract';

export type { ServerLoadContext };

/** Loaders on the server receive the Fastify server's context (apps/server/src/web/register-web.ts). */
declare module 'react-router' {
  interface AppLoadContext extends ServerLoadContext {}
}

/** buyer-desk: the buyer's own desk (issue 49): sign-in by mailed link, the buyer session, the account's documents. What other parts of the server may use; everything else is internal. */
import { defineModule } from '../../lib/server-module.js';
import buyerSessionPlugin from './plugin.js';
import accountDocumentRoutes from './document-routes.js';
import buyerDeskRoutes from './routes.js';
import { registerSignInRoute } from './signin-route.js';
import { registerStatusRoute } from './status-route.js';
export { BUYER_SIGN_IN_FIRST } from './plugin.js';
export type { SessionBuyer } from './sessions.js';
/** bench:account opens a session for its seeded buyer. */
export { createBuyerSession } from './sessions.js';

export const buyerDeskModule = defineModule({
  name: 'buyer-desk',
  plugin: async (app) => {
    await app.register(buyerSessionPlugin);
    // The mailed link is a page of the site (before the web's catch-all; a static path wins over '/*').
    registerSignInRoute(app);
    registerStatusRoute(app);
  },
  routes: async (api, { config }) => {
    await api.register(buyerDeskRoutes, { submitRateLimit: config.submitRateLimit });
    await api.register(accountDocumentRoutes);
  },
});

/** Buyers (issue 46): the buyer record, linking documents to it, the buyer screen and merging. What other modules may use; everything else is internal. */
import { defineModule } from '../../lib/server-module.js';
import buyerLinkPlugin from './link-plugin.js';
import buyerRoutes from './routes.js';
export { companyOf, linkBuyer, linkQuotationBuyer, type BuyerParty } from './link.js';
export { linkUnlinkedDocuments, type LinkPassResult } from './link-pass.js';

export const buyersModule = defineModule({
  name: 'buyers',
  plugin: async (app) => {
    await app.register(buyerLinkPlugin);
  },
  routes: async (api) => {
    await api.register(buyerRoutes);
  },
});

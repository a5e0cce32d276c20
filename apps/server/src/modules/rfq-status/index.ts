/** rfq-status: the buyer's status page data and the documents it links to. What other parts of the server may use; everything else is internal. */
import { defineModule } from '../../lib/server-module.js';
import rfqStatusRoutes from './routes.js';
export { findRfqStatus } from './service.js';

/** The buyer's proforma PDFs behind the status link (issue 46). */
export const rfqStatusModule = defineModule({
  name: 'rfq-status',
  routes: async (api) => {
    await api.register(rfqStatusRoutes);
  },
});

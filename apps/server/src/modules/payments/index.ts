/** Payments (issue 46): proformas asking for the advance and payments received against an order. */
import { defineModule } from '../../lib/server-module.js';
import paymentRoutes from './routes.js';
/** For the order's dispatch: what is missing of the advance the profile requires, or null. */
export { advanceShortfall, type AdvanceShortfall } from './advance.js';
/** For the buyer's status page: the proformas mailed about an order, and one's PDF behind a checked key. */
export { buyerProformaPdf, buyerProformas, type BuyerLink } from './buyer-proformas.js';
export { receivedPaise } from './order-ledger.js';

export const paymentsModule = defineModule({
  name: 'payments',
  routes: async (api) => {
    await api.register(paymentRoutes);
  },
});

/** repeat-orders (issue 49): "Order again" from the buyer's desk. Staff's "Quote again" lives with quotations. */
import { defineModule } from '../../lib/server-module.js';
import repeatOrderRoutes from './routes.js';
export { partLine, reorder } from './reorder.js';

export const repeatOrdersModule = defineModule({
  name: 'repeat-orders',
  routes: async (api, { config }) => {
    await api.register(repeatOrderRoutes, { submitRateLimit: config.submitRateLimit });
  },
});

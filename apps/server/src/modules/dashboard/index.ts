/** Dashboard: the go-live checklist figures. What other modules may use; everything else is internal. */
import { defineModule } from '../../lib/server-module.js';
import dashboardRoutes from './routes.js';
export { ownersWithoutTwoFactor } from './go-live.js';
export { leadSources } from './lead-sources.js';
export { orderFigures } from './order-figures.js';
export { paymentFigures } from './payment-figures.js';
export { quotationFigures } from './quotation-figures.js';
export { getSummary } from './service.js';

export const dashboardModule = defineModule({
  name: 'dashboard',
  routes: async (api, { config }) => {
    await api.register(dashboardRoutes, { backupEveryHours: config.backupEveryHours });
  },
});

/** Estimating: rate tables, a line's cost build-up, what we quoted before. What other modules may use; everything else is internal. */
import { defineModule } from '../../lib/server-module.js';
import estimateRoutes from './routes.js';
export { storedLines } from './line-estimate.js';
export { readRates } from './rates.js';

export const estimatesModule = defineModule({
  name: 'estimates',
  routes: async (api, { config, options }) => {
    await api.register(estimateRoutes, { socketPath: config.parserSocket, childEntry: options.thumbnails?.childEntry });
  },
});

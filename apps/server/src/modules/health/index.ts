/** Health: the database ping. What other modules may use; everything else is internal. */
import { defineModule } from '../../lib/server-module.js';
import readinessPlugin from './readiness.js';
import healthRoutes from './routes.js';
export { pingWithin } from './routes.js';

/** Readiness (drain) and the health check. */
export const healthModule = defineModule({
  name: 'health',
  plugin: async (app) => {
    await app.register(readinessPlugin);
  },
  routes: async (api) => {
    await api.register(healthRoutes);
  },
});

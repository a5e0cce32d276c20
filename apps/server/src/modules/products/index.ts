/** Products: the catalogue and its demo seed. */
import { seedCatalogOnce } from '../../db/seed.js';
import { defineModule } from '../../lib/server-module.js';
import productRoutes from './routes.js';
export { listProducts } from './service.js';

declare module '../../lib/server-module.js' {
  interface ModuleOptions {
    /** Seed the demo catalogue on first start (default true). */
    seed?: boolean;
  }
}

export const productsModule = defineModule({
  name: 'products',
  seed: async (db, { options }) => {
    if (options.seed !== false) await seedCatalogOnce(db);
  },
  routes: async (api) => {
    await api.register(productRoutes);
  },
});

/** A lead's detail for staff: the record composed with its quotations and order (so records need neither). */
import { defineModule } from '../../lib/server-module.js';
import leadDetailRoutes from './routes.js';

export const leadDetailModule = defineModule({
  name: 'lead-detail',
  routes: async (api) => {
    await api.register(leadDetailRoutes);
  },
});

/** Team: staff accounts, invitations and roles. */
import { defineModule } from '../../lib/server-module.js';
import teamRoutes from './routes.js';

export const teamModule = defineModule({
  name: 'team',
  routes: async (api) => {
    await api.register(teamRoutes);
  },
});

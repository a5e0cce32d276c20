/** Activity log: recording who did what. What other modules may use; everything else is internal. */
import { defineModule } from '../../lib/server-module.js';
import activityRoutes from './routes.js';
export { actorOf, recordActivity, type ActivityActor, type ActivityEntryInput } from './record-activity.js';

export const activityModule = defineModule({
  name: 'activity',
  routes: async (api) => {
    await api.register(activityRoutes);
  },
});

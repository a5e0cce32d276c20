/** Maintenance: pruning expired sessions, rate-limit windows and the like on the shared schedule. */
import { defineModule } from '../../lib/server-module.js';
import maintenancePlugin from './plugin.js';

export const maintenanceModule = defineModule({
  name: 'maintenance',
  plugin: async (app, { config }) => {
    await app.register(maintenancePlugin, { pruneIntervalMs: config.pruneIntervalMs });
  },
});

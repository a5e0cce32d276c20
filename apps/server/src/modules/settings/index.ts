/** Settings: the company profile. What other modules may use; everything else is internal. */
import { defineModule } from '../../lib/server-module.js';
import { seedCompanyProfile } from './company-profile.js';
import companyProfilePlugin from './plugin.js';
import settingsRoutes from './routes.js';
export { readCompanyProfile } from './company-profile.js';

/** The company profile: not demo data, every installation needs one (issue 33). */
export const settingsModule = defineModule({
  name: 'settings',
  seed: seedCompanyProfile,
  plugin: async (app) => {
    await app.register(companyProfilePlugin);
  },
  routes: async (api) => {
    await api.register(settingsRoutes);
  },
});

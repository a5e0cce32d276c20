/** Site content (issue 37, ADR 080): what other modules and app.ts may use; everything else is internal. */
import { defineModule } from '../../lib/server-module.js';
import { seedSiteContent } from './content-store.js';
import siteContentPlugin from './plugin.js';
import contentRoutes from './routes.js';
import unusedUploadsPlugin from './unused-uploads-plugin.js';

/** Site content: today's texts seeded, so a new site looks as it did when they were code (issue 37). */
export const contentModule = defineModule({
  name: 'content',
  seed: seedSiteContent,
  plugin: async (app) => {
    await app.register(siteContentPlugin);
    await app.register(unusedUploadsPlugin);
  },
  routes: async (api) => {
    await api.register(contentRoutes);
  },
});

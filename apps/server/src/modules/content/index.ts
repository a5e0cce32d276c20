/** Site content (issue 37, ADR 080): what other modules and app.ts may use; everything else is internal. */
export { default as contentRoutes } from './routes.js';
export { default as siteContentPlugin } from './plugin.js';
export { seedSiteContent } from './content-store.js';

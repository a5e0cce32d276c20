/** Quotations (issue 33): staff routes, the buyer's routes, the expiry schedule, and the status page's view. */
export { default as quotationRoutes } from './routes.js';
export { default as quotationPublicRoutes } from './public-routes.js';
export { default as quotationExpiryPlugin } from './expiry-plugin.js';
export { quotationForBuyer } from './buyer.js';
export { findLeadByKey } from './buyer-access.js';
export { quotationsOfLead } from './read.js';

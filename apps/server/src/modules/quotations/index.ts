/** Quotations (issue 33): staff routes, the buyer's routes, the expiry schedule, and the status page's view. */
import { defineModule } from '../../lib/server-module.js';
import quotationExpiryPlugin, { type QuotationExpiryOptions } from './expiry-plugin.js';
import quotationPublicRoutes from './public-routes.js';
import quotationRoutes from './routes.js';
export { quotationForBuyer } from './buyer.js';
export { findLeadByKey } from './buyer-access.js';
/** The buyer's desk (issue 49): a sent quotation's PDF as mailed. */
export { quotationPdfBytes } from './pdf.js';
export { quotationPdfName } from './mails.js';
export { quotationsOfLead } from './read.js';
export { acceptByBuyer, declineByBuyer } from './buyer.js';
export { PO_BODY_LIMIT } from './po-file.js';

declare module '../../lib/server-module.js' {
  interface ModuleOptions {
    /** The quotation expiry schedule (tests use a shorter period). */
    quotationExpiry?: QuotationExpiryOptions;
  }
}

/** Quotations: staff calls, the buyer's calls and the expiry job. */
export const quotationsModule = defineModule({
  name: 'quotations',
  plugin: async (app, { options }) => {
    await app.register(quotationExpiryPlugin, options.quotationExpiry ?? {});
  },
  routes: async (api, { config }) => {
    await api.register(quotationRoutes);
    await api.register(quotationPublicRoutes, { submitRateLimit: config.submitRateLimit });
  },
});

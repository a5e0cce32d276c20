/** Records (quote requests and inquiries): creation, reading one, assignment labels, filters and the buyer status key. What other modules may use; everything else is internal. */
import { defineModule } from '../../lib/server-module.js';
import { inquiryRoutes, quoteRoutes } from './routes.js';
export { istDayStart } from './filters.js';
export { RECORD_LABELS, submitLimitOptions } from './public-create.js';
export { assigneeLabel, createRecord, getRecord, leadReferenceOf, NOT_FOUND } from './service.js';
export { newStatusKey } from './status-key.js';
export type { StaffActor } from './update.js';
export { createPublicRecord } from './public-create.js';
export { submitLead, type LeadInput } from './submit-lead.js';
export { addLeadEvent, moveLead, type LeadMover } from './lead-events.js';

/** Leads: quote requests and inquiries. */
export const recordsModule = defineModule({
  name: 'records',
  routes: async (api, { config }) => {
    await api.register(quoteRoutes, { submitRateLimit: config.submitRateLimit });
    await api.register(inquiryRoutes, { submitRateLimit: config.submitRateLimit });
  },
});

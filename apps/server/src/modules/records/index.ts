/** Records (quote requests and inquiries): creation, assignment labels, filters and the buyer status key. What other modules may use; everything else is internal. */
export { istDayStart } from './filters.js';
export { submitLimitOptions } from './public-create.js';
export { assigneeLabel, createRecord } from './service.js';
export { newStatusKey, statusKeyMatches } from './status-key.js';
export type { StaffActor } from './update.js';

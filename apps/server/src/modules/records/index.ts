/** Records (quote requests and inquiries): creation, reading one, assignment labels, filters and the buyer status key. What other modules may use; everything else is internal. */
export { istDayStart } from './filters.js';
export { RECORD_LABELS, submitLimitOptions } from './public-create.js';
export { assigneeLabel, createRecord, getRecord, NOT_FOUND } from './service.js';
export { newStatusKey, statusKeyMatches } from './status-key.js';
export type { StaffActor } from './update.js';

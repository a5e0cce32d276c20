/** Activity log: recording who did what. What other modules may use; everything else is internal. */
export { actorOf, recordActivity, type ActivityActor, type ActivityEntryInput } from './record-activity.js';

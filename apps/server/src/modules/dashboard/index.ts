/** Dashboard: the go-live checklist figures. What other modules may use; everything else is internal. */
export { ownersWithoutTwoFactor } from './go-live.js';

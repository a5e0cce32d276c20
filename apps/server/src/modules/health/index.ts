/** Health: the database ping. What other modules may use; everything else is internal. */
export { pingWithin } from './routes.js';

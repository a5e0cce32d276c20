/** Reference numbers. What other modules may use; everything else is internal. */
export { indiaYear, nextReference } from './reference-numbers.js';

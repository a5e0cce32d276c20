/** rfq-status: what other parts of the server may use; everything else is internal. */
export { findRfqStatus } from './service.js';

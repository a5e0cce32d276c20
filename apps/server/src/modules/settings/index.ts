/** Settings: the company profile. What other modules may use; everything else is internal. */
export { readCompanyProfile } from './company-profile.js';

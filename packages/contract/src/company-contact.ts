import { COMPANY_PROFILE_SEED } from './company-profile-view.js';

/**
 * The seeded company name, enquiry mailbox and phones in the shape the older code read. The company profile
 * (GET /settings/company, edited on /admin/settings) replaces this: the site, the status page and the lead,
 * assignment and account mails read the profile. New code reads the profile too.
 */
export const COMPANY_CONTACT = {
  name: COMPANY_PROFILE_SEED.TradeName,
  email: COMPANY_PROFILE_SEED.Emails[0]!,
  phones: COMPANY_PROFILE_SEED.Phones.map((label) => ({ label, href: `tel:+${label.replace(/\D/g, '')}` })),
};

/** The spec's acknowledgement promise (section 9), as the mails and the status page word it. */
export const MAIL_REPLY_PROMISE = 'We will reply within 24 business hours.';

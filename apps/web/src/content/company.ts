/**
 * Company facts that are the website's own copy and not edited in the back office: the founding year, the
 * data-protection mailbox (the legal pages are files). Tagline, summary, hours, the chat's opening message and
 * the contact people are site content (/admin/site-content/contact), as are the certifications.
 *
 * The company's name, address, phones, e-mails and WhatsApp number are not here: they live in the company
 * profile (database, edited on /admin/settings) and reach the pages through the root loader (lib/company-profile).
 * Values marked `// PLACEHOLDER: replace` are neutral stand-ins; replace them before going live.
 */

import { SEEDED_BRAND } from '~/lib/company-profile';

export const company = {
  /** The brand as page titles in content/pages write it; pageMeta puts the profile's trade name in its place. */
  name: SEEDED_BRAND,
  foundedYear: 1997,
  dataProtectionEmail: 'privacy@example.com', // PLACEHOLDER: replace with the data-protection contact mailbox
} as const;

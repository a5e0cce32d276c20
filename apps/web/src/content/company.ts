/**
 * Company facts that are the website's own copy: history, tagline, hours and people (certifications are site
 * content, edited on /admin/site-content).
 *
 * The company's name, address, phones, e-mails and WhatsApp number are not here: they live in the company
 * profile (database, edited on /admin/settings) and reach the pages through the root loader (lib/company-profile).
 * Values marked `// PLACEHOLDER: replace` are neutral stand-ins; replace them before going live.
 */

import { SEEDED_BRAND } from '~/lib/company-profile';

export interface Person {
  name: string;
  role: string;
  email: string;
}

export const company = {
  /** The brand as page titles in content/pages write it; pageMeta puts the profile's trade name in its place. */
  name: SEEDED_BRAND,
  foundedYear: 1997,
  tagline: 'High-accuracy precision components for India’s top industries since 1997.',
  shortDescription:
    'CNC, VMC and lathe machining of shafts, bushes, spacers, pins & flanges, machined fasteners and custom assemblies, built to drawing in Rajkot, Gujarat.',
  dataProtectionEmail: 'privacy@example.com', // PLACEHOLDER: replace with the data-protection contact mailbox
  chatMessage: 'Hello, I would like to discuss a machined part requirement.',
  hours: 'Monday to Saturday, 9:00 am – 7:00 pm IST',
} as const;

/** The contact page's people; each is shown with the profile's phone of the same position. */
export const people: [Person, Person] = [
  {
    name: 'Rajesh Patel', // PLACEHOLDER: replace
    role: 'Founder & Managing Director',
    email: 'rajesh@example.com', // PLACEHOLDER: replace
  },
  {
    name: 'Nikhil Patel', // PLACEHOLDER: replace
    role: 'Head of Sales & Customer Support',
    email: 'nikhil@example.com', // PLACEHOLDER: replace
  },
];

/**
 * Company facts: name, contact details, address and people, used across the public site.
 *
 * Values marked `// PLACEHOLDER: replace` are neutral stand-ins (the spec gives no company name, people or
 * phone numbers). Replace them with the real details before going live; nothing else needs to change.
 */

import { COMPANY_CONTACT } from '@rp/contract';

export interface Person {
  name: string;
  role: string;
  phone: string;
  phoneHref: string;
  email: string;
}

export const company = {
  name: COMPANY_CONTACT.name, // PLACEHOLDER: replace in packages/contract/src/company-contact.ts (mails use it too)
  shortName: 'RPW', // PLACEHOLDER: replace (used in the logo mark alt text and compact spots)
  legalName: 'Rajkot Precision Works', // PLACEHOLDER: replace with the legal entity name
  foundedYear: 1997,
  experience: '25+ years',
  tagline: 'High-accuracy precision components for India’s top industries since 1997.',
  shortDescription:
    'CNC, VMC and lathe machining of shafts, bushes, spacers, pins & flanges, machined fasteners and custom assemblies, built to drawing in Rajkot, Gujarat.',
  certifications: ['MSME registered', 'GST registered'],
  comingSoon: 'Coming soon: Export License | ISO',
  certificationLine: 'MSME and GST registered',
  email: COMPANY_CONTACT.email, // PLACEHOLDER: replace in packages/contract/src/company-contact.ts
  dataProtectionEmail: 'privacy@example.com', // PLACEHOLDER: replace with the data-protection contact mailbox
  phones: COMPANY_CONTACT.phones, // PLACEHOLDER: replace in packages/contract/src/company-contact.ts
  /** International format without '+' for https://wa.me/<number>. */
  chatNumber: '919876543210', // PLACEHOLDER: replace with the WhatsApp Business number
  chatMessage: 'Hello, I would like to discuss a machined part requirement.',
  address: {
    street: 'Plot 24, Aji Industrial Estate (GIDC)', // PLACEHOLDER: replace with the plant address
    locality: 'Aji Dam Road',
    city: 'Rajkot',
    region: 'Gujarat',
    postalCode: '360003',
    country: 'India',
    countryCode: 'IN',
  },
  hours: 'Monday to Saturday, 9:00 am – 7:00 pm IST',
  /** Query used for the embedded map of the plant. */
  mapQuery: 'Aji Industrial Estate, Rajkot, Gujarat 360003',
} as const;

export const chatLink = `https://wa.me/${company.chatNumber}?text=${encodeURIComponent(company.chatMessage)}`;
export const addressLines = [
  company.address.street,
  `${company.address.locality}, ${company.address.city}`,
  `${company.address.region} ${company.address.postalCode}, ${company.address.country}`,
];
export const mapEmbedUrl = `https://www.google.com/maps?q=${encodeURIComponent(company.mapQuery)}&output=embed`;
export const mapLink = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(company.mapQuery)}`;

export const people: [Person, Person] = [
  {
    name: 'Rajesh Patel', // PLACEHOLDER: replace
    role: 'Founder & Managing Director',
    phone: company.phones[0].label,
    phoneHref: company.phones[0].href,
    email: 'rajesh@example.com', // PLACEHOLDER: replace
  },
  {
    name: 'Nikhil Patel', // PLACEHOLDER: replace
    role: 'Head of Sales & Customer Support',
    phone: company.phones[1].label,
    phoneHref: company.phones[1].href,
    email: 'nikhil@example.com', // PLACEHOLDER: replace
  },
];

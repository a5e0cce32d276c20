/**
 * How buyers reach the company: shown on the website (apps/web/src/content/company.ts reads these) and
 * printed in every acknowledgement mail and on the buyer's status page.
 * Values marked `// PLACEHOLDER: replace` are neutral stand-ins; replace them before going live.
 */
export const COMPANY_CONTACT = {
  name: 'Rajkot Precision Works', // PLACEHOLDER: replace with the registered company name
  email: 'sales@example.com', // PLACEHOLDER: replace with the real enquiry mailbox
  phones: [
    { label: '+91 98765 43210', href: 'tel:+919876543210' }, // PLACEHOLDER: replace
    { label: '+91 98765 43211', href: 'tel:+919876543211' }, // PLACEHOLDER: replace
  ],
} as const;

/** The spec's acknowledgement promise (section 9), as the mails and the status page word it. */
export const MAIL_REPLY_PROMISE = 'We will reply within 24 business hours.';

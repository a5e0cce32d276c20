import { REPLY_WITHIN } from '@rp/contract/plain';

/** Copy of the Contact page. */
export const contactPage = {
  title: 'Let’s talk about your parts',
  text: 'Call, write or send your drawing. An engineer, not a call centre, will answer.',
  expectations: [
    `We acknowledge every enquiry within ${REPLY_WITHIN}.`,
    'An engineer reviews your drawing, material and quantities.',
    'You receive a clear, itemised quotation with lead time.',
    'Samples or a first-article lot can be arranged before production.',
  ],
};

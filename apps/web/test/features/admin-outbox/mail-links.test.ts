import { describe, expect, it } from 'vitest';
import { linksIn } from '~/features/admin-outbox/utils/mail-links';

describe('linksIn', () => {
  it('finds each http(s) link of a mail once, without the punctuation that ends its sentence', () => {
    const text = [
      'Follow your request here: https://rajkotprecision.in/rfq/Q-2026-00042?key=abc-DEF_123.',
      'Or open (https://rajkotprecision.in/admin/quotes?open=7f1c) in the back office;',
      'again: https://rajkotprecision.in/rfq/Q-2026-00042?key=abc-DEF_123',
      'not a link: ftp://example.com/file, mailto:sales@example.in, www.example.in',
    ].join('\n');
    expect(linksIn(text)).toEqual([
      'https://rajkotprecision.in/rfq/Q-2026-00042?key=abc-DEF_123',
      'https://rajkotprecision.in/admin/quotes?open=7f1c',
    ]);
    expect(linksIn('')).toEqual([]);
  });
});

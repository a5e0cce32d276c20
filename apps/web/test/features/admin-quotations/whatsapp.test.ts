import { describe, expect, it } from 'vitest';
import { statusLinkOf, whatsappLink, whatsappMessage, whatsappNumber } from '../../../src/features/admin-quotations/utils/whatsapp';

describe('Share on WhatsApp', () => {
  it('writes the buyer phone as wa.me digits with the country code', () => {
    expect(whatsappNumber('98765 43210', '24')).toBe('919876543210');
    expect(whatsappNumber('098765-43210', '27')).toBe('919876543210');
    expect(whatsappNumber('+91 98765 43210', '24')).toBe('919876543210');
    expect(whatsappNumber('+44 20 7946 0958', '96')).toBe('442079460958');
    expect(whatsappNumber('0044 20 7946 0958', '96')).toBe('442079460958');
    // Abroad, a number without its code is not guessed as Indian.
    expect(whatsappNumber('2079460958', '96')).toBe('2079460958');
    expect(whatsappNumber('12345', '24')).toBeUndefined();
    expect(whatsappNumber('', '24')).toBeUndefined();
  });

  it('prefills the number, the request reference and the status link when there is one', () => {
    expect(
      whatsappMessage({ number: 'QT-2026-00042-R1', leadReference: 'Q-2026-00042', statusLink: 'https://example.in/rfq/Q-2026-00042?key=abc' }),
    ).toBe(
      'Hello, this is about our quotation QT-2026-00042-R1 for your request Q-2026-00042. View, download and accept it here: https://example.in/rfq/Q-2026-00042?key=abc',
    );
    expect(whatsappMessage({ number: 'QT-2026-00007', leadReference: null })).toBe('Hello, this is about our quotation QT-2026-00007.');
    const link = whatsappLink({ phone: '98765 43210', placeOfSupply: '24', number: 'QT-2026-00007', leadReference: 'Q-2026-00007' });
    expect(link).toBe(
      `https://wa.me/919876543210?text=${encodeURIComponent('Hello, this is about our quotation QT-2026-00007 for your request Q-2026-00007.')}`,
    );
    expect(whatsappLink({ phone: '', placeOfSupply: '24', number: 'QT-2026-00007', leadReference: null })).toBeUndefined();
  });

  it('takes the status link only from an answer that carries an http(s) one', () => {
    expect(statusLinkOf({ StatusLink: 'https://example.in/rfq/Q-1?key=k' })).toBe('https://example.in/rfq/Q-1?key=k');
    expect(statusLinkOf({ StatusLink: 'javascript:alert(1)' })).toBeUndefined();
    expect(statusLinkOf({})).toBeUndefined();
  });
});

// @database-agnostic: a function of the contract, no database (the PGlite pass only)
import { buildDescription, readDescriptionField } from '@rp/contract';
import { describe, expect, it } from 'vitest';

describe('Description lines', () => {
  it('round-trips the fields written by buildDescription', () => {
    const text = buildDescription({ Company: 'Kiran Textiles', 'Product of Interest': 'Pins & Flanges' });
    expect(text).toBe('Company: Kiran Textiles\nProduct of Interest: Pins & Flanges');
    expect(readDescriptionField(text, 'Company')).toBe('Kiran Textiles');
    expect(readDescriptionField(text, 'Product of Interest')).toBe('Pins & Flanges');
  });

  it("answers 'N/A' for a missing or empty line without reading the next line", () => {
    const text = 'Company:\nProduct of Interest: Shafts';
    expect(readDescriptionField(text, 'Company')).toBe('N/A');
    expect(readDescriptionField(text, 'Position')).toBe('N/A');
    expect(readDescriptionField('', 'Company')).toBe('N/A');
    expect(readDescriptionField(null, 'Company')).toBe('N/A');
  });

  it('is case-insensitive on the label and tolerates spaces and CRLF', () => {
    expect(readDescriptionField('  company :  Acme  \r\nx', 'Company')).toBe('Acme');
  });
});

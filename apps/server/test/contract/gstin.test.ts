// @database-agnostic: a function of the contract, no database (the PGlite pass only)
import {
  GST_STATES,
  gstinField,
  gstinStateCode,
  gstinStateName,
  ifscField,
  optionalGstinField,
  panField,
  pinCodeField,
  placeOfSupplySchema,
  indianStateCodeSchema,
} from '@rp/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** Luhn mod 36 as Wikipedia writes it: from the right, doubling the rightmost payload character first. */
function luhnMod36(payload: string): string {
  let factor = 2;
  let sum = 0;
  for (let i = payload.length - 1; i >= 0; i--) {
    const addend = factor * parseInt(payload.charAt(i), 36);
    sum += Math.trunc(addend / 36) + (addend % 36);
    factor = factor === 2 ? 1 : 2;
  }
  return ((36 - (sum % 36)) % 36).toString(36).toUpperCase();
}

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const digit = fc.integer({ min: 0, max: 9 }).map(String);
const letter = fc.constantFrom(...letters.split(''));
const first14 = fc
  .tuple(
    fc.constantFrom(...GST_STATES.filter((s) => s.Code !== '96').map((s) => s.Code)),
    fc.array(letter, { minLength: 3, maxLength: 3 }),
    fc.constantFrom(...'ABCFGHJLPT'.split('')),
    letter,
    fc.array(digit, { minLength: 4, maxLength: 4 }),
    letter,
    fc.constantFrom(...'123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')),
  )
  .map(([state, three, type, fifth, four, last, entity]) => `${state}${three.join('')}${type}${fifth}${four.join('')}${last}${entity}Z`);

describe('GST state list', () => {
  it('holds every current code once, 01 to 38 without the retired 25 and 28, plus 97 and 96', () => {
    const codes = GST_STATES.map((s) => s.Code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toHaveLength(38);
    expect(GST_STATES.find((s) => s.Code === '24')?.Name).toBe('Gujarat');
    expect(GST_STATES.find((s) => s.Code === '01')?.Name).toBe('Jammu and Kashmir');
    expect(GST_STATES.find((s) => s.Code === '38')?.Name).toBe('Ladakh');
    expect(GST_STATES.find((s) => s.Code === '96')?.Name).toBe('Outside India');
    expect(codes).not.toContain('25');
    expect(codes).not.toContain('28');
  });

  it('accepts "96" as a place of supply but not as the state of an Indian address', () => {
    expect(placeOfSupplySchema.safeParse('96').success).toBe(true);
    expect(placeOfSupplySchema.safeParse('24').success).toBe(true);
    expect(firstMessage(placeOfSupplySchema.safeParse('25'))).toMatch(/Place of supply must be a two-digit GST state code/);
    expect(firstMessage(indianStateCodeSchema.safeParse('96'))).toMatch(/State must be a two-digit GST state code/);
    expect(indianStateCodeSchema.safeParse('24').success).toBe(true);
  });
});

describe('GSTIN', () => {
  it('accepts published GSTINs, in any case and with spaces around, and gives their state', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4']) {
      expect(luhnMod36(gstin.slice(0, 14))).toBe(gstin.charAt(14));
      expect(gstinField.parse(` ${gstin.toLowerCase()} `)).toBe(gstin);
    }
    expect(gstinStateCode('27AAPFU0939F1ZV')).toBe('27');
    expect(gstinStateName('29aagcb7383j1z4')).toBe('Karnataka');
    expect(gstinStateCode('27AAPFU0939F1ZW')).toBeUndefined();
  });

  it('accepts every well-formed GSTIN whose check character the independent Luhn mod 36 gives', () => {
    fc.assert(
      fc.property(first14, (start) => {
        const gstin = start + luhnMod36(start);
        expect(gstinField.safeParse(gstin).success).toBe(true);
        expect(gstinStateCode(gstin)).toBe(start.slice(0, 2));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses every other check character, and every single-character typing mistake in the number', () => {
    fc.assert(
      fc.property(first14, fc.integer({ min: 0, max: 35 }), (start, wrong) => {
        const right = luhnMod36(start);
        const other = wrong.toString(36).toUpperCase();
        fc.pre(other !== right);
        expect(firstMessage(gstinField.safeParse(start + other))).toBe('GSTIN check digit is wrong: please check the number for a typing mistake.');
      }),
      { numRuns: 2000 },
    );
    const good = '27AAPFU0939F1ZV';
    // A digit for a digit and a letter for a letter keep the format, so only the check digit can catch them.
    for (let i = 0; i < 14; i++) {
      const alphabet = /[0-9]/.test(good.charAt(i)) ? '0123456789' : letters;
      for (const replacement of alphabet) {
        if (replacement === good.charAt(i)) continue;
        const typo = good.slice(0, i) + replacement + good.slice(i + 1);
        expect(gstinField.safeParse(typo).success, typo).toBe(false);
      }
    }
  });

  it('says what is wrong with a malformed GSTIN', () => {
    const cases: [unknown, string][] = [
      [undefined, 'GSTIN is required.'],
      ['', 'GSTIN is required.'],
      ['27AAPFU0939F1Z', 'GSTIN must be 15 characters.'],
      ['27AAPFU0939F1ZVX', 'GSTIN must be 15 characters.'],
      ['X7AAPFU0939F1ZV', 'GSTIN must start with the two-digit state code.'],
      ['99AAPFU0939F1ZV', 'GSTIN starts with 99, which is not a GST state code.'],
      ['96AAPFU0939F1ZV', 'GSTIN starts with 96, which is not a GST state code.'],
      ['27AAP1U0939F1ZV', "GSTIN's characters 3 to 12 (the PAN) must be five letters, four digits and a letter (like AAAPA1234A)."],
      ['27AAPXU0939F1ZV', "GSTIN's characters 3 to 12 (the PAN)'s fourth letter must be one of A, B, C, F, G, H, J, L, P, T."],
      ['27AAPFU0939F0ZV', "GSTIN's 13th character must be a digit from 1 to 9 or a letter."],
      ['27AAPFU0939F1YV', "GSTIN's 14th character must be Z."],
      ['27AAPFU0939F1Z-', "GSTIN's last character must be a digit or a letter."],
      [27, 'GSTIN is required.'],
    ];
    for (const [input, message] of cases) expect(firstMessage(gstinField.safeParse(input)), String(input)).toBe(message);
  });

  it('lets a buyer leave the GSTIN out, and checks it when given', () => {
    expect(optionalGstinField.parse(undefined)).toBe('');
    expect(optionalGstinField.parse(null)).toBe('');
    expect(optionalGstinField.parse('  ')).toBe('');
    expect(optionalGstinField.parse('27aapfu0939f1zv')).toBe('27AAPFU0939F1ZV');
    expect(firstMessage(optionalGstinField.safeParse('27AAPFU0939F1ZW'))).toMatch(/check digit is wrong/);
  });
});

describe('PAN, IFSC and PIN code', () => {
  it('accepts well-formed values and says what is wrong with the others', () => {
    expect(panField.parse('aapfu0939f')).toBe('AAPFU0939F');
    expect(firstMessage(panField.safeParse('AAPFU0939'))).toBe('PAN must be 10 characters.');
    expect(firstMessage(panField.safeParse('AAPF10939F'))).toBe('PAN must be five letters, four digits and a letter (like AAAPA1234A).');
    expect(firstMessage(panField.safeParse('AAPXU0939F'))).toMatch(/PAN's fourth letter must be one of/);

    expect(ifscField.parse('sbin0001234')).toBe('SBIN0001234');
    expect(ifscField.parse('HDFC0ABC123')).toBe('HDFC0ABC123');
    expect(firstMessage(ifscField.safeParse('SBIN001234'))).toBe('IFSC must be 11 characters.');
    expect(firstMessage(ifscField.safeParse('SBIN1001234'))).toMatch(/IFSC must be four letters, a zero/);
    expect(firstMessage(ifscField.safeParse(''))).toBe('IFSC is required.');

    expect(pinCodeField.parse(' 360002 ')).toBe('360002');
    expect(firstMessage(pinCodeField.safeParse('060002'))).toBe('PIN code cannot start with 0.');
    expect(firstMessage(pinCodeField.safeParse('36000'))).toBe('PIN code must be 6 digits.');
    expect(firstMessage(pinCodeField.safeParse('36000A'))).toBe('PIN code must be 6 digits.');
    expect(firstMessage(pinCodeField.safeParse(''))).toBe('PIN code is required.');
  });
});

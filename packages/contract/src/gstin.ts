import type { z } from 'zod';
import { plainText } from './common.js';
import { gstStateName, isIndianGstStateCode, type IndianGstStateCode } from './gst-states.js';

/**
 * Indian tax and bank identifiers: GSTIN, PAN, IFSC and PIN code. Each field trims what was typed and turns
 * letters to capitals before checking (people type gstins in lower case), so the stored value is canonical.
 */

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** PAN: five letters, four digits, a letter; the fourth letter is the holder's type (P person, C company, ...). */
const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const PAN_HOLDER_TYPES = 'ABCFGHJLPT';

/**
 * The GSTIN's check character (the 15th) for its first 14: each character's base-36 value times 1 or 2
 * (alternating from the left), the product's base-36 digits added up, and the sum's complement modulo 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36.charAt((36 - (sum % 36)) % 36);
}

function panProblem(pan: string, label: string): string | undefined {
  if (!PAN_PATTERN.test(pan)) return `${label} must be five letters, four digits and a letter (like AAAPA1234A).`;
  if (!PAN_HOLDER_TYPES.includes(pan.charAt(3))) return `${label}'s fourth letter must be one of ${PAN_HOLDER_TYPES.split('').join(', ')}.`;
  return undefined;
}

/** Why a (trimmed, upper-case) GSTIN is not valid, or undefined when it is. */
export function gstinProblem(gstin: string): string | undefined {
  if (gstin.length !== 15) return 'GSTIN must be 15 characters.';
  if (!/^[0-9]{2}$/.test(gstin.slice(0, 2))) return 'GSTIN must start with the two-digit state code.';
  if (!isIndianGstStateCode(gstin.slice(0, 2))) return `GSTIN starts with ${gstin.slice(0, 2)}, which is not a GST state code.`;
  const panIssue = panProblem(gstin.slice(2, 12), "GSTIN's characters 3 to 12 (the PAN)");
  if (panIssue) return panIssue;
  if (!/^[1-9A-Z]$/.test(gstin.charAt(12))) return "GSTIN's 13th character must be a digit from 1 to 9 or a letter.";
  if (gstin.charAt(13) !== 'Z') return "GSTIN's 14th character must be Z.";
  if (!/^[0-9A-Z]$/.test(gstin.charAt(14))) return "GSTIN's last character must be a digit or a letter.";
  if (gstinCheckCharacter(gstin) !== gstin.charAt(14)) return 'GSTIN check digit is wrong: please check the number for a typing mistake.';
  return undefined;
}

export const isValidGstin = (gstin: string) => gstinProblem(gstin) === undefined;

/** The state code a valid GSTIN starts with ("24AAAC..." -> "24"), or undefined for an invalid GSTIN. */
export function gstinStateCode(gstin: string): IndianGstStateCode | undefined {
  const code = gstin.trim().toUpperCase();
  return isValidGstin(code) ? (code.slice(0, 2) as IndianGstStateCode) : undefined;
}

/** The state name a valid GSTIN starts with, or undefined. */
export const gstinStateName = (gstin: string) => {
  const code = gstinStateCode(gstin);
  return code ? gstStateName(code) : undefined;
};

const upperText = (label: string) => plainText(label, `${label} is required.`).trim().toUpperCase();

const checked = (label: string, problem: (value: string) => string | undefined) =>
  upperText(label).superRefine((value, ctx) => {
    if (value === '') {
      ctx.addIssue({ code: 'custom', message: `${label} is required.` });
      return;
    }
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** Optional: missing, null or blank becomes ''; anything else must be valid. */
const optional = (label: string, problem: (value: string) => string | undefined) =>
  plainText(label, `${label} must be text.`)
    .trim()
    .toUpperCase()
    .nullish()
    .transform((v) => v ?? '')
    .superRefine((value, ctx) => {
      const message = value === '' ? undefined : problem(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

/** Why a PAN is not valid, or undefined. */
export const panIssue = (pan: string) => (pan.length !== 10 ? 'PAN must be 10 characters.' : panProblem(pan, 'PAN'));

const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Why an IFSC is not valid, or undefined: four letters (the bank), a zero, six letters or digits (the branch). */
export const ifscProblem = (ifsc: string) =>
  ifsc.length !== 11
    ? 'IFSC must be 11 characters.'
    : IFSC_PATTERN.test(ifsc)
      ? undefined
      : 'IFSC must be four letters, a zero and six letters or digits (like SBIN0001234).';

/** Why an Indian PIN code is not valid, or undefined: six digits, the first not 0. */
export const pinCodeProblem = (pin: string) =>
  !/^[0-9]{6}$/.test(pin) ? 'PIN code must be 6 digits.' : pin.startsWith('0') ? 'PIN code cannot start with 0.' : undefined;

export const gstinField = checked('GSTIN', gstinProblem);
/** A buyer's GSTIN: optional ('' when not given), validated when given. */
export const optionalGstinField = optional('GSTIN', gstinProblem);
export const panField = checked('PAN', panIssue);
export const optionalPanField = optional('PAN', panIssue);
export const ifscField = checked('IFSC', ifscProblem);
export const pinCodeField = checked('PIN code', pinCodeProblem);
export const optionalPinCodeField = optional('PIN code', pinCodeProblem);

export type Gstin = z.infer<typeof gstinField>;

import { OUTSIDE_INDIA_CODE } from '@rp/contract';

/**
 * The buyer's phone as wa.me wants it: digits only with the country code. A 10-digit Indian mobile number
 * (with or without a leading 0) gets India's 91; a number written with + keeps its own code. Undefined when
 * there are too few digits to be a phone number.
 */
export function whatsappNumber(phone: string, placeOfSupply: string): string | undefined {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (!trimmed.startsWith('+')) {
    if (digits.startsWith('00')) digits = digits.slice(2);
    else if (placeOfSupply !== OUTSIDE_INDIA_CODE) {
      if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
      if (digits.length === 10) digits = `91${digits}`;
    }
  }
  return digits.length >= 10 && digits.length <= 15 ? digits : undefined;
}

export interface WhatsappShare {
  phone: string;
  placeOfSupply: string;
  number: string;
  /** The lead's reference (Q-2026-00042), when the quotation has a lead. */
  leadReference: string | null;
  /** The buyer's private status link, when the server answers one. */
  statusLink?: string;
}

/** The message prefilled in WhatsApp: the quotation's number, the request's reference and the status link when known. */
export function whatsappMessage(share: Omit<WhatsappShare, 'phone' | 'placeOfSupply'>): string {
  const request = share.leadReference ? ` for your request ${share.leadReference}` : '';
  const link = share.statusLink ? ` View, download and accept it here: ${share.statusLink}` : '';
  return `Hello, this is about our quotation ${share.number}${request}.${link}`;
}

/** https://wa.me/<digits>?text=..., or undefined when the buyer's phone is not usable. */
export function whatsappLink(share: WhatsappShare): string | undefined {
  const number = whatsappNumber(share.phone, share.placeOfSupply);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(whatsappMessage(share))}` : undefined;
}

/** The status link if the server's answer carries one (an absolute http(s) URL), else undefined. */
export function statusLinkOf(answer: object): string | undefined {
  const value = (answer as { StatusLink?: unknown }).StatusLink;
  return typeof value === 'string' && /^https?:\/\//.test(value) ? value : undefined;
}

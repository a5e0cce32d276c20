import { SEEDED_GST_RATES, type GstRegistration } from './gst-law.js';

/**
 * The company profile as pages and mails show it, and the values it was seeded with. No zod here: the
 * public pages' bundle takes this module whole (the schema is in company-profile.ts).
 */

/** Where the Tally import books each part of a sales voucher. */
export interface TallyLedgers {
  /** The company's name in Tally (SVCURRENTCOMPANY); '' leaves it to the company open in Tally. */
  CompanyName: string;
  SalesLedger: string;
  CgstLedger: string;
  SgstLedger: string;
  IgstLedger: string;
  RoundOffLedger: string;
  /** The group a buyer's ledger is created under. */
  PartyGroup: string;
}

export const TALLY_LEDGERS_SEED: TallyLedgers = {
  CompanyName: '',
  SalesLedger: 'Sales',
  CgstLedger: 'Output CGST {rate}%',
  SgstLedger: 'Output SGST {rate}%',
  IgstLedger: 'Output IGST {rate}%',
  RoundOffLedger: 'Round Off',
  PartyGroup: 'Sundry Debtors',
};

/** The stored profile (company-profile.ts validates it; these are its output types). */
export interface CompanyProfileData {
  LegalName: string;
  TradeName: string;
  AddressLines: string[];
  City: string;
  /** Two-digit GST state code of the company's state ("24" Gujarat). */
  State: string;
  PinCode: string;
  GSTIN: string;
  PAN: string;
  /** Regular, Composition or Unregistered: only a Regular supplier charges GST. */
  GstRegistration: GstRegistration;
  /** The GST rates a quotation line may carry (percent, at most 2 decimals): law the Owner keeps. */
  GstRates: number[];
  /** MSME Udyam registration ('' for none): printed on quotations. */
  UdyamNumber: string;
  Phones: string[];
  /** The first is the enquiry mailbox: the site, mails and quotations name it. */
  Emails: string[];
  /** WhatsApp number ('' for none). */
  ChatNumber: string;
  Bank: { AccountName: string; AccountNumber: string; IFSC: string; BankName: string; Branch: string };
  /** The UPI ID a proforma's QR code pays ('' for none: no QR code). */
  UpiId: string;
  /** The advance a new proforma asks, percent of the order's grand total. */
  AdvancePercent: number;
  /** A dispatch waits (409) while payments are below this share of the order's total; 0: never. */
  DispatchNeedsAdvancePercent: number;
  /** Income-tax Act s.269ST: cash from one buyer in one day must stay below this (rupees). Law the Owner keeps. */
  CashReceiptLimit: number;
  /** The tax invoice series' prefix (INV/26-27/0001): 1 to 6 letters or digits. */
  InvoicePrefix: string;
  /** An invoice above this value (rupees) needs an e-way bill. Law the Owner keeps. */
  EwayBillThreshold: number;
  /** The ledgers of the Tally import; {rate} in a tax ledger is replaced by the component's own rate. */
  Tally: TallyLedgers;
  QuotationDefaults: {
    ValidityDays: number;
    PaymentTerms: string;
    DeliveryTerms: string;
    Notes: string;
    ExportNote: string;
    /** Default HSN code and GST rate of a line, per catalogue category (slug). */
    CategoryDefaults: { Category: string; HSN: string; GstRate: number }[];
  };
}

/** Seeded stand-ins: shown until an Owner enters the real value; the go-live checklist lists them. */
const PLACEHOLDER = {
  legalName: 'Rajkot Precision Works',
  street: 'Plot 24, Aji Industrial Estate (GIDC)',
  phones: ['+91 98765 43210', '+91 98765 43211'],
  email: 'sales@example.com',
} as const;

/** Today's values (issue 33): written to the database on the first start, then edited on /admin/settings. */
export const COMPANY_PROFILE_SEED: CompanyProfileData = {
  LegalName: PLACEHOLDER.legalName,
  TradeName: 'Rajkot Precision Works',
  AddressLines: [PLACEHOLDER.street, 'Aji Dam Road'],
  City: 'Rajkot',
  State: '24',
  PinCode: '360003',
  GSTIN: '',
  PAN: '',
  GstRegistration: 'Regular',
  GstRates: [...SEEDED_GST_RATES],
  UdyamNumber: '',
  Phones: [...PLACEHOLDER.phones],
  Emails: [PLACEHOLDER.email],
  ChatNumber: PLACEHOLDER.phones[0],
  Bank: { AccountName: '', AccountNumber: '', IFSC: '', BankName: '', Branch: '' },
  UpiId: '',
  AdvancePercent: 50,
  DispatchNeedsAdvancePercent: 0,
  CashReceiptLimit: 200_000,
  InvoicePrefix: 'INV',
  EwayBillThreshold: 50_000,
  Tally: TALLY_LEDGERS_SEED,
  QuotationDefaults: {
    ValidityDays: 30,
    PaymentTerms: '50% advance with the purchase order, balance before dispatch.',
    DeliveryTerms: 'Ex-works Rajkot.',
    Notes: 'Prices are for the quantities and drawing revisions quoted. Packing, freight and insurance are extra unless listed.',
    ExportNote: 'Supply meant for export under Letter of Undertaking without payment of integrated tax (IGST).',
    // Suggestions (chapter 73/84 parts at 18 %): confirm with the company's tax adviser.
    CategoryDefaults: [
      { Category: 'shafts', HSN: '8483', GstRate: 18 },
      { Category: 'bushes', HSN: '8483', GstRate: 18 },
      { Category: 'spacers', HSN: '7326', GstRate: 18 },
      { Category: 'pins-flanges', HSN: '7318', GstRate: 18 },
      { Category: 'fasteners', HSN: '7318', GstRate: 18 },
      { Category: 'assemblies', HSN: '8487', GstRate: 18 },
    ],
  },
};

/** Mail domains reserved for examples (RFC 2606/6761): an address there is never a real mailbox. */
const EXAMPLE_DOMAIN = /@(?:[^@]+\.)?(?:example\.(?:com|net|org|in)|example|test|invalid|localhost)$/i;
const digitsOf = (value: string) => value.replace(/\D/g, '');
const PLACEHOLDER_DIGITS = new Set(PLACEHOLDER.phones.map((p) => digitsOf(p).slice(-10)));
const isPlaceholderPhone = (phone: string) => PLACEHOLDER_DIGITS.has(digitsOf(phone).slice(-10));

/** The fields of the settings form, as the checklist and the form name them. */
export type CompanyProfileField = 'LegalName' | 'AddressLines' | 'GSTIN' | 'PAN' | 'Phones' | 'Emails' | 'ChatNumber' | 'Bank';

/** One value still to be replaced before going live. */
export interface ProfilePlaceholder {
  Field: CompanyProfileField;
  Message: string;
}

/**
 * What is still a stand-in: a seeded placeholder value (example.com mail, the 98765 4321x phones, the
 * seeded legal name and street) or a missing GSTIN, PAN or bank account. Empty when the profile is real.
 */
export function profilePlaceholders(profile: CompanyProfileData): ProfilePlaceholder[] {
  const found: ProfilePlaceholder[] = [];
  const add = (Field: CompanyProfileField, Message: string) => found.push({ Field, Message });
  if (profile.LegalName === PLACEHOLDER.legalName) add('LegalName', 'The legal name is still the stand-in: enter the registered name.');
  if (profile.AddressLines.includes(PLACEHOLDER.street)) add('AddressLines', 'The address is still the stand-in: enter the plant address.');
  if (!profile.GSTIN) add('GSTIN', 'No GSTIN yet: quotations need it.');
  if (!profile.PAN) add('PAN', 'No PAN yet.');
  if (profile.Phones.some(isPlaceholderPhone)) add('Phones', 'A phone number is still a stand-in (+91 98765 4321x).');
  if (profile.Emails.some((e) => EXAMPLE_DOMAIN.test(e))) add('Emails', 'An e-mail address is still an example address.');
  if (profile.ChatNumber && isPlaceholderPhone(profile.ChatNumber)) add('ChatNumber', 'The WhatsApp number is still a stand-in.');
  if (!profile.Bank.AccountNumber || !profile.Bank.IFSC) add('Bank', 'No bank account yet: quotations print it for payment.');
  return found;
}

/**
 * An international number for tel: and wa.me links: '+91 98765 43210' and '098765 43210' and
 * '9876543210' all give '919876543210' (a 10-digit number without a country code is Indian).
 */
export function internationalDigits(phone: string): string {
  const digits = digitsOf(phone);
  if (phone.trim().startsWith('+')) return digits;
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return `91${digits.slice(1)}`;
  return digits;
}

/** What the public pages, the status page and the mails show (never the bank account or PAN). */
export interface PublicCompanyProfile {
  TradeName: string;
  LegalName: string;
  /** Street lines as entered, then city and PIN, then state and country. */
  Address: string[];
  Street: string;
  City: string;
  StateName: string;
  PinCode: string;
  GSTIN: string;
  Phones: { label: string; href: string }[];
  /** The enquiry mailbox (the first e-mail). */
  Email: string;
  Emails: string[];
  /** https://wa.me/<number>, or '' without a chat number. */
  ChatUrl: string;
}

/** The public view of a profile; `stateName` is the name of profile.State (gstStateName). */
export function publicCompanyProfile(profile: CompanyProfileData, stateName: string): PublicCompanyProfile {
  return {
    TradeName: profile.TradeName,
    LegalName: profile.LegalName,
    Address: [...profile.AddressLines, `${profile.City} ${profile.PinCode}`, `${stateName}, India`],
    Street: profile.AddressLines.join(', '),
    City: profile.City,
    StateName: stateName,
    PinCode: profile.PinCode,
    GSTIN: profile.GSTIN,
    Phones: profile.Phones.map((label) => ({ label, href: `tel:+${internationalDigits(label)}` })),
    Email: profile.Emails[0] ?? '',
    Emails: profile.Emails,
    ChatUrl: profile.ChatNumber ? `https://wa.me/${internationalDigits(profile.ChatNumber)}` : '',
  };
}

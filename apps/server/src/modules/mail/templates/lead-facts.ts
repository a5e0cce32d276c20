import {
  COMPANY_PROFILE_SEED,
  publicCompanyProfile,
  readDescriptionField,
  recordKindOf,
  rfqStatusPath,
  type PublicCompanyProfile,
  type RecordItem,
  type RecordKind,
} from '@rp/contract';

/** Everything a lead mail says about one quote or inquiry, read once from the stored record. */
export interface LeadFacts {
  kind: RecordKind;
  /** 'quote request' or 'inquiry'. */
  noun: string;
  reference: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  product: string;
  /** The Description's 'Label: value' lines, in order. */
  details: [label: string, value: string][];
  /** Description text that is not a 'Label: value' line. */
  otherDetails: string;
  message: string;
  /** Quote drawings in the order sent (fileId null once the retention rule removed the bytes). */
  drawings: { fileId: string | null; name: string; size: string }[];
  receivedAt: string;
  adminUrl: string;
  statusUrl: string;
  /** Our company as the profile (/admin/settings) has it: name, phones, e-mail in the mails. */
  sender: PublicCompanyProfile;
}

/** Only for rendering without a database (template tests): the seeded profile. */
const SEEDED_SENDER = publicCompanyProfile(COMPANY_PROFILE_SEED, 'Gujarat');

const receivedFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', dateStyle: 'long', timeStyle: 'short' });

export const formatIndiaTime = (iso: string) => `${receivedFormat.format(new Date(iso))} IST`;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function splitDescription(description: string) {
  const details: [string, string][] = [];
  const other: string[] = [];
  for (const line of description.split(/\r?\n/)) {
    const match = /^([^:]{1,60}):[ \t]*(.*)$/.exec(line.trim());
    if (match) details.push([match[1]!.trim(), match[2]!.trim() || 'N/A']);
    else if (line.trim()) other.push(line.trim());
  }
  return { details, otherDetails: other.join('\n') };
}

export function leadFacts(record: RecordItem, siteUrl: string, statusKey: string, sender: PublicCompanyProfile = SEEDED_SENDER): LeadFacts {
  const kind = recordKindOf(record.Types);
  const adminPath = kind === 'quote' ? '/admin/quotes' : '/admin/contacts';
  return {
    kind,
    noun: kind === 'quote' ? 'quote request' : 'inquiry',
    reference: record.Reference,
    name: record.Title,
    email: record.Email,
    phone: record.ContactNo || 'N/A',
    company: record.Company || 'N/A',
    product: readDescriptionField(record.Description, 'Product of Interest'),
    ...splitDescription(record.Description),
    message: record.Message,
    drawings: record.Attachments.map((a) => ({ fileId: a.url ? a.id : null, name: a.name, size: formatBytes(a.size) })),
    receivedAt: formatIndiaTime(record.createdAt),
    adminUrl: `${siteUrl}${adminPath}?open=${encodeURIComponent(record._id)}`,
    statusUrl: `${siteUrl}${rfqStatusPath(record.Reference, statusKey)}`,
    sender,
  };
}

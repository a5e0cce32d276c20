import fc from 'fast-check';
import { buildInquiry, buildProduct, buildQuote, MINIMAL_PDF, TINY_PNG_DATA_URL, toDataUrl } from '@rp/contract/testing';
import { COMPANY_PROFILE_SEED, RECORD_STATUSES } from '@rp/contract';
import { buyerShapes, type BuyerIds } from './buyer-fuzz.js';
import { contentShapes } from './content-fuzz.js';
import { estimateShapes, type EstimateIds } from './estimate-fuzz.js';
import { invoiceShapes, type InvoiceIds } from './invoice-fuzz.js';
import { orderShapes, type OrderIds } from './order-fuzz.js';
import { paymentShapes, type PaymentIds } from './payment-fuzz.js';
import { quotationShapes, type QuotationIds } from './quotation-fuzz.js';
import { repeatOrderShapes, type RepeatOrderIds } from './repeat-order-fuzz.js';

/** Ids of rows the fuzzed calls can find, so valid bodies reach the handlers' real work. */
export interface KnownIds {
  quote: string[];
  inquiry: string[];
  product: string[];
  outbox: string[];
  /** Rows only the remove calls get, so every other call keeps finding its rows. */
  removable: { quote: string[]; inquiry: string[]; product: string[] };
  /** Other sessions of the signed-in account, and invited (not yet active) accounts. */
  session: string[];
  invited: string[];
  quotation: QuotationIds;
  order: OrderIds;
  payment: PaymentIds;
  buyer: BuyerIds;
  estimate: EstimateIds;
  invoice: InvoiceIds;
  repeat: RepeatOrderIds;
}

/** A call's valid bodies and the fields its mutations replace (a valid body with hostile values in them). */
export interface BodyShape {
  valid: fc.Arbitrary<Record<string, unknown>>;
  base: () => Record<string, unknown>;
  fields: string[];
  /** Mutations replace at least one of these (default: any of `fields`). */
  mustTouch?: string[];
  /** Share of valid bodies among the generated ones, in percent (default 12). */
  validPercent?: number;
  /** The body the control-character sweep starts from (default: base). */
  sweepBase?: () => Record<string, unknown>;
}

const pick = (ids: string[]) => fc.constantFrom(...ids);
const byId = (ids: string[]): BodyShape => ({ valid: pick(ids).map((_id) => ({ _id })), base: () => ({ _id: ids[0] }), fields: ['_id'] });

const withDrawing = (drawing: boolean) =>
  drawing ? buildQuote({ MediaFileName: 'part.pdf', MediaFileBody: toDataUrl('application/pdf', MINIMAL_PDF) }) : buildQuote();
const recordFields = ['Title', 'Description', 'Email', 'ContactNo', 'Message', 'Status', 'Website', 'Types', '_id', 'createdAt'];
const listFields = ['Types', 'page', 'pageSize', 'search', 'status', 'sort', 'from', 'to', 'overdue'];

function recordShapes(
  path: 'quote' | 'inquery',
  ids: string[],
  removable: string[],
  builds: fc.Arbitrary<Record<string, unknown>>,
  base: () => Record<string, unknown>,
  fields: string[],
) {
  const save: BodyShape = {
    // New submissions, and status updates of existing records (these need the admin session).
    valid: fc.oneof(
      builds,
      fc.tuple(builds, pick(ids), fc.constantFrom(...RECORD_STATUSES)).map(([body, _id, Status]) => ({ ...body, _id, Status })),
    ),
    base,
    fields,
  };
  const list: BodyShape = {
    valid: fc.constantFrom<Record<string, unknown>>(
      {},
      { page: 1, pageSize: 10 },
      { page: 2, pageSize: 5, sort: 'oldest', status: ['New'] },
      { search: 'bush', from: '2026-01-01', to: '2026-12-31', overdue: true },
    ),
    base: () => ({ page: 1, pageSize: 10 }),
    fields: listFields,
  };
  const note: BodyShape = {
    valid: pick(ids).map((_id) => ({ _id, Text: 'Called the buyer.\nSends a revised drawing.' })),
    base: () => ({ _id: ids[0], Text: 'x' }),
    fields: ['_id', 'Text'],
  };
  return {
    [`POST /${path}/save`]: save,
    [`POST /${path}/list`]: list,
    [`POST /${path}/getByID`]: byId(ids),
    [`POST /${path}/note`]: note,
    [`DELETE /${path}/remove`]: byId(removable),
  };
}

/** Valid bodies per call ("METHOD /path"); a call not listed gets `{ _id }` of a known quote. */
export function bodyShapes(ids: KnownIds, admin: { email: string; password: string }): Record<string, BodyShape> {
  const products = fc.constantFrom<Record<string, unknown>>(
    buildProduct(),
    buildProduct({ ProductImagesType: 'UploadImage', ProductImages: TINY_PNG_DATA_URL, ProductMediaFileName: 'tiny.png' }),
    buildProduct({ SpecSheetUrl: 'https://example.com/spec.pdf' }),
  );
  return {
    // Mostly wrong passwords: each attempt pays for a password hash, and a right one only adds a session.
    'POST /auth/login': {
      valid: fc.constantFrom(
        { Email: admin.email, Password: admin.password, RoleType: 'admin' },
        { Email: admin.email, Password: 'not-the-password', RoleType: 'admin' },
        { Email: 'nobody@example.com', Password: 'x', RoleType: 'admin' },
      ),
      base: () => ({ Email: admin.email, Password: 'wrong', RoleType: 'admin' }),
      fields: ['Email', 'Password', 'RoleType'],
      // Mutations always change Email, so few bodies pay for a password hash.
      mustTouch: ['Email'],
      validPercent: 3,
      // An unknown account: the sweep's wrong passwords must not count against the fuzz's own.
      sweepBase: () => ({ Email: 'nobody@example.com', Password: 'wrong', RoleType: 'admin' }),
    },
    'POST /product/getByID': byId(ids.product),
    'POST /product/save': {
      valid: fc.oneof(
        products,
        fc.tuple(products, pick(ids.product)).map(([p, _id]) => ({ ...p, _id })),
      ),
      base: () => buildProduct(),
      fields: Object.keys(buildProduct({ SpecSheetUrl: '', ProductMediaFileName: '', _id: '' })),
    },
    'DELETE /product/remove': byId(ids.removable.product),
    ...recordShapes('quote', ids.quote, ids.removable.quote, fc.boolean().map(withDrawing), () => withDrawing(true), [
      ...recordFields,
      'MediaFileName',
      'MediaFileBody',
    ]),
    ...recordShapes(
      'inquery',
      ids.inquiry,
      ids.removable.inquiry,
      fc.constant(null).map(() => buildInquiry()),
      () => buildInquiry(),
      recordFields,
    ),
    ...quotationShapes(ids.quotation),
    ...orderShapes(ids.order),
    ...paymentShapes(ids.payment),
    ...buyerShapes(ids.buyer),
    ...estimateShapes(ids.estimate),
    ...invoiceShapes(ids.invoice),
    ...repeatOrderShapes(ids.repeat),
    ...contentShapes(),
    'POST /outbox/resend': byId(ids.outbox),
    'POST /outbox/get': byId(ids.outbox),
    'POST /auth/sessions/revoke': byId(ids.session),
    'POST /auth/forgot-password': {
      valid: fc.constantFrom({ Email: admin.email }, { Email: 'nobody@example.com' }),
      base: () => ({ Email: admin.email }),
      fields: ['Email'],
    },
    // The buyer's sign-in link: one answer for a known, unknown or staff address (the mail is decided after it).
    'POST /account/link': {
      valid: fc.constantFrom({ Email: 'asha.patel@example.com' }, { Email: 'nobody@example.com' }, { Email: admin.email }),
      base: () => ({ Email: 'nobody@example.com' }),
      fields: ['Email'],
    },
    'POST /team/invite': {
      valid: fc.integer({ min: 1, max: 1_000_000 }).map((n) => ({ Email: `fuzz.${n}@example.com`, Name: 'Fuzz Colleague', Role: 'Staff' })),
      base: () => ({ Email: 'fuzz.base@example.com', Name: 'Fuzz Colleague', Role: 'Staff' }),
      fields: ['Email', 'Name', 'Role'],
    },
    // Only invited accounts: the fuzz must not demote or deactivate the account it signs in with.
    'POST /team/update': {
      valid: fc.tuple(pick(ids.invited), fc.constantFrom('Owner', 'Staff')).map(([_id, Role]) => ({ _id, Role })),
      base: () => ({ _id: ids.invited[0], Role: 'Staff' }),
      fields: ['_id', 'Role', 'Active'],
    },
    'POST /settings/company': {
      // Always with a GSTIN: the e-way bill file, fuzzed in the same run, needs the company's.
      valid: fc.constantFrom<Record<string, unknown>>(
        { ...COMPANY_PROFILE_SEED, GSTIN: '24AAACR1234A1Z9' },
        { ...COMPANY_PROFILE_SEED, GSTIN: '24AAACR1234A1Z9', PAN: 'aaacr1234a', Phones: ['0281 255 0101'] },
      ),
      base: () => ({ ...COMPANY_PROFILE_SEED, GSTIN: '24AAACR1234A1Z9' }),
      fields: Object.keys(COMPANY_PROFILE_SEED),
    },
    'POST /activity/list': {
      valid: fc.constantFrom<Record<string, unknown>>({ page: 1, pageSize: 10 }, { page: 2, pageSize: 5, kind: 'sign-in' }),
      base: () => ({ page: 1, pageSize: 10 }),
      fields: ['page', 'pageSize', 'actor', 'kind'],
    },
  };
}

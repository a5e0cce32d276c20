import type { APIRequestContext } from '@playwright/test';
import { endpoints, gstinCheckCharacter, type CompanyProfileBody, type CompanyProfileRecord } from '@rp/contract';
import { buildQuote } from '@rp/contract/testing';
import { expect, type AdminApi } from '../../fixtures';
import { callApi } from '../../fixtures/api';
import { subjectOf, waitForMails, type ReceivedMail } from '../../fixtures/mail';
import { unique } from './helpers';

/** Issue 46's specs: an order its buyer accepted online (with their status link), and the profile put back after. */

export const isTo = (mail: ReceivedMail, address: string) =>
  (Array.isArray(mail.parsed.to) ? mail.parsed.to : [mail.parsed.to]).some((to) => to?.value.some((v) => v.address === address));

const statusPathIn = (mail: ReceivedMail) => {
  const link = new URL(/https?:\/\/\S+\/rfq\/\S+/.exec(mail.parsed.text ?? '')![0]);
  return `${link.pathname}${link.search}`;
};

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const letter = () => LETTERS[Math.floor(Math.random() * LETTERS.length)]!;

/** A valid Gujarat GSTIN of its own (buyers are linked by GSTIN: a shared one would join the tests' buyers). */
export function uniqueGstin(): string {
  const pan = `${letter()}${letter()}${letter()}C${letter()}${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}${letter()}`;
  const first14 = `24${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

export interface AcceptedByBuyer {
  email: string;
  company: string;
  gstin: string;
  /** The buyer's status page (path and key). */
  path: string;
  orderId: string;
  orderNumber: string;
  quotationId: string;
  quotationNumber: string;
}

/**
 * A site quote request, a quotation staff send for it (a GSTIN buyer in Gujarat) and the buyer's acceptance on
 * their status page: the order it made, 100 Nos at ₹1,000 + 18 % GST = ₹1,18,000.00.
 */
export async function orderAcceptedByBuyer(request: APIRequestContext, api: AdminApi, gstin = uniqueGstin()): Promise<AcceptedByBuyer> {
  const company = unique('Saurashtra Pumps');
  const email = `${unique('buyer').replace(/\W+/g, '.')}@saurashtra-pumps.example`.toLowerCase();
  const lead = (await callApi(request, endpoints.quote.save, { body: buildQuote({ Title: unique('Hetal Desai'), Email: email }) })).data;
  const draft = await api.call(endpoints.quotation.save, {
    body: {
      LeadId: lead._id,
      Buyer: { Company: company, Contact: 'Hetal Desai', Email: email, BillingAddress: 'GIDC Lodhika, Rajkot', PlaceOfSupply: '24', GSTIN: gstin },
      Lines: [
        { Description: 'EN8 pump shaft 32 dia x 410', HSN: '8483', Quantity: 100, Unit: 'Nos', UnitPrice: 1000, GstRate: 18, LeadTime: '3 weeks' },
      ],
    },
  });
  const sent = await api.call(endpoints.quotation.send, { body: { _id: draft.data._id } });
  const [mail] = await waitForMails((m) => subjectOf(m).startsWith(`Quotation ${sent.data.Number} `) && isTo(m, email), 1);
  const path = statusPathIn(mail!);
  const key = new URL(path, 'http://x').searchParams.get('key')!;
  await callApi(request, endpoints.rfq.accept, {
    params: { reference: lead.Reference },
    body: { Key: key, Name: 'Hetal Desai', Designation: 'Purchase', PONumber: `SP/PO/${Date.now() % 100000}`, AcceptTerms: true },
  });
  const quotation = (await api.call(endpoints.quotation.get, { body: { _id: draft.data._id } })).data[0]!;
  expect(quotation.Order, 'the acceptance made an order').toBeTruthy();
  return {
    email,
    company,
    gstin,
    path,
    orderId: quotation.Order!._id,
    orderNumber: quotation.Order!.Number,
    quotationId: quotation._id,
    quotationNumber: quotation.Number,
  };
}

/** The profile as a save body (the record without its save stamp). */
const bodyOf = ({ UpdatedAt: _at, UpdatedBy: _by, ...profile }: CompanyProfileRecord) => profile as CompanyProfileBody;

/** The worker's server is shared by the specs it runs: the profile is put back as it was. */
export async function restoringProfile(api: AdminApi, run: () => Promise<void>) {
  const before = (await api.call(endpoints.settings.company)).data;
  try {
    await run();
  } finally {
    await api.call(endpoints.settings.saveCompany, { body: bodyOf(before) });
  }
}

/** Changes part of the profile through the API (inside restoringProfile). */
export async function saveProfile(api: AdminApi, patch: Partial<CompanyProfileBody>) {
  const now = (await api.call(endpoints.settings.company)).data;
  await api.call(endpoints.settings.saveCompany, { body: { ...bodyOf(now), ...patch } });
}

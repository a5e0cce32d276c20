import { and, gte, lte } from 'drizzle-orm';
import { INVOICE_LIMITS, OUTSIDE_INDIA_CODE, type TallyLedgers } from '@rp/contract';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { Db } from '../../db/client.js';
import { invoices } from '../../db/schema.js';
import { badRequest } from '../../lib/http-errors.js';
import { addressLines, buyerPinCode, buyerStateCode, loadBookedInvoices, rupeesText, stateNameOf, type BookedInvoice } from './books-source.js';
import { tallyEntries } from './tally-voucher.js';

/** Inclusive count of days From..To (India days, YYYY-MM-DD). */
const daysInRange = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export function assertTallyRange(from: string, to: string): void {
  if (daysInRange(from, to) > INVOICE_LIMITS.tallyDaysMax) {
    const message = `Export at most ${INVOICE_LIMITS.tallyDaysMax} days at a time: choose a shorter range.`;
    throw badRequest(message, { To: message });
  }
}

/** Tally's GST registration types: a buyer with a GSTIN is Regular (SEZ too), one without is Unregistered. */
function registrationType(invoice: BookedInvoice): 'Regular' | 'Unregistered' {
  return invoice.row.buyer.GSTIN ? 'Regular' : 'Unregistered';
}

/** The buyer's party ledger, under the profile's party group; Tally keeps an existing one as its import is told. */
function addLedger(message: XMLBuilder, invoice: BookedInvoice, ledgers: TallyLedgers): void {
  const { buyer } = invoice.row;
  const ledger = message.ele('LEDGER', { NAME: buyer.Company, RESERVEDNAME: '' });
  ledger.ele('NAME').txt(buyer.Company);
  ledger.ele('PARENT').txt(ledgers.PartyGroup);
  ledger.ele('ISBILLWISEON').txt('Yes');
  const address = ledger.ele('ADDRESS.LIST', { TYPE: 'String' });
  for (const line of addressLines(buyer.BillingAddress)) address.ele('ADDRESS').txt(line);
  const stateCode = buyerStateCode(invoice);
  // A buyer abroad: its country is not known here, so Tally asks for it rather than being told India.
  if (stateCode !== OUTSIDE_INDIA_CODE) ledger.ele('COUNTRYNAME').txt('India');
  ledger.ele('LEDSTATENAME').txt(stateNameOf(stateCode));
  const pinCode = buyerPinCode(invoice);
  if (pinCode) ledger.ele('PINCODE').txt(pinCode);
  ledger.ele('GSTREGISTRATIONTYPE').txt(registrationType(invoice));
  ledger.ele('PARTYGSTIN').txt(buyer.GSTIN);
}

/** A sales voucher in accounting-invoice mode; a cancelled invoice keeps its number with no entries. */
function addVoucher(message: XMLBuilder, invoice: BookedInvoice, ledgers: TallyLedgers): void {
  const { row } = invoice;
  const voucher = message.ele('VOUCHER', { VCHTYPE: 'Sales', ACTION: 'Create' });
  voucher.ele('DATE').txt(row.date.replaceAll('-', ''));
  voucher.ele('VOUCHERTYPENAME').txt('Sales');
  voucher.ele('VOUCHERNUMBER').txt(row.number);
  voucher.ele('REFERENCE').txt(invoice.orderNumber);
  voucher.ele('PARTYLEDGERNAME').txt(row.buyer.Company);
  voucher.ele('PARTYGSTIN').txt(row.buyer.GSTIN);
  voucher.ele('PLACEOFSUPPLY').txt(stateNameOf(row.buyer.PlaceOfSupply));
  voucher.ele('NARRATION').txt(row.state === 'Cancelled' ? `Cancelled: ${row.cancelReason}` : `Order ${invoice.orderNumber}`);
  voucher.ele('ISINVOICE').txt('Yes');
  voucher.ele('ISCANCELLED').txt(row.state === 'Cancelled' ? 'Yes' : 'No');
  if (row.state === 'Cancelled') return;
  tallyEntries(invoice, ledgers).forEach((entry, i) => {
    const list = voucher.ele('ALLLEDGERENTRIES.LIST');
    list.ele('LEDGERNAME').txt(entry.ledger);
    list.ele('ISDEEMEDPOSITIVE').txt(entry.amountPaise < 0n ? 'Yes' : 'No');
    list.ele('ISPARTYLEDGER').txt(i === 0 ? 'Yes' : 'No');
    list.ele('AMOUNT').txt(rupeesText(entry.amountPaise));
    // The party's entry opens the invoice as a bill of its own, so receipts can be set against it.
    if (i === 0) {
      const bill = list.ele('BILLALLOCATIONS.LIST');
      bill.ele('NAME').txt(row.number);
      bill.ele('BILLTYPE').txt('New Ref');
      bill.ele('AMOUNT').txt(rupeesText(entry.amountPaise));
    }
  });
}

/** The import file's text: the envelope, a ledger per buyer (by name, the latest invoice's details), the vouchers. */
export function tallyXmlOf(booked: readonly BookedInvoice[], ledgers: TallyLedgers): string {
  // Characters XML 1.0 cannot carry are dropped rather than failing the whole export.
  const document = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' });
  const envelope = document.ele('ENVELOPE');
  envelope.ele('HEADER').ele('TALLYREQUEST').txt('Import Data');
  const importData = envelope.ele('BODY').ele('IMPORTDATA');
  const description = importData.ele('REQUESTDESC');
  description.ele('REPORTNAME').txt('Vouchers');
  const variables = description.ele('STATICVARIABLES');
  if (ledgers.CompanyName) variables.ele('SVCURRENTCOMPANY').txt(ledgers.CompanyName);
  const message = importData.ele('REQUESTDATA').ele('TALLYMESSAGE', { 'xmlns:UDF': 'TallyUDF' });

  // Tally's ledger names ignore case: one master per name, from the buyer's latest invoice in the range.
  const parties = new Map<string, BookedInvoice>();
  for (const invoice of booked) parties.set(invoice.row.buyer.Company.trim().toLowerCase(), invoice);
  for (const invoice of parties.values()) addLedger(message, invoice, ledgers);
  for (const invoice of booked) addVoucher(message, invoice, ledgers);
  return document.end({ prettyPrint: true });
}

/** Every invoice dated From..To (India days, both included), cancelled ones too, by date and number. */
export async function tallyExport(db: Pick<Db, 'select'>, from: string, to: string, ledgers: TallyLedgers) {
  assertTallyRange(from, to);
  const booked = await loadBookedInvoices(db, and(gte(invoices.date, from), lte(invoices.date, to)));
  return { xml: tallyXmlOf(booked, ledgers), count: booked.length };
}

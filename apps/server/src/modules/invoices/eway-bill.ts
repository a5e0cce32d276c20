import {
  OUTSIDE_INDIA_CODE,
  thousandthsToQuantity,
  type CompanyProfileData,
  type EwayBill,
  type QuotationUnit,
  type TransportMode,
} from '@rp/contract';
import { addressLines, buyerPinCode, buyerPlace, buyerStateCode, inRupeePaise, portalDate, type BookedInvoice } from './books-source.js';

/** The portal's unit codes (UQC) for ours; a unit it has no code for is OTH. */
const PORTAL_UNITS: Record<QuotationUnit, EwayBill['itemList'][number]['qtyUnit']> = {
  Nos: 'NOS',
  Pcs: 'PCS',
  Set: 'SET',
  Pair: 'PRS',
  Kg: 'KGS',
  Mtr: 'MTR',
  Lot: 'OTH',
};
const portalUnit = (unit: string) => PORTAL_UNITS[unit as QuotationUnit] ?? 'OTH';

const TRANSPORT_MODE_CODES: Record<TransportMode, EwayBill['transMode']> = { Road: 1, Rail: 2, Air: 3, Ship: 4 };

/** The portal's field lengths: longer text is refused there, so it is cut here. */
const cut = (text: string, max: number) => text.replace(/\s+/g, ' ').trim().slice(0, max);

const PORTAL_DOC_NO_MAX = 15;

/** The portal's state code: a GST state code as a number; outside India is 99 ("Other Country"). */
const portalStateCode = (code: string) => (code === OUTSIDE_INDIA_CODE ? 99 : Number(code));

/** Rupees with two decimals as a JSON number. */
const rupees = (paise: bigint) => Number(paise) / 100;

/** What keeps an invoice out of the file, as the 400 names it (none: it may go). */
export function ewayProblems(invoice: BookedInvoice): string[] {
  const problems: string[] = [];
  if (invoice.row.state === 'Cancelled') problems.push('is cancelled');
  // Rail, air and ship carry the goods on the transport document; a vehicle number is the road's.
  if (invoice.dispatch.transportMode === 'Road' && invoice.dispatch.vehicleNo === '') problems.push('has no vehicle number');
  if (invoice.dispatch.distanceKm === null) problems.push('has no distance');
  if (buyerPinCode(invoice) === '') problems.push('has no PIN code in its buyer record or billing address');
  // Cutting a docket number would name another consignment: the portal takes 15 characters.
  if (invoice.dispatch.docketNo.length > PORTAL_DOC_NO_MAX) problems.push(`has a docket number longer than ${PORTAL_DOC_NO_MAX} characters`);
  return problems;
}

/** The tax rates of a line as the portal wants them: half each for CGST and SGST within the state, else IGST. */
function lineRates(invoice: BookedInvoice, gstRate: number) {
  const mode = invoice.row.amounts.Totals.TaxMode;
  const half = Number((gstRate / 2).toFixed(4));
  return {
    cgstRate: mode === 'CGST+SGST' ? half : 0,
    sgstRate: mode === 'CGST+SGST' ? half : 0,
    igstRate: mode === 'IGST' ? gstRate : 0,
  };
}

/** One bill of the bulk-generation file (its own field names), from an invoice that has no ewayProblems. */
export function ewayBillOf(invoice: BookedInvoice, profile: CompanyProfileData): EwayBill {
  const { row, dispatch } = invoice;
  const rate = invoice.exchangeRateTenThousandths;
  const totals = row.amounts.Totals.Totals;
  const taxable = inRupeePaise(totals.Taxable, rate);
  const cgst = inRupeePaise(totals.CGST, rate);
  const sgst = inRupeePaise(totals.SGST, rate);
  const igst = inRupeePaise(totals.IGST, rate);
  const grandTotal = inRupeePaise(totals.GrandTotal, rate);
  const pinCode = buyerPinCode(invoice);
  const [toAddr1 = '', ...toRest] = addressLines(row.buyer.BillingAddress).filter((line) => line !== pinCode);
  const [fromAddr1 = '', ...fromRest] = profile.AddressLines;
  const toState = portalStateCode(row.buyer.PlaceOfSupply);
  const lineItems = row.lines.map((line) => ({
    productName: cut(line.Description, 100),
    productDesc: cut(line.DrawingNo ? `${line.Description} (drawing ${line.DrawingNo})` : line.Description, 100),
    hsnCode: Number(line.HSN),
    quantity: thousandthsToQuantity(line.QuantityThousandths),
    qtyUnit: portalUnit(line.Unit),
    taxableAmount: rupees(inRupeePaise(line.TaxablePaise, rate)),
    ...lineRates(invoice, line.GstRate),
    cessRate: 0 as const,
    cessNonAdvol: 0 as const,
  }));
  // The portal checks the items' taxable amounts + taxes + other against the invoice value, so each billed
  // charge is an item of its own: part of the goods' value (CGST Act s.15(2)(c)), under the HSN of a line at its rate.
  const chargeItems = row.amounts.Charges.map((charge) => {
    const goods = row.lines.find((line) => line.GstRate === charge.GstRate) ?? row.lines[0]!;
    return {
      productName: charge.Kind,
      productDesc: `${charge.Kind} charge`,
      hsnCode: Number(goods.HSN),
      quantity: 1,
      qtyUnit: 'OTH' as const,
      taxableAmount: rupees(inRupeePaise(charge.AmountPaise, rate)),
      ...lineRates(invoice, charge.GstRate),
      cessRate: 0 as const,
      cessNonAdvol: 0 as const,
    };
  });
  return {
    userGstin: profile.GSTIN,
    supplyType: 'O',
    subSupplyType: 1,
    docType: 'INV',
    docNo: row.number,
    docDate: portalDate(row.date),
    fromGstin: profile.GSTIN,
    fromTrdName: cut(profile.TradeName, 100),
    fromAddr1: cut(fromAddr1, 120),
    fromAddr2: cut(fromRest.join(', '), 120),
    fromPlace: cut(profile.City, 50),
    fromPincode: Number(profile.PinCode),
    fromStateCode: Number(profile.State),
    actFromStateCode: Number(profile.State),
    toGstin: row.buyer.GSTIN || 'URP',
    toTrdName: cut(row.buyer.Company, 100),
    toAddr1: cut(toAddr1, 120),
    toAddr2: cut(toRest.join(', '), 120),
    toPlace: cut(buyerPlace(invoice, pinCode), 50),
    toPincode: Number(pinCode),
    toStateCode: toState,
    actToStateCode: toState === 99 ? 99 : portalStateCode(buyerStateCode(invoice)),
    transactionType: 1,
    totalValue: rupees(taxable),
    cgstValue: rupees(cgst),
    sgstValue: rupees(sgst),
    igstValue: rupees(igst),
    cessValue: 0,
    cessNonAdvolValue: 0,
    // The round-off, so that the parts add up to the invoice's value (and a converted one's to its rupees).
    otherValue: rupees(grandTotal - taxable - cgst - sgst - igst),
    totInvValue: rupees(grandTotal),
    transMode: TRANSPORT_MODE_CODES[dispatch.transportMode],
    transDistance: dispatch.distanceKm ?? 0,
    transporterId: dispatch.transporterId,
    transporterName: cut(dispatch.transporter, 100),
    transDocNo: dispatch.docketNo,
    transDocDate: portalDate(dispatch.dispatchDate),
    vehicleNo: dispatch.vehicleNo,
    vehicleType: 'R',
    itemList: [...lineItems, ...chargeItems].map((item, i) => ({ itemNo: i + 1, ...item })),
  };
}

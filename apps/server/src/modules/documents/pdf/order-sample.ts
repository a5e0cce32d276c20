import type { CompanyProfileData } from '@rp/contract';
import type { OrderLineRow, OrderRow } from '../../../db/schema.js';
import { buildQuotationModel } from './quotation-input.js';
import { SAMPLE_COMPANY, sampleQuotationInput, type SampleOptions } from './sample.js';

export interface SampleOrder {
  profile: CompanyProfileData;
  order: OrderRow;
  lines: OrderLineRow[];
}

/**
 * A made-up order as acceptance stores it, for the tests and the look check: the sample quotation's buyer,
 * lines, charges and totals frozen into an order row and its line rows. The same options give the same order.
 */
export function sampleOrder(options: SampleOptions = {}, company: CompanyProfileData = SAMPLE_COMPANY): SampleOrder {
  const input = sampleQuotationInput(options, company);
  const { quotation } = input;
  const { computed } = buildQuotationModel(input);
  const acceptedAt = new Date('2026-11-30T09:15:00.000Z');
  const order: OrderRow = {
    id: '00000000-0000-4000-8000-000000000017',
    number: 'SO-2026-00017',
    quotationId: '00000000-0000-4000-8000-000000000042',
    quotationNumber: quotation.number,
    recordId: null,
    buyerId: null,
    stage: 'Confirmed',
    heldFrom: null,
    promisedDate: '2026-12-28',
    assignedTo: null,
    poNumber: 'PO/SGEW/2026-27/0311',
    poDate: '2026-11-29',
    poFileId: null,
    buyer: quotation.buyer,
    charges: quotation.charges,
    totals: computed,
    companyStateCode: quotation.companyStateCode,
    currency: quotation.currency,
    exchangeRateTenThousandths: quotation.exchangeRateTenThousandths,
    taxablePaise: computed.Totals.Taxable,
    grandTotalPaise: computed.Totals.GrandTotal,
    paymentTerms: quotation.paymentTerms,
    deliveryTerms: quotation.deliveryTerms,
    notes: quotation.notes,
    acceptedAt,
    acceptedByName: 'Anita Desai',
    dispatchedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    closedShort: false,
    closedShortReason: '',
    lateNotifiedAt: null,
    searchText: null,
    createdAt: acceptedAt,
    updatedAt: acceptedAt,
  };
  const lines: OrderLineRow[] = quotation.lines.map((line, position) => ({
    id: `00000000-0000-4000-8000-${String(1000 + position).padStart(12, '0')}`,
    orderId: order.id,
    position,
    line,
    quantityThousandths: line.QuantityThousandths,
    dispatchedThousandths: 0,
    shortClosedThousandths: 0,
    taxablePaise: computed.LineTaxable[position]!,
  }));
  return { profile: input.company, order, lines };
}

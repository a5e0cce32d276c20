import { drawSummaryAndClosing, renderDocument } from './document.js';
import { drawLetterhead, type DocumentTitle, type TitleValue } from './letterhead.js';
import { drawLineTable } from './line-table.js';
import { drawParty } from './party.js';
import { dayLabel, quotationDate, validityText, validUntilText } from './quotation-dates.js';
import { buildQuotationModel, type QuotationPdfInput, type QuotationPdfModel } from './quotation-input.js';

/** The title block: number, revision, dates, the buyer's own enquiry when given, our site reference only for a lead from the site. */
function quotationTitle(model: QuotationPdfModel): DocumentTitle {
  const { quotation } = model;
  const rows: [string, TitleValue][] = [
    ['Quotation No.', quotation.number],
    ['Revision', String(quotation.revision)],
    ['Date', quotationDate(model)],
    ['Valid until', validUntilText(model)],
  ];
  if (quotation.buyerReference) {
    rows.push(['Your enquiry', [quotation.buyerReference, quotation.buyerReferenceDate && `dated ${dayLabel(quotation.buyerReferenceDate)}`]]);
  }
  // A lead logged by hand has a reference the buyer never saw.
  if (quotation.leadReference && quotation.source === 'Website') rows.push(['Our reference', quotation.leadReference]);
  return { title: 'QUOTATION', rows };
}

/**
 * The quotation layout (issue 33; on the shared renderer since issue 46): letterhead, "QUOTATION FOR" party,
 * lines with quantity breaks and charges, tax summary and totals, validity and terms, bank and signature.
 */
export async function renderQuotationPdf(input: QuotationPdfInput): Promise<Buffer> {
  const model = buildQuotationModel(input);
  const { quotation, company } = model;
  return renderDocument({
    model,
    info: {
      title: `${quotation.state === 'Draft' ? 'Draft quotation' : 'Quotation'} ${quotation.number}`,
      subject: `Quotation for ${model.buyer.Company}`,
      created: quotation.createdAt,
      modified: quotation.updatedAt,
    },
    footer: `${company.TradeName} · Quotation ${quotation.number}`,
    continuation: `QUOTATION ${quotation.number}`,
    draft: quotation.state === 'Draft',
    draw: (writer) => {
      drawLetterhead(writer, model, quotationTitle(model));
      drawParty(writer, model, 'QUOTATION FOR');
      drawLineTable(writer, model);
      drawSummaryAndClosing(writer, model, [
        ['Validity', validityText(model)],
        ['Payment terms', quotation.paymentTerms],
        ['Delivery terms', quotation.deliveryTerms],
        ['Notes', quotation.notes],
      ]);
    },
  });
}

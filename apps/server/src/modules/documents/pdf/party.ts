import { CURRENCY_NAMES, gstStateName, OUTSIDE_INDIA_CODE } from '@rp/contract';
import type { PdfModel } from './input.js';
import { exchangeRateText } from './money.js';
import { columns, wrapAll, type Styled } from './text-columns.js';
import { treatmentText } from './wording.js';
import { CONTENT_WIDTH, LEFT, STYLE, type PdfWriter, type TextStyle } from './writer.js';

/** "Gujarat (24)", or "Outside India" for an export. */
export function placeOfSupplyText(code: string): string {
  if (code === OUTSIDE_INDIA_CODE) return 'Outside India';
  return `${gstStateName(code) ?? 'State'} (${code})`;
}

const pair = (head: string, text: string, style: TextStyle = STYLE.bodyBold): Styled[] => [
  { text: head, style: STYLE.head },
  { text, style },
];

/** What the tax and the price depend on: GSTIN and treatment, place of supply, Incoterm and currency. */
function taxColumn(model: PdfModel): Styled[] {
  const { Buyer, Currency, Incoterm, IncotermPlace } = model.quotation;
  const treatment = treatmentText(model.quotation);
  const rate = exchangeRateText(model);
  return [
    // An export buyer has no GSTIN; an Indian buyer without one is shown as such.
    ...(Buyer.GSTIN || Buyer.PlaceOfSupply !== OUTSIDE_INDIA_CODE
      ? pair('GSTIN', Buyer.GSTIN || 'Not given', Buyer.GSTIN ? STYLE.bodyBold : STYLE.body)
      : []),
    ...pair('PLACE OF SUPPLY', placeOfSupplyText(Buyer.PlaceOfSupply)),
    ...(treatment ? pair('GST TREATMENT', treatment) : []),
    ...(Incoterm ? pair('INCOTERM', [Incoterm, IncotermPlace].filter(Boolean).join(' ')) : []),
    ...(Currency !== 'INR' ? pair('CURRENCY', `${CURRENCY_NAMES[Currency].words} (${Currency})`) : []),
    ...(rate ? [{ text: rate, style: STYLE.body }] : []),
    ...(Buyer.ShippingAddress ? pair('SHIP TO', Buyer.ShippingAddress, STYLE.body) : []),
  ];
}

/** The buyer: who and where at the left, what the tax and price depend on at the right. */
export function drawBuyer(writer: PdfWriter, model: PdfModel) {
  const { Buyer } = model.quotation;
  const half = (CONTENT_WIDTH - 20) / 2;
  const reach = [Buyer.Phone && `Phone: ${Buyer.Phone}`, Buyer.Email && `E-mail: ${Buyer.Email}`].filter(Boolean).join('  ·  ');
  const left: Styled[] = [
    { text: 'QUOTATION FOR', style: STYLE.head },
    { text: Buyer.Company, style: STYLE.bodyBold },
    ...(Buyer.Contact ? [{ text: `Kind attention: ${Buyer.Contact}`, style: STYLE.body }] : []),
    { text: Buyer.BillingAddress, style: STYLE.body },
    ...(reach ? [{ text: reach, style: STYLE.body }] : []),
  ];
  columns(writer, wrapAll(writer, left, half), wrapAll(writer, taxColumn(model), half), LEFT + half + 20);
  writer.y += 6;
}

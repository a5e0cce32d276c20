import { CURRENCY_NAMES, gstStateName, OUTSIDE_INDIA_CODE } from '@rp/contract';
import type { DocumentModel } from './model.js';
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
function taxColumn(model: DocumentModel): Styled[] {
  const { buyer, currency, incoterm, incotermPlace } = model;
  const treatment = treatmentText(buyer);
  const rate = exchangeRateText(model);
  return [
    // An export buyer has no GSTIN; an Indian buyer without one is shown as such.
    ...(buyer.GSTIN || buyer.PlaceOfSupply !== OUTSIDE_INDIA_CODE
      ? pair('GSTIN', buyer.GSTIN || 'Not given', buyer.GSTIN ? STYLE.bodyBold : STYLE.body)
      : []),
    ...pair('PLACE OF SUPPLY', placeOfSupplyText(buyer.PlaceOfSupply)),
    ...(treatment ? pair('GST TREATMENT', treatment) : []),
    ...(incoterm ? pair('INCOTERM', [incoterm, incotermPlace].filter(Boolean).join(' ')) : []),
    ...(currency !== 'INR' ? pair('CURRENCY', `${CURRENCY_NAMES[currency].words} (${currency})`) : []),
    ...(rate ? [{ text: rate, style: STYLE.body }] : []),
    ...(buyer.ShippingAddress ? pair('SHIP TO', buyer.ShippingAddress, STYLE.body) : []),
  ];
}

/**
 * The party block: who and where at the left under `heading` ("QUOTATION FOR"), what the tax and price
 * depend on at the right.
 */
export function drawParty(writer: PdfWriter, model: DocumentModel, heading: string) {
  const { buyer } = model;
  const half = (CONTENT_WIDTH - 20) / 2;
  const reach = [buyer.Phone && `Phone: ${buyer.Phone}`, buyer.Email && `E-mail: ${buyer.Email}`].filter(Boolean).join('  ·  ');
  const left: Styled[] = [
    { text: heading, style: STYLE.head },
    { text: buyer.Company, style: STYLE.bodyBold },
    ...(buyer.Contact ? [{ text: `Kind attention: ${buyer.Contact}`, style: STYLE.body }] : []),
    { text: buyer.BillingAddress, style: STYLE.body },
    ...(reach ? [{ text: reach, style: STYLE.body }] : []),
  ];
  columns(writer, wrapAll(writer, left, half), wrapAll(writer, taxColumn(model), half), LEFT + half + 20);
  writer.y += 6;
}

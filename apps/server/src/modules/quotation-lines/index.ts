/**
 * A quotation's priced lines as stored: their totals (the contract's one computation), the columns that keep
 * them, and how a line and the buyer's PO file go on the wire. Quotations use them, and so do the orders
 * frozen from an accepted quotation, which is why they sit below both.
 */
export { buyerToWire, chargeToWire, lineToWire, poFileOf, totalsColumns, totalsOf, treatmentOf, type TotalsRow } from './lines.js';
export { checkQuantityChoices, linesAsChosen, type QuotedAs } from './quantity-choices.js';

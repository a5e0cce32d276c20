import { indiaDateLabel, indiaDay } from '@rp/contract';
import type { QuotationPdfModel } from './quotation-input.js';

/** A YYYY-MM-DD day as "27 December 2026". */
export const dayLabel = (day: string) => indiaDateLabel(new Date(`${day}T00:00:00+05:30`));

/** The quotation's date: when it was sent, or created while it is a Draft. */
export const quotationDate = (model: QuotationPdfModel) => indiaDateLabel(model.quotation.sentAt ?? model.quotation.createdAt);

/** A Draft without a validity of its own gets one when it is sent, from that day: the preview cannot know it. */
const validOnSending = (model: QuotationPdfModel) => !model.quotation.validUntil && model.quotation.state === 'Draft';

/** The last valid day of a quotation without one (stored so before Send set it): its date plus the profile's days. */
function impliedValidUntil(model: QuotationPdfModel): string {
  const day = indiaDay(model.quotation.sentAt ?? model.quotation.createdAt);
  const until = new Date(Date.parse(`${day}T00:00:00Z`) + model.company.QuotationDefaults.ValidityDays * 86_400_000);
  return dayLabel(until.toISOString().slice(0, 10));
}

/** "Valid until" in the title block: the quotation's day, or "on sending" for a Draft that has none yet. */
export function validUntilText(model: QuotationPdfModel): string {
  if (model.quotation.validUntil) return dayLabel(model.quotation.validUntil);
  return validOnSending(model) ? 'on sending' : impliedValidUntil(model);
}

/** The validity as the terms state it. */
export function validityText(model: QuotationPdfModel): string {
  if (validOnSending(model)) {
    const days = model.company.QuotationDefaults.ValidityDays;
    return `This quotation will be valid for ${days} day${days === 1 ? '' : 's'} from the day it is sent.`;
  }
  return `This quotation is valid until ${validUntilText(model)}.`;
}

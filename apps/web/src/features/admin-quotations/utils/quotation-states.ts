import type { QuotationState } from '@rp/contract';

/** Which actions a quotation in each state offers; the server refuses any other move with a 409 and says why. */
export const EDITABLE_STATES: readonly QuotationState[] = ['Draft'];
export const REVISABLE_STATES: readonly QuotationState[] = ['Sent', 'Viewed', 'Declined', 'Expired', 'Withdrawn'];
export const WITHDRAWABLE_STATES: readonly QuotationState[] = ['Sent', 'Viewed'];
export const ACCEPTABLE_STATES: readonly QuotationState[] = ['Sent', 'Viewed'];

export const canEdit = (state: QuotationState) => EDITABLE_STATES.includes(state);
export const canRevise = (state: QuotationState) => REVISABLE_STATES.includes(state);
export const canWithdraw = (state: QuotationState) => WITHDRAWABLE_STATES.includes(state);
export const canMarkAccepted = (state: QuotationState) => ACCEPTABLE_STATES.includes(state);
/** Sent to the buyer and still open: the WhatsApp share makes sense. */
export const canShare = (state: QuotationState) => state === 'Sent' || state === 'Viewed';

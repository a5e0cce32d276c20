import { indiaDateLabel, indiaDay, type QuotationState } from '@rp/contract';
import type { QuotationRow } from '../../db/schema.js';
import { dayLabel } from '../../lib/days.js';
import { conflict } from '../../lib/http-errors.js';

/**
 * The quotation state machine (issue 33, ADR 064). Each check answers the 409 message of a refused move,
 * or nothing when the move is allowed. Expired counts from the day after ValidUntil (India time), also
 * before the expiry job has run.
 */

type Row = Pick<QuotationRow, 'number' | 'state' | 'validUntil' | 'acceptedAt' | 'declinedAt'>;

/** The buyer may still answer: Sent or Viewed. */
export const OPEN_STATES: readonly QuotationState[] = ['Sent', 'Viewed'];
/** A revision may be made of the latest revision in these states (never of an accepted one). */
export const REVISABLE_STATES: readonly QuotationState[] = ['Sent', 'Viewed', 'Declined', 'Expired', 'Withdrawn'];
export const WITHDRAWABLE_STATES: readonly QuotationState[] = ['Draft', 'Sent', 'Viewed'];

const at = (date: Date | null) => (date ? ` on ${indiaDateLabel(date)}` : '');

/** ValidUntil has passed in India time. */
export const isPastValidity = (validUntil: string | null, now: Date) => validUntil !== null && validUntil < indiaDay(now);

/** The state the buyer and staff should see: an open one past its validity is Expired even before the job ran. */
export const effectiveState = (row: Row, now: Date): QuotationState =>
  OPEN_STATES.includes(row.state) && isPastValidity(row.validUntil, now) ? 'Expired' : row.state;

/** Why an answer (accept or decline) is refused, in words a buyer understands; null when allowed. */
export function answerRefusal(row: Row, now: Date, answer: 'accepted' | 'declined'): string | null {
  const state = effectiveState(row, now);
  switch (state) {
    case 'Sent':
    case 'Viewed':
      return null;
    case 'Draft':
      return `Quotation ${row.number} has not been sent yet, so it cannot be ${answer}.`;
    case 'Accepted':
      return `Quotation ${row.number} was already accepted${at(row.acceptedAt)}.`;
    case 'Declined':
      return `Quotation ${row.number} was already declined${at(row.declinedAt)}.`;
    case 'Expired':
      return `Quotation ${row.number} expired: it was valid until ${dayLabel(row.validUntil ?? indiaDay(now))}, so it can no longer be ${answer}. Please ask us for a revised quotation.`;
    case 'Superseded':
      return `Quotation ${row.number} was replaced by a revised quotation, so it can no longer be ${answer}. Please answer the latest revision.`;
    case 'Withdrawn':
      return `Quotation ${row.number} was withdrawn by us, so it can no longer be ${answer}. Please contact us for a new quotation.`;
  }
}

export function assertCanAnswer(row: Row, now: Date, answer: 'accepted' | 'declined'): void {
  const refusal = answerRefusal(row, now, answer);
  if (refusal) throw conflict(refusal);
}

export function assertEditable(row: Row): void {
  if (row.state === 'Draft') return;
  throw conflict(`${row.number} is ${row.state}: only a Draft can be edited. Use Revise to change a quotation that was sent.`);
}

export function assertSendable(row: Row): void {
  if (row.state !== 'Draft') throw conflict(`${row.number} is already ${row.state}: only a Draft can be sent.`);
}

export function assertWithdrawable(row: Row): void {
  if (WITHDRAWABLE_STATES.includes(row.state)) return;
  throw conflict(`${row.number} is ${row.state}: only a Draft, Sent or Viewed quotation can be withdrawn.`);
}

/** `latest` is the newest revision of the same number. */
export function assertRevisable(row: Row, latest: Row): void {
  if (latest.number !== row.number) {
    const hint = latest.state === 'Draft' ? 'edit that Draft instead' : 'revise that one';
    throw conflict(`${row.number} is not the latest revision: ${latest.number} (${latest.state}) is; ${hint}.`);
  }
  if (row.state === 'Draft') throw conflict(`${row.number} is a Draft: edit it instead of revising it.`);
  if (row.state === 'Accepted') throw conflict(`${row.number} was accepted: an accepted quotation cannot be revised.`);
  if (!REVISABLE_STATES.includes(row.state)) throw conflict(`${row.number} is ${row.state} and cannot be revised.`);
}

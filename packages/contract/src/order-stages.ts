import { z } from 'zod';
import { ORDER_FLOW, ORDER_PRODUCTION_STAGES, ORDER_STAGES, type OrderProductionStage, type OrderStage } from './order-stage-names.js';

/**
 * Orders (issue 34): the stages and the rules for moving between them, shared by the server (which enforces
 * them) and the back office (which offers only the moves they allow).
 */

export const orderStageField = z.enum(ORDER_STAGES, { error: `Stage must be one of: ${ORDER_STAGES.join(', ')}.` });

export const isProductionStage = (stage: string): stage is OrderProductionStage => (ORDER_PRODUCTION_STAGES as readonly string[]).includes(stage);
const flowIndex = (stage: OrderStage) => (ORDER_FLOW as readonly string[]).indexOf(stage);

/** What the move rules need to know of an order. */
export interface OrderStageState {
  Stage: OrderStage;
  /** While On hold: the stage it was put on hold from (it returns there); null otherwise. */
  HeldFrom: OrderStage | null;
  /** Something was dispatched: the order can no longer be cancelled, only closed short. */
  AnyDispatched?: boolean;
}

/** What the move rules and "Close short" need of an order as the API answers it. */
export interface OrderStateSource {
  Stage: OrderStage;
  HeldFrom: OrderStage | null;
  ClosedShort: boolean;
  Lines: readonly { Dispatched: number; Remaining: number }[];
}

/** The move rules' view of an order answer (whether anything was dispatched comes from its lines). */
export const orderStageStateOf = (order: OrderStateSource): OrderStageState => ({
  Stage: order.Stage,
  HeldFrom: order.HeldFrom,
  AnyDispatched: order.Lines.some((l) => l.Dispatched > 0),
});

/** Refusing a cancel once anything was dispatched (409). */
export const CANCEL_AFTER_DISPATCH = 'Part of this order was dispatched: close it short instead of cancelling.';

/** What "Close short" needs to know of an order. */
export interface OrderCloseShortState {
  Stage: OrderStage;
  ClosedShort: boolean;
  /** Some line has a quantity dispatched. */
  AnyDispatched: boolean;
  /** Some line has a quantity neither dispatched nor short-closed. */
  AnyRemaining: boolean;
}

/**
 * Why the order cannot be closed short (the API answers 409 with it), or null: only a partly dispatched order
 * (something sent, something left) that is not Cancelled, Delivered or already closed short.
 */
export function orderCloseShortProblem(order: OrderCloseShortState): string | null {
  if (order.Stage === 'Cancelled') return 'The order is cancelled: there is nothing to close short.';
  if (order.ClosedShort) return 'The order is already closed short.';
  if (order.Stage === 'Delivered') return 'The order was delivered: it can no longer be closed short.';
  if (!order.AnyDispatched) return 'Nothing on the order was dispatched yet: cancel it instead of closing it short.';
  if (!order.AnyRemaining) return 'Everything on the order was dispatched: there is nothing to close short.';
  return null;
}

/** orderCloseShortProblem for an order answer. */
export const orderCloseShortProblemOf = (order: OrderStateSource): string | null =>
  orderCloseShortProblem({
    Stage: order.Stage,
    ClosedShort: order.ClosedShort,
    AnyDispatched: order.Lines.some((l) => l.Dispatched > 0),
    AnyRemaining: order.Lines.some((l) => l.Remaining > 0),
  });

/**
 * Why a move is not possible. 'refused': the move itself is not allowed from here (the API answers 409);
 * 'note-required': allowed once a note (a reason) is given (the API answers 400 naming Note).
 */
export type OrderMoveProblem = { kind: 'refused' | 'note-required'; message: string };

/**
 * The rules: skip forward through production freely; back needs a note; On hold needs a reason and returns
 * only to the stage it came from; Cancelled needs a reason and only while nothing was dispatched (after a part
 * dispatch the order is closed short instead: POST /order/close-short); Dispatched comes only
 * from a dispatch of the remaining quantity (POST /order/dispatch); Delivered only after Dispatched.
 * Returns null when the move is allowed with the note given ('' for none).
 */
export function orderStageMoveProblem(order: OrderStageState, to: OrderStage, note = ''): OrderMoveProblem | null {
  const from = order.Stage;
  const hasNote = note.trim() !== '';
  const refused = (message: string): OrderMoveProblem => ({ kind: 'refused', message });
  const needsNote = (message: string): OrderMoveProblem | null => (hasNote ? null : { kind: 'note-required', message });

  if (from === to) return refused(`The order is already ${from}.`);
  if (from === 'Cancelled') return refused('The order is cancelled: it cannot move any more.');
  if (to === 'Dispatched' && from !== 'Delivered') {
    return refused(
      'An order becomes Dispatched when its remaining quantity is dispatched: record the dispatch (invoice, transporter, docket number).',
    );
  }
  if (to === 'Delivered') return from === 'Dispatched' ? null : refused('An order can be Delivered only after it is Dispatched.');
  if (from === 'Delivered') {
    // Undoing a Delivered ticked by mistake: everything has been dispatched, so only Dispatched is true.
    return to === 'Dispatched'
      ? needsNote('Moving the order back to Dispatched needs a note saying why.')
      : refused('A delivered order can only move back to Dispatched.');
  }
  if (from === 'Dispatched') {
    return refused(
      to === 'Cancelled' ? 'A dispatched order cannot be cancelled.' : 'Everything on the order has been dispatched: it can only move to Delivered.',
    );
  }
  if (to === 'Cancelled' && order.AnyDispatched) return refused(CANCEL_AFTER_DISPATCH);
  if (to === 'Cancelled') return needsNote('Cancelling an order needs a reason (Note).');
  if (to === 'On hold') return needsNote('Putting an order on hold needs a reason (Note).');
  if (from === 'On hold') {
    const back = order.HeldFrom ?? 'Confirmed';
    return to === back ? null : refused(`An order on hold returns to the stage it was held at (${back}), or is cancelled.`);
  }
  // Both are production stages here.
  if (flowIndex(to) < flowIndex(from)) return needsNote(`Moving the order back to ${to} needs a note saying why.`);
  return null;
}

/** One move the back office may offer ("Move to ..."), and whether it asks for a note. */
export interface OrderStageMove {
  Stage: OrderStage;
  NeedsNote: boolean;
}

/** Every stage the order may move to through POST /order/stage, in the flow's order (Dispatched only as an undo of Delivered). */
export function orderStageMoves(order: OrderStageState): OrderStageMove[] {
  return ORDER_STAGES.flatMap((stage) => {
    const problem = orderStageMoveProblem(order, stage);
    if (problem?.kind === 'refused') return [];
    return [{ Stage: stage, NeedsNote: problem?.kind === 'note-required' }];
  });
}

/** HeldFrom after a move: putting on hold remembers where from; any other move clears it. */
export function heldFromAfterMove(order: OrderStageState, to: OrderStage): OrderStage | null {
  return to === 'On hold' ? order.Stage : null;
}

/** Days a line's lead time text means: "3-4 weeks" -> 28, "15 days" -> 15, "2 months" -> 60; null when it names none. */
export function leadTimeDays(text: string): number | null {
  const pattern =
    /(\d+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?))?\s*(working\s+days?|business\s+days?|days?|d|weeks?|wks?|w|months?|mths?|m)\b/gi;
  let longest: number | null = null;
  for (const match of text.matchAll(pattern)) {
    const amount = Number(match[2] ?? match[1]);
    const unit = match[3]!.toLowerCase();
    const perUnit = unit.startsWith('m') ? 30 : unit.startsWith('w') && !unit.startsWith('working') ? 7 : 1;
    const days = Math.ceil(amount * perUnit);
    if (Number.isFinite(days) && days <= 3660 && (longest === null || days > longest)) longest = days;
  }
  return longest;
}

/** The promise when no line names a lead time the server can read. */
export const ORDER_DEFAULT_LEAD_DAYS = 28;

/** The longest lead time of the lines, in days (ORDER_DEFAULT_LEAD_DAYS when none can be read). */
export function promisedLeadDays(lineLeadTimes: readonly string[]): number {
  const days = lineLeadTimes.map(leadTimeDays).filter((d): d is number => d !== null);
  return days.length ? Math.max(...days) : ORDER_DEFAULT_LEAD_DAYS;
}

/** A link from a quotation or a lead to its order. */
export const orderLink = z.object({ _id: z.string(), Number: z.string(), Stage: z.enum(ORDER_STAGES) });
export type OrderLink = z.infer<typeof orderLink>;

/** SO-2026-00017: per year, at least five digits. */
export const ORDER_NUMBER_PATTERN = /^SO-\d{4}-\d{5,}$/;

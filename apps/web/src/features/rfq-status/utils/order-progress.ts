import type { BuyerOrderView } from '@rp/contract';

/** A stage of the flow as the loader hands it over (the contract's ORDER_FLOW with ORDER_STAGE_BUYER_LABELS). */
export interface OrderFlowStep {
  stage: string;
  label: string;
}

export interface OrderNote {
  at: string;
  text: string;
}

/** 'halted': where the order stands while On hold, or stood when it was cancelled. */
export type OrderStepState = 'done' | 'current' | 'halted' | 'upcoming';

export interface OrderProgressStep extends OrderFlowStep {
  state: OrderStepState;
  /** When the order last reached this stage; null when it was skipped or not reached yet. */
  reachedAt: string | null;
  /** What we told the buyer with a move to this stage, oldest first. */
  notes: OrderNote[];
}

/** On hold or Cancelled: when, and what we told the buyer about it ('' for nothing). */
export interface OrderPause {
  at: string;
  note: string;
}

export interface OrderProgress {
  steps: OrderProgressStep[];
  onHold: OrderPause | null;
  cancelled: OrderPause | null;
}

/**
 * What the buyer was told, under the stage it was told at. A hold that is over stays as a note of the stage it
 * interrupted ("On hold: ..."); the hold going on now (from `holdSince`) is reported apart, as the pause.
 */
function notesByStage(timeline: BuyerOrderView['Timeline'], flow: OrderFlowStep[], holdSince: string | null): Map<string, OrderNote[]> {
  const notes = new Map<string, OrderNote[]>();
  let standing = flow[0]?.stage ?? '';
  for (const e of timeline) {
    const inFlow = flow.some((step) => step.stage === e.Stage);
    if (inFlow) standing = e.Stage;
    if (!e.Note) continue;
    const pastHold = e.Stage === 'On hold' && (holdSince === null || e.At < holdSince);
    if (inFlow || pastHold) notes.set(standing, [...(notes.get(standing) ?? []), { at: e.At, text: pastHold ? `On hold: ${e.Note}` : e.Note }]);
  }
  return notes;
}

/**
 * The order's timeline as steps of the flow: every stage up to where the order stands is done (with the date
 * it was last reached), the stage it stands at is current, the rest are to come. On hold and Cancelled sit
 * outside the flow: the stage where the order stopped is 'halted', and the pause is reported apart.
 */
export function orderProgress(order: Pick<BuyerOrderView, 'Stage' | 'Timeline' | 'CreatedAt'>, flow: OrderFlowStep[]): OrderProgress {
  const inFlow = (stage: string) => flow.findIndex((step) => step.stage === stage);
  const timeline = [...order.Timeline].sort((a, b) => (a.At < b.At ? -1 : a.At > b.At ? 1 : 0));
  const flowEntries = timeline.filter((e) => inFlow(e.Stage) >= 0);
  // A note told to the buyer comes as an entry of the stage the order stands at: a stage is reached where a
  // run of its entries starts, and the latest such start is its date.
  const reachedAt = new Map<string, string>();
  timeline.forEach((e, i) => {
    if (timeline[i - 1]?.Stage !== e.Stage) reachedAt.set(e.Stage, e.At);
  });
  // Where the order stands in the flow: its stage, or the last flow stage before it was held or cancelled.
  const standing = inFlow(order.Stage) >= 0 ? order.Stage : (flowEntries.at(-1)?.Stage ?? flow[0]?.stage);
  const at = inFlow(standing ?? '');
  const halted = order.Stage === 'On hold' || order.Stage === 'Cancelled';
  const notes = notesByStage(timeline, flow, order.Stage === 'On hold' ? (reachedAt.get('On hold') ?? '') : null);
  const steps = flow.map((step, i): OrderProgressStep => {
    // The last stage (Delivered) reached is the end of the flow: done, not waiting on anything.
    const state: OrderStepState = i < at || (i === at && i === flow.length - 1) ? 'done' : i > at ? 'upcoming' : halted ? 'halted' : 'current';
    // An order's first stage has its creation as its date when the timeline has no entry for it.
    const reached = reachedAt.get(step.stage) ?? (i === 0 ? order.CreatedAt : null);
    return {
      ...step,
      state,
      reachedAt: state === 'upcoming' ? null : reached,
      notes: notes.get(step.stage) ?? [],
    };
  });
  const pause = (stage: string): OrderPause | null => {
    if (order.Stage !== stage) return null;
    // Only this pause's notes: an earlier hold's reason no longer applies.
    const since = reachedAt.get(stage) ?? '';
    const notes = timeline.filter((e) => e.Stage === stage && e.At >= since && e.Note).map((e) => e.Note);
    return { at: since, note: notes.join('\n\n') };
  };
  // A cancelled order has nothing to come: only the steps it went through.
  const shown = order.Stage === 'Cancelled' ? steps.filter((step) => step.state !== 'upcoming') : steps;
  return { steps: shown, onHold: pause('On hold'), cancelled: pause('Cancelled') };
}

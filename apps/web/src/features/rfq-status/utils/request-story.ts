import { MAIL_REPLY_PROMISE } from '@rp/contract/plain';
import type { RfqStatusView } from '@rp/contract';
import { dayLabel } from './quotation-format';

export type StoryStepState = 'done' | 'current' | 'upcoming';

export interface StoryStep {
  label: string;
  state: StoryStepState;
}

/**
 * Where a request stands, told once for the whole status page: the hero's line, the status and its steps, and
 * what the buyer can do now. Once a quotation is sent the page no longer promises a reply or says "Being
 * reviewed": it asks for the buyer's answer, and after an acceptance the order (its own section) tells the rest.
 */
export interface RequestStory {
  /** The hero's line under the title. */
  lead: string;
  /** The status in a few words (data-testid="rfq-status"). */
  status: string;
  steps: StoryStep[];
  /** A sentence under the steps (a closed request, an ended quotation); null for none. */
  note: string | null;
  /** The quotation can be answered: the page lists what the buyer can do next. */
  canAnswer: boolean;
}

/** Steps from labels: those before `current` done, it current (done too when `finished`), the rest to come. */
function stepsOf(labels: readonly string[], current: number, finished = false): StoryStep[] {
  return labels.map((label, i) => ({
    label,
    state: i < current || (finished && i === current) ? 'done' : i === current ? 'current' : 'upcoming',
  }));
}

/** Before any quotation: the lead's own status in the buyer's words (contract BUYER_STATUS_LABELS). */
const REQUEST_STEPS = ['Received', 'Being reviewed', 'Answered'] as const;
/** With a quotation: from the request to the order. */
const QUOTATION_STEPS = ['Received', 'Quotation sent', 'Your answer', 'Order'] as const;

function beforeQuotation(view: RfqStatusView): RequestStory {
  const label = view.statusLabel;
  if (label === 'Closed') {
    return {
      lead: 'This request is closed.',
      status: label,
      steps: [],
      note: 'This request is closed. Contact us if you would like to reopen it.',
      canAnswer: false,
    };
  }
  const current = Math.max(0, REQUEST_STEPS.indexOf(label as (typeof REQUEST_STEPS)[number]));
  const answered = label === 'Answered';
  return {
    lead: answered ? 'We have answered your request. Call or write to us with any questions, quoting your reference.' : MAIL_REPLY_PROMISE,
    status: label,
    steps: stepsOf(REQUEST_STEPS, current, answered),
    note: null,
    canAnswer: false,
  };
}

/** The story of a request; the order's own section takes over once there is one (see RfqStatusPage). */
export function requestStory(view: RfqStatusView): RequestStory {
  const quotation = view.quotation;
  if (!quotation) return beforeQuotation(view);
  const number = quotation.Number;
  if (quotation.State === 'Accepted') {
    return {
      lead: `You accepted our quotation ${number}. We are preparing your order.`,
      status: 'Accepted',
      steps: stepsOf(QUOTATION_STEPS, 3),
      note: null,
      canAnswer: false,
    };
  }
  if (quotation.State === 'Declined') {
    return {
      lead: `You declined our quotation ${number}. Contact us any time if you would like a revised one.`,
      status: 'Declined',
      steps: stepsOf(QUOTATION_STEPS.slice(0, 3), 2, true),
      note: null,
      canAnswer: false,
    };
  }
  if (quotation.CanAnswer) {
    const until = quotation.ValidUntil ? ` It is valid until ${dayLabel(quotation.ValidUntil)}.` : '';
    return {
      lead: `Our quotation ${number} is ready. Read it, download the PDF, then accept or decline it on this page.${until}`,
      status: 'Awaiting your answer',
      steps: stepsOf(QUOTATION_STEPS, 2),
      note: null,
      canAnswer: true,
    };
  }
  // Withdrawn, replaced or past its validity (also before the hourly expiry ran): the answer section says why in full.
  const ended =
    quotation.State === 'Withdrawn'
      ? { lead: `We withdrew our quotation ${number}. Contact us for a new quotation.`, status: 'Quotation withdrawn' }
      : quotation.State === 'Superseded'
        ? { lead: `Our quotation ${number} was replaced by a revised one.`, status: 'Quotation replaced' }
        : { lead: `Our quotation ${number} has expired. Ask us for a revised quotation.`, status: 'Quotation expired' };
  return {
    ...ended,
    steps: stepsOf(QUOTATION_STEPS.slice(0, 2), 1, true),
    note: null,
    canAnswer: false,
  };
}

// Zod-free (the '@rp/contract/plain' entry): the buyer's status page shows the stages without loading zod (ADR 079).

/** In order of the work; Cancelled and On hold sit outside the flow. */
export const ORDER_STAGES = [
  'Confirmed',
  'Material procurement',
  'Machining',
  'Inspection',
  'Ready for dispatch',
  'Dispatched',
  'Delivered',
  'Cancelled',
  'On hold',
] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** What an order's timeline records; the server's table takes its column values from here too. */
export const ORDER_EVENT_TYPES = [
  'created',
  'stage',
  'dispatch',
  'note',
  'promised-date',
  'assignment',
  'late',
  'closed-short',
  'proforma',
  'payment',
  'advance-override',
  'invoice',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** The stages while the parts are being made, in order: "in production" on the dashboard. */
export const ORDER_PRODUCTION_STAGES = ['Confirmed', 'Material procurement', 'Machining', 'Inspection', 'Ready for dispatch'] as const;
export type OrderProductionStage = (typeof ORDER_PRODUCTION_STAGES)[number];

/** The flow from confirmation to delivery, in order (production stages, then Dispatched and Delivered). */
export const ORDER_FLOW = [...ORDER_PRODUCTION_STAGES, 'Dispatched', 'Delivered'] as const;

/** An order no longer waits for anything from the works: never Late. */
export const ORDER_CLOSED_STAGES = ['Dispatched', 'Delivered', 'Cancelled'] as const satisfies readonly OrderStage[];

/** The stage in the buyer's words (status page and mails). */
export const ORDER_STAGE_BUYER_LABELS = {
  Confirmed: 'Order confirmed',
  'Material procurement': 'Sourcing material',
  Machining: 'In machining',
  Inspection: 'In quality inspection',
  'Ready for dispatch': 'Ready for dispatch',
  Dispatched: 'Dispatched',
  Delivered: 'Delivered',
  Cancelled: 'Cancelled',
  'On hold': 'On hold',
} as const satisfies Record<OrderStage, string>;

import { ORDER_FLOW, orderStageMoves, orderStageStateOf, type Order, type OrderStage, type OrderStageMove } from '@rp/contract';

const flowIndex = (stage: OrderStage) => (ORDER_FLOW as readonly string[]).indexOf(stage);

/**
 * The move offered first: the next stage of the flow that needs no note (from On hold, the stage it returns
 * to); null when there is none (Ready for dispatch goes on through Record dispatch). Never a step back or a cancel.
 */
export function nextStageOf(stage: OrderStage, moves: OrderStageMove[]): OrderStage | null {
  const ahead = moves.find((m) => !m.NeedsNote && (flowIndex(m.Stage) > flowIndex(stage) || stage === 'On hold'));
  return ahead?.Stage ?? null;
}

/** The order's next stage, offered as one button on its screen (issue 44). */
export const nextStage = (order: Order): OrderStage | null => nextStageOf(order.Stage, orderStageMoves(orderStageStateOf(order)));

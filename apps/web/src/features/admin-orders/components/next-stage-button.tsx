import { ArrowRight } from 'lucide-react';
import type { Order, OrderStage } from '@rp/contract';
import { Button } from '~/components/ui/button';
import { useMoveOrderStage } from '../api/move-order-stage';
import { notifySuccess, showActionError } from '../utils/action-error';

/**
 * The order's next stage in one click (issue 44): "Move to Machining". A move forward needs no note, and a
 * wrong one is undone through "Move to…" with a note; telling the buyer stays in that dialog too.
 */
export function NextStageButton({ order, stage }: { order: Order; stage: OrderStage }) {
  const move = useMoveOrderStage();
  const onClick = () =>
    move.mutate(
      { _id: order._id, Stage: stage },
      {
        onSuccess: (moved) => notifySuccess(`${moved.Number} moved to ${moved.Stage}.`),
        onError: (error) => showActionError(error, 'The order could not be moved.'),
      },
    );
  return (
    <Button variant="steel" size="sm" onClick={onClick} busy={move.isPending} data-testid="next-stage">
      {move.isPending ? null : <ArrowRight className="h-4 w-4" aria-hidden="true" />} Move to {stage}
    </Button>
  );
}

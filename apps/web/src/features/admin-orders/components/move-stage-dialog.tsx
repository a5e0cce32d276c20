import { useId, useState, type FormEvent } from 'react';
import {
  isProductionStage,
  orderStageMoveProblem,
  orderStageMoves,
  orderStageStateOf,
  type Order,
  type OrderStage,
  type OrderStageMove,
} from '@rp/contract';
import { adminInputClass, Field, fieldAria } from '~/components/ui/field';
import { Button } from '~/components/ui/button';
import { TitledDialog } from '~/components/ui/titled-dialog';
import { useMoveOrderStage } from '../api/move-order-stage';
import { notifySuccess, showActionError } from '../utils/action-error';
import { nextStageOf } from '../utils/next-stage';
import { DialogError, TellBuyerCheckbox } from './form-bits';

/** The move offered first: the next stage of the flow when allowed; else none (never a step back or a cancel by default). */
const defaultMove = (order: Order, moves: OrderStageMove[]): OrderStage | '' => nextStageOf(order.Stage, moves) ?? '';

/** What the note is called for this move, and whether it must be given. */
function noteLabel(move: OrderStageMove | undefined): string {
  if (!move?.NeedsNote) return 'Note (optional)';
  return move.Stage === 'Cancelled' || move.Stage === 'On hold' ? 'Reason' : 'Note: why it moves back';
}

/** "Move to ...": only the moves the contract's rules allow from this stage; a note when moving back, a reason to cancel or hold. */
export function MoveStageDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const id = useId();
  const move = useMoveOrderStage();
  const state = orderStageStateOf(order);
  const moves = orderStageMoves(state);
  const [chosen, setChosen] = useState<OrderStage | ''>(() => defaultMove(order, moves));
  const [note, setNote] = useState('');
  const [notifyBuyer, setNotifyBuyer] = useState(false);
  const [noteError, setNoteError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  // The order may change under the dialog (another person moved it): keep the choice only while it is allowed.
  const stage = moves.some((m) => m.Stage === chosen) ? chosen : defaultMove(order, moves);
  const current = moves.find((m) => m.Stage === stage);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stage) return;
    const problem = orderStageMoveProblem(state, stage, note);
    setNoteError(problem?.kind === 'note-required' ? problem.message : undefined);
    if (problem) {
      if (problem.kind === 'refused') setFailure(problem.message);
      return;
    }
    setFailure(null);
    try {
      const moved = await move.mutateAsync({ _id: order._id, Stage: stage, Note: note.trim() || undefined, NotifyBuyer: notifyBuyer });
      notifySuccess(`${moved.Number} moved to ${moved.Stage}${notifyBuyer ? '; the buyer is told' : ''}.`);
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The order could not be moved.');
      showActionError(error, 'The order could not be moved.');
    }
  }

  const busy = move.isPending;
  const partly = state.AnyDispatched === true;
  const stageHint =
    order.Stage === 'On hold'
      ? `On hold: it returns to ${order.HeldFrom ?? 'Confirmed'}${partly ? '' : ', or is cancelled'}.`
      : isProductionStage(order.Stage)
        ? 'An order becomes Dispatched through Record dispatch.'
        : undefined;
  // Part of it has gone: it cannot be cancelled any more, only closed short (from the order's screen).
  const hint = partly && stageHint ? `${stageHint} Part was dispatched: to stop here, close it short.` : stageHint;
  return (
    <TitledDialog
      title={`Move ${order.Number}`}
      description={`Now ${order.Stage}.`}
      onClose={busy ? () => undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant={stage === 'Cancelled' ? 'danger' : 'steel'} type="submit" form={`${id}-form`} busy={busy} disabled={!stage}>
            {stage ? `Move to ${stage}` : 'Move'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {moves.length === 0 ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">{order.Number} cannot move to another stage any more.</p>
        ) : (
          <form id={`${id}-form`} className="space-y-4" onSubmit={(e) => void submit(e)} noValidate>
            <Field tone="admin" className="min-w-0" id={`${id}-stage`} label="Move to" hint={hint}>
              <select
                id={`${id}-stage`}
                className={adminInputClass}
                value={stage}
                onChange={(e) => {
                  setChosen(e.target.value as OrderStage);
                  setNoteError(undefined);
                  setFailure(null);
                }}
                {...fieldAria(`${id}-stage`, undefined, hint)}
              >
                {stage ? null : (
                  <option value="" disabled>
                    Choose a stage…
                  </option>
                )}
                {moves.map((m) => (
                  <option key={m.Stage} value={m.Stage}>
                    {m.Stage}
                    {m.NeedsNote ? (m.Stage === 'Cancelled' || m.Stage === 'On hold' ? ' (with a reason)' : ' (back, with a note)') : ''}
                  </option>
                ))}
              </select>
            </Field>
            <Field tone="admin" className="min-w-0" id={`${id}-note`} label={noteLabel(current)} error={noteError}>
              <textarea
                id={`${id}-note`}
                rows={3}
                className={adminInputClass}
                value={note}
                onChange={(e) => {
                  setNote(e.target.value);
                  if (noteError && e.target.value.trim()) setNoteError(undefined);
                }}
                aria-required={current?.NeedsNote ? true : undefined}
                {...fieldAria(`${id}-note`, noteError)}
              />
            </Field>
            <TellBuyerCheckbox
              id={`${id}-tell`}
              checked={notifyBuyer}
              onChange={setNotifyBuyer}
              what="Mails the buyer the new stage in their words, this note and their status link; the note shows on their page."
            />
          </form>
        )}
        {/* Outside the form: after a refusal the order is fetched again and may have no moves left to offer. */}
        <DialogError message={failure} />
      </div>
    </TitledDialog>
  );
}

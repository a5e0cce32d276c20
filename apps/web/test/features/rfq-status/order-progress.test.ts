import { ORDER_FLOW, ORDER_STAGE_BUYER_LABELS, type BuyerOrderView, type OrderStage } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { orderProgress } from '~/features/rfq-status/utils/order-progress';

const flow = ORDER_FLOW.map((stage) => ({ stage, label: ORDER_STAGE_BUYER_LABELS[stage] }));
const CREATED = '2026-11-02T05:00:00.000Z';
const entry = (day: number, stage: OrderStage, note = '') => ({
  At: `2026-11-${String(day).padStart(2, '0')}T06:30:00.000Z`,
  Stage: stage,
  StageLabel: ORDER_STAGE_BUYER_LABELS[stage],
  Note: note,
});
type Timeline = BuyerOrderView['Timeline'];
const progressOf = (stage: OrderStage, timeline: Timeline) => orderProgress({ Stage: stage, Timeline: timeline, CreatedAt: CREATED }, flow);
const states = (stage: OrderStage, timeline: Timeline) => progressOf(stage, timeline).steps.map((s) => `${s.stage}:${s.state}`);

describe('orderProgress', () => {
  it('marks the stages before the current one done with the date each was reached, and the rest to come', () => {
    const timeline = [entry(3, 'Machining', 'Bar stock arrived; turning has begun.'), entry(2, 'Confirmed'), entry(2, 'Material procurement')];
    const { steps, onHold, cancelled } = progressOf('Machining', timeline);
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(steps[2]).toMatchObject({ reachedAt: timeline[0]!.At, notes: [{ at: timeline[0]!.At, text: 'Bar stock arrived; turning has begun.' }] });
    expect(steps[3]!.reachedAt).toBeNull();
    expect(steps[0]!.notes).toEqual([]);
    expect(onHold).toBeNull();
    expect(cancelled).toBeNull();
  });

  it('dates the first stage by the order itself when the timeline has no entry for it, and leaves a skipped stage undated', () => {
    const { steps } = progressOf('Machining', [entry(4, 'Machining')]);
    expect(steps[0]!.reachedAt).toBe(CREATED);
    expect(steps[1]).toMatchObject({ state: 'done', reachedAt: null });
  });

  it('dates a stage by the move into it, not by a later note told to the buyer at that stage', () => {
    const timeline = [entry(2, 'Confirmed'), entry(3, 'Machining'), entry(5, 'Machining', 'Half the shafts are turned.')];
    const { steps } = progressOf('Machining', timeline);
    expect(steps[2]).toMatchObject({
      state: 'current',
      reachedAt: timeline[1]!.At,
      notes: [{ at: timeline[2]!.At, text: 'Half the shafts are turned.' }],
    });
  });

  it('after a move back, the stage moved to is current with its latest date and the later one is to come again', () => {
    const timeline = [entry(2, 'Confirmed'), entry(3, 'Machining'), entry(5, 'Inspection'), entry(6, 'Machining', 'Rework on two bores.')];
    const { steps } = progressOf('Machining', timeline);
    expect(steps[2]).toMatchObject({ state: 'current', reachedAt: timeline[3]!.At });
    expect(steps[3]).toMatchObject({ state: 'upcoming', reachedAt: null });
  });

  it('On hold keeps the stage it stopped at (halted) and reports when and why; Cancelled shows only the stages gone through', () => {
    const held = [entry(2, 'Confirmed'), entry(3, 'Material procurement'), entry(4, 'On hold', 'Waiting for your revised drawing.')];
    const onHold = progressOf('On hold', held);
    expect(onHold.steps.map((s) => s.state).slice(0, 3)).toEqual(['done', 'halted', 'upcoming']);
    expect(onHold.onHold).toEqual({ at: held[2]!.At, note: 'Waiting for your revised drawing.' });
    expect(onHold.cancelled).toBeNull();
    // Held again later: only the new hold's reason; the first hold stays as a note of the stage it interrupted.
    const again = [...held, entry(5, 'Material procurement'), entry(6, 'On hold', 'Customs hold on the bar stock.')];
    const second = progressOf('On hold', again);
    expect(second.onHold).toEqual({ at: again[4]!.At, note: 'Customs hold on the bar stock.' });
    expect(second.steps[1]!.notes).toEqual([{ at: held[2]!.At, text: 'On hold: Waiting for your revised drawing.' }]);
    // Resumed: no pause any more, both holds are notes of the stage.
    const resumed = progressOf('Material procurement', [...again, entry(7, 'Material procurement')]);
    expect(resumed.onHold).toBeNull();
    expect(resumed.steps[1]!.notes.map((n) => n.text)).toEqual([
      'On hold: Waiting for your revised drawing.',
      'On hold: Customs hold on the bar stock.',
    ]);

    const cancelled = [entry(2, 'Confirmed'), entry(3, 'Machining'), entry(5, 'Cancelled', '')];
    expect(states('Cancelled', cancelled)).toEqual(['Confirmed:done', 'Material procurement:done', 'Machining:halted']);
    expect(progressOf('Cancelled', cancelled).cancelled).toEqual({ at: cancelled[2]!.At, note: '' });
  });

  it('a dispatched order waits on delivery; a delivered one has every stage done', () => {
    const timeline = ORDER_FLOW.map((stage, i) => entry(2 + i, stage));
    expect(progressOf('Dispatched', timeline.slice(0, 6)).steps.map((s) => s.state)).toEqual([...Array(5).fill('done'), 'current', 'upcoming']);
    expect(progressOf('Delivered', timeline).steps.map((s) => s.state)).toEqual(Array(7).fill('done'));
  });
});

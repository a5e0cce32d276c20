import type { QuotationBuyerView, RfqStatusView } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { requestStory } from '~/features/rfq-status/utils/request-story';

const lead = (statusLabel: string, quotation: Partial<QuotationBuyerView> | null = null): RfqStatusView =>
  ({
    reference: 'Q-2026-00042',
    kind: 'quote',
    createdAt: '2026-11-20T05:00:00.000Z',
    company: 'Gondal Gear Works',
    product: 'Shafts',
    drawingName: '',
    statusLabel,
    quotation: quotation && { Number: 'QT-2026-00007', ValidUntil: '2026-12-29', ClosedReason: null, ...quotation },
    order: null,
  }) as RfqStatusView;

const steps = (view: RfqStatusView) => requestStory(view).steps.map((s) => `${s.label}:${s.state}`);
const REPLY_PROMISE = /reply within 24 business hours/;

describe('requestStory: one story for the status page', () => {
  it('before a quotation: the reply promise and the request steps, in the buyer words of the lead status', () => {
    const story = requestStory(lead('Being reviewed'));
    expect(story).toMatchObject({ status: 'Being reviewed', canAnswer: false, note: null });
    expect(story.lead).toMatch(REPLY_PROMISE);
    expect(steps(lead('Being reviewed'))).toEqual(['Received:done', 'Being reviewed:current', 'Answered:upcoming']);
  });

  it('answered without a quotation, or closed: no promise of a reply any more', () => {
    const answered = requestStory(lead('Answered'));
    expect(answered.lead).not.toMatch(REPLY_PROMISE);
    expect(answered.steps.every((s) => s.state === 'done')).toBe(true);
    const closed = requestStory(lead('Closed'));
    expect(closed).toMatchObject({ status: 'Closed', steps: [], note: 'This request is closed. Contact us if you would like to reopen it.' });
  });

  it('a quotation to answer: no promise and no "Being reviewed" (whatever the lead status), but what to do next', () => {
    const view = lead('Being reviewed', { State: 'Viewed', CanAnswer: true });
    const story = requestStory(view);
    expect(story).toMatchObject({ status: 'Awaiting your answer', canAnswer: true });
    expect(story.lead).toBe(
      'Our quotation QT-2026-00007 is ready. Read it, download the PDF, then accept or decline it on this page. It is valid until 29 December 2026.',
    );
    expect(JSON.stringify(story)).not.toMatch(/Being reviewed|reply within/);
    expect(steps(view)).toEqual(['Received:done', 'Quotation sent:done', 'Your answer:current', 'Order:upcoming']);
  });

  it('accepted: the order comes next; declined: the answer is the last step', () => {
    expect(requestStory(lead('Being reviewed', { State: 'Accepted', CanAnswer: false }))).toMatchObject({
      status: 'Accepted',
      lead: 'You accepted our quotation QT-2026-00007. We are preparing your order.',
    });
    expect(steps(lead('Being reviewed', { State: 'Accepted', CanAnswer: false })).at(-1)).toBe('Order:current');
    const declined = lead('Being reviewed', { State: 'Declined', CanAnswer: false });
    expect(requestStory(declined).status).toBe('Declined');
    expect(steps(declined)).toEqual(['Received:done', 'Quotation sent:done', 'Your answer:done']);
  });

  it('past its validity (also while still Sent), withdrawn or replaced: says so and what to do, offers no answer', () => {
    const expired = requestStory(lead('Being reviewed', { State: 'Sent', CanAnswer: false }));
    expect(expired).toMatchObject({ status: 'Quotation expired', canAnswer: false });
    expect(expired.lead).toBe('Our quotation QT-2026-00007 has expired. Ask us for a revised quotation.');
    expect(requestStory(lead('Being reviewed', { State: 'Withdrawn', CanAnswer: false })).status).toBe('Quotation withdrawn');
    expect(requestStory(lead('Being reviewed', { State: 'Superseded', CanAnswer: false })).status).toBe('Quotation replaced');
  });
});

import { BUYER_ACCOUNT } from '@rp/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DeskView } from '~/features/buyer-desk/components/desk-view';
import { ReorderForm } from '~/features/buyer-desk/components/reorder-form';
import { SignInPanel } from '~/features/buyer-desk/components/sign-in-panel';
import { SUMMARY } from './desk-fixtures';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the buyer desk', () => {
  it('lists the documents with their PDFs, the repeat, the open quotation answer link and Order again per line', () => {
    const html = renderToStaticMarkup(<DeskView summary={SUMMARY} search="" />);
    const words = text(html);
    expect(words).toContain('buyer@gondal.example');
    expect(words).toContain('Repeat of SO-2026-00017');
    expect(words).toContain('₹1,21,625.50');
    expect(words).toContain('docket D-5511');
    expect(html).toContain('href="/inv.pdf"');
    expect(html).toContain('href="/ack.pdf"');
    expect(html).toContain('href="/rfq/Q-2026-00009?key=abc#answer"');
    expect(html).toContain('href="/account/reorder?order=o1&amp;number=SO-2026-00017&amp;line=l1"');
    expect(html).toContain('href="/account/reorder?order=o1&amp;number=SO-2026-00017"');
    // Sign out and sign out everywhere are plain POST forms.
    expect(html.match(/<form[^>]*action="\/account" method="post"/g)).toHaveLength(2);
    // Sections in the order of the business: requests, quotations, orders, proformas.
    expect([...html.matchAll(/data-testid="desk-(requests|quotations|orders|proformas)"/g)].map((m) => m[1])).toEqual([
      'requests',
      'quotations',
      'orders',
      'proformas',
    ]);
  });

  it('prefills the reorder form with the last quantities and shows a refusal beside its field', () => {
    const order = SUMMARY.Orders.Items[0]!;
    const fresh = renderToStaticMarkup(<ReorderForm order={order} lines={order.Lines} action="/account/reorder?order=o1" />);
    expect(fresh).toMatch(/name="Quantity_l1"[^>]*value="250"/);
    expect(fresh).toMatch(/name="Quantity_l2"[^>]*value="12.5"/);
    // Two lines: each is ticked to order and may be unticked (no JavaScript needed to leave one out).
    expect(fresh.match(/<input[^>]*type="checkbox"[^>]*name="LineId"[^>]*checked=""/g)).toHaveLength(2);
    const single = renderToStaticMarkup(<ReorderForm order={order} lines={[order.Lines[0]!]} action="/account/reorder?order=o1&line=l1" />);
    expect(single).toContain('<input type="hidden" name="LineId" value="l1"/>');
    const refused = renderToStaticMarkup(
      <ReorderForm
        order={order}
        lines={order.Lines}
        action="/account/reorder?order=o1"
        reply={{
          intent: 'reorder',
          sent: false,
          message: 'Please correct the highlighted fields.',
          values: { Quantity_l2: '0' },
          errors: { Quantity_l2: 'Quantity must be more than 0.' },
        }}
      />,
    );
    expect(refused).toMatch(/aria-invalid="true"[^>]*name="Quantity_l2"/);
    expect(refused).toContain('id="reorder-l2-error"');
    expect(text(refused)).toContain('Quantity must be more than 0.');
  });

  it('tells an expired link apart, and answers the same sentence once sent', () => {
    const expired = text(renderToStaticMarkup(<SignInPanel notice="expired" />));
    expect(expired).toContain('This sign-in link has expired or was used already');
    expect(expired).toContain(`for ${BUYER_ACCOUNT.linkMinutes} minutes`);
    const sent = renderToStaticMarkup(
      <SignInPanel
        notice="expired"
        reply={{ intent: 'link', sent: true, message: 'If we know this address, a link is on its way.', values: {}, errors: {} }}
      />,
    );
    expect(text(sent)).toContain('If we know this address, a link is on its way.');
    expect(sent).not.toContain('signin-expired');
  });
});

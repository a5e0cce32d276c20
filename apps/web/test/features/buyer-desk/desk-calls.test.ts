import { ACCOUNT_LINK_SENT } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { findOrder } from '~/features/buyer-desk/api/find-order.server';
import { loadSummary } from '~/features/buyer-desk/api/load-summary.server';
import { requestLink } from '~/features/buyer-desk/api/request-link.server';
import { sendReorder } from '~/features/buyer-desk/api/send-reorder.server';
import { SUMMARY, fakeAccount } from './desk-fixtures';

const COOKIE = 'rp_buyer=s3cret';
const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('the desk calls the account API with the page request cookie', () => {
  it('reads the summary with the search and page, and is signed out on a 401 (its Set-Cookie kept)', async () => {
    const ok = fakeAccount(() => ({ body: { success: true, data: SUMMARY } }));
    const load = await loadSummary(ok.account, COOKIE, { search: 'PO-881', page: 2 });
    expect(load.signedIn && load.summary.Email).toBe('buyer@gondal.example');
    expect(ok.calls).toEqual([{ method: 'GET', path: '/account/summary?search=PO-881&page=2', cookie: COOKIE, body: undefined }]);

    const ended = fakeAccount(() => ({ status: 401, body: { success: false, message: 'Sign in.' }, setCookies: ['rp_buyer=; Max-Age=0'] }));
    expect(await loadSummary(ended.account, COOKIE, {})).toEqual({ signedIn: false, setCookies: ['rp_buyer=; Max-Age=0'] });
  });

  it('throws on a server failure rather than showing the sign-in form', async () => {
    const broken = fakeAccount(() => ({ status: 500, body: null }));
    await expect(loadSummary(broken.account, COOKIE, {})).rejects.toThrow(/500/);
  });

  it('answers the link form with the API sentence, or the field message beside the address', async () => {
    const sent = fakeAccount(() => ({ body: { success: true, message: ACCOUNT_LINK_SENT } }));
    const reply = await requestLink(sent.account, '', form([['Email', '  buyer@gondal.example ']]));
    expect(reply).toMatchObject({ sent: true, message: ACCOUNT_LINK_SENT, values: { Email: 'buyer@gondal.example' } });
    expect(sent.calls[0]).toMatchObject({ method: 'POST', path: '/account/link', body: { Email: 'buyer@gondal.example' } });

    const bad = fakeAccount(() => ({
      status: 400,
      body: { success: false, message: 'Please correct the highlighted fields.', errors: { Email: 'Enter a valid e-mail address.' } },
    }));
    expect(await requestLink(bad.account, '', form([['Email', 'nope']]))).toMatchObject({
      sent: false,
      errors: { Email: 'Enter a valid e-mail address.' },
    });
  });

  it('sends the reorder with numbers for quantities and only the filled optional fields', async () => {
    const ok = fakeAccount(() => ({ status: 201, body: { success: true, data: { Reference: 'Q-2026-00050' } } }));
    const result = await sendReorder(
      ok.account,
      COOKIE,
      form([
        ['OrderId', 'o1'],
        ['LineId', 'l1'],
        ['Quantity_l1', '1,000'],
        ['LineId', 'l2'],
        ['Quantity_l2', '12.5'],
        ['PONumber', ' PO-900 '],
        ['RequiredBy', ''],
        ['Note', ' '],
      ]),
    );
    expect(result).toEqual({ done: true, reference: 'Q-2026-00050' });
    expect(ok.calls[0]?.body).toEqual({
      OrderId: 'o1',
      Lines: [
        { LineId: 'l1', Quantity: 1000 },
        { LineId: 'l2', Quantity: 12.5 },
      ],
      PONumber: 'PO-900',
    });
  });

  it('leaves out a line left unticked, and keeps its quantity as typed', async () => {
    const ok = fakeAccount(() => ({ status: 201, body: { success: true, data: { Reference: 'Q-2026-00051' } } }));
    await sendReorder(
      ok.account,
      COOKIE,
      form([
        ['OrderId', 'o1'],
        ['Quantity_l1', '300'],
        ['LineId', 'l2'],
        ['Quantity_l2', '20'],
      ]),
    );
    expect(ok.calls[0]?.body).toEqual({ OrderId: 'o1', Lines: [{ LineId: 'l2', Quantity: 20 }] });
    const none = fakeAccount(() => ({
      status: 400,
      body: { success: false, message: 'Please correct the highlighted fields.', errors: { Lines: 'Choose at least one line to order again.' } },
    }));
    const refused = await sendReorder(
      none.account,
      COOKIE,
      form([
        ['OrderId', 'o1'],
        ['Quantity_l1', '300'],
      ]),
    );
    expect(refused.done).toBe(false);
    if (refused.done) return;
    expect(refused.reply.errors).toEqual({ Lines: 'Choose at least one line to order again.' });
    expect(refused.reply.values).toMatchObject({ Quantity_l1: '300' });
    expect(refused.reply.values.Line_l1).toBeUndefined();
  });

  it("puts a line's refusal beside that line's quantity and keeps what was typed", async () => {
    const refused = fakeAccount(() => ({
      status: 400,
      body: {
        success: false,
        message: 'Please correct the highlighted fields.',
        errors: { 'Lines.1.Quantity': 'Quantity must be more than 0.', RequiredBy: 'Required by must be a day.' },
      },
    }));
    const result = await sendReorder(
      refused.account,
      COOKIE,
      form([
        ['OrderId', 'o1'],
        ['LineId', 'l1'],
        ['Quantity_l1', '5'],
        ['LineId', 'l2'],
        ['Quantity_l2', '0'],
        ['RequiredBy', '2026-02-30'],
      ]),
    );
    expect(result.done).toBe(false);
    if (result.done) return;
    expect(result.status).toBe(400);
    expect(result.reply.errors).toEqual({ Quantity_l2: 'Quantity must be more than 0.', RequiredBy: 'Required by must be a day.' });
    expect(result.reply.values).toMatchObject({ Quantity_l1: '5', Quantity_l2: '0', RequiredBy: '2026-02-30' });
  });

  it("puts the API's 'Lines' quantity refusal beside the quantity that is not a positive number", async () => {
    const refused = fakeAccount(() => ({
      status: 400,
      body: { success: false, message: 'Quantity must be more than 0.', errors: { Lines: 'Quantity must be more than 0.' } },
    }));
    const result = await sendReorder(
      refused.account,
      COOKIE,
      form([
        ['OrderId', 'o1'],
        ['LineId', 'l1'],
        ['Quantity_l1', '1,000'],
        ['LineId', 'l2'],
        ['Quantity_l2', '0'],
      ]),
    );
    if (result.done) throw new Error('refused');
    expect(result.reply.errors).toEqual({ Quantity_l2: 'Quantity must be more than 0.' });
    // A refusal of the lines themselves (not a quantity) stays above them.
    const other = fakeAccount(() => ({
      status: 400,
      body: { success: false, message: 'Line 1 is not a line of order SO-1.', errors: { Lines: 'Line 1 is not a line of order SO-1.' } },
    }));
    const kept = await sendReorder(
      other.account,
      COOKIE,
      form([
        ['OrderId', 'o1'],
        ['LineId', 'l9'],
        ['Quantity_l9', '5'],
      ]),
    );
    if (kept.done) throw new Error('refused');
    expect(kept.reply.errors).toEqual({ Lines: 'Line 1 is not a line of order SO-1.' });
  });

  it('finds the order by its number first, and nothing for an order that is not the session own', async () => {
    const desk = fakeAccount(() => ({ body: { success: true, data: SUMMARY } }));
    const found = await findOrder(desk.account, COOKIE, 'o1', 'SO-2026-00017');
    expect(found.signedIn && found.order?.Number).toBe('SO-2026-00017');
    expect(desk.calls.map((c) => c.path)).toEqual(['/account/summary?search=SO-2026-00017']);

    const other = fakeAccount(() => ({ body: { success: true, data: SUMMARY } }));
    const missing = await findOrder(other.account, COOKIE, 'someone-elses', 'SO-2026-00099');
    expect(missing).toEqual({ signedIn: true, email: 'buyer@gondal.example', order: null });
    // The search, then page 1, which holds every order (1 of 1): no more pages read.
    expect(other.calls.map((c) => c.path)).toEqual(['/account/summary?search=SO-2026-00099', '/account/summary']);
  });
});

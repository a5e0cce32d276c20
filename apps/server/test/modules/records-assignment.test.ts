import { buildInquiry, buildQuote } from '@rp/contract/testing';
import { describe, expect, it } from 'vitest';
import { ADMIN } from '../helpers.js';
import { addresses, subjectOf, textOf } from '../support/mail.js';
import { addMember, setupTeamApp } from '../support/team.js';

const { catcher, ctx, ownerToken, call } = await setupTeamApp();
type Lead = { _id: string; Reference: string; Title: string; AssignedTo: string | null; AssignedToName: string; Status: string };
const create = async (kind: 'quote' | 'inquery', title: string): Promise<Lead> =>
  (await call(`/${kind}/save`, null, kind === 'quote' ? buildQuote({ Title: title }) : buildInquiry({ Title: title }))).json().data;
/** An assignment as the back office sends it: the record as received, without its Status. */
const assign = (kind: 'quote' | 'inquery', lead: Lead, AssignedTo: string | null, token = ownerToken) =>
  call(`/${kind}/save`, token, { ...lead, Status: undefined, AssignedTo });
const list = async (kind: 'quote' | 'inquery', filters: object, token = ownerToken) => {
  const res = await call(`/${kind}/list`, token, { page: 1, pageSize: 200, ...filters });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Lead[]; total: number; statusCounts: Record<string, number> };
};

const me = (await call('/team/list', ownerToken)).json().data.find((m: { Email: string }) => m.Email === ADMIN.email) as {
  _id: string;
  Name: string;
};
const asha = await addMember(ctx, catcher, ownerToken, 'asha.sales@example.com', 'Staff');
const ravi = await addMember(ctx, catcher, ownerToken, 'ravi.office@example.com', 'Staff');
const quote = await create('quote', 'Assigned Buyer');
const inquiry = await create('inquery', 'Assigned Inquirer');

describe('assigning a lead', () => {
  it('assigns a quote to an active account, answers its name, and mails the assignee a link to the lead', async () => {
    const res = await assign('quote', quote, asha.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: `Assigned to Member ${asha.email}.`,
      data: { AssignedTo: asha.id, AssignedToName: `Member ${asha.email}`, Status: 'New' },
    });
    const [mail] = await catcher.waitFor((m) => addresses(m.parsed.to).includes(asha.email) && subjectOf(m).startsWith('Assigned to you'), 1);
    expect(subjectOf(mail!)).toBe(`Assigned to you: ${quote.Reference} Assigned Buyer`);
    const text = textOf(mail!);
    expect(text).toContain(`Reference: ${quote.Reference}`);
    expect(text).toContain('From: Assigned Buyer');
    expect(text).toContain(`${me.Name || ADMIN.email} assigned this quote request to you.`);
    expect(text).toMatch(new RegExp(`https?://\\S+/admin/quotes\\?open=${quote._id}`));
  });

  it('reassigns and unassigns, each change in the timeline with who, from and to, and in the activity log', async () => {
    expect((await assign('quote', quote, ravi.id)).json().data.AssignedTo).toBe(ravi.id);
    const unassigned = await assign('quote', quote, null);
    expect(unassigned.json()).toMatchObject({ message: 'Unassigned.', data: { AssignedTo: null, AssignedToName: '' } });
    const detail = (await call('/quote/getByID', ownerToken, { _id: quote._id })).json().data[0];
    const events = detail.Timeline.filter((e: { Type: string }) => e.Type === 'assignment');
    expect(events.map(({ By, From, To }: Record<string, string>) => ({ By, From, To }))).toEqual([
      { By: ADMIN.email, From: '', To: `Member ${asha.email}` },
      { By: ADMIN.email, From: `Member ${asha.email}`, To: `Member ${ravi.email}` },
      { By: ADMIN.email, From: `Member ${ravi.email}`, To: '' },
    ]);
    expect(events[2].Text).toBe(`Unassigned (was Member ${ravi.email}).`);
    const log = (await call('/activity/list', ownerToken, { kind: 'lead-assigned', pageSize: 10 })).json().data;
    expect(log.slice(0, 3).map((e: { Subject: string; Details: object }) => [e.Subject, e.Details])).toEqual([
      [quote.Reference, { to: null, from: ravi.email }],
      [quote.Reference, { to: ravi.email, from: asha.email }],
      [quote.Reference, { to: asha.email, from: null }],
    ]);
  });

  it('sends no mail when people assign a lead to themselves, and adds nothing when nothing changes', async () => {
    const sent = catcher.mails.length;
    const self = await assign('inquery', inquiry, asha.id, asha.token);
    expect(self.json().data.AssignedTo).toBe(asha.id);
    const same = await assign('inquery', { ...inquiry, AssignedTo: asha.id }, asha.id, asha.token);
    expect(same.json().message).toBe('Status updated.');
    const detail = (await call('/inquery/getByID', ownerToken, { _id: inquiry._id })).json().data[0];
    expect(detail.Timeline.filter((e: { Type: string }) => e.Type === 'assignment')).toHaveLength(1);
    expect(detail.Timeline.some((e: { Type: string; Text: string }) => e.Type === 'mail' && e.Text.includes('Assigned to you'))).toBe(false);
    // The outbox is empty of it: a quote assigned to Ravi now mails only Ravi, so the self-assignment never went out.
    await assign('quote', quote, ravi.id);
    await catcher.waitFor((m) => addresses(m.parsed.to).includes(ravi.email) && subjectOf(m).includes(quote.Reference), 1);
    expect(catcher.mails.slice(sent).filter((m) => addresses(m.parsed.to).includes(asha.email))).toHaveLength(0);
  });

  it('keeps the status when only the assignee changes, and the assignee when only the status changes', async () => {
    const status = await call('/quote/save', ownerToken, { ...quote, AssignedTo: undefined, Status: 'Pending' });
    expect(status.json().data).toMatchObject({ Status: 'Pending', AssignedTo: ravi.id });
  });

  it.each([
    ['an unknown account', '00000000-0000-4000-8000-000000000000'],
    ['something that is not an id', 'nobody'],
    ['an invited account that never accepted', 'invited'],
    ['a deactivated account', 'deactivated'],
  ])('refuses %s with a clear 400 and changes nothing', async (_what, who) => {
    let id = who;
    if (who === 'invited')
      id = (await call('/team/invite', ownerToken, { Email: 'not.yet@example.com', Name: 'Not Yet', Role: 'Staff' })).json().data._id;
    if (who === 'deactivated') {
      const gone = await addMember(ctx, catcher, ownerToken, `gone.${Date.now()}@example.com`, 'Staff');
      expect((await call('/team/update', ownerToken, { _id: gone.id, Active: false })).statusCode).toBe(200);
      id = gone.id;
    }
    const res = await assign('inquery', inquiry, id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'AssignedTo must be the _id of an active team member.', errors: { AssignedTo: expect.any(String) } });
    expect((await call('/inquery/getByID', ownerToken, { _id: inquiry._id })).json().data[0].AssignedTo).toBe(asha.id);
  });

  it('refuses an update with neither Status nor AssignedTo, and assignment without a session', async () => {
    const none = await call('/quote/save', ownerToken, { ...quote, Status: undefined, AssignedTo: undefined });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Status or AssignedTo is required to update a record.');
    expect((await assign('quote', quote, asha.id, '')).statusCode).toBe(401);
  });
});

describe('the Assigned to me and Unassigned filters', () => {
  it('lists what is assigned to the caller, and what is assigned to nobody, with matching counts', async () => {
    const extra = await create('quote', 'Nobody Yet');
    const forRavi = await list('quote', { assigned: 'me' }, ravi.token);
    expect(forRavi.data.map((r) => r._id)).toEqual([quote._id]);
    expect(forRavi.total).toBe(1);
    expect(forRavi.statusCounts).toMatchObject({ Pending: 1, New: 0 });
    expect((await list('quote', { assigned: 'me' })).total).toBe(0);
    const nobody = await list('quote', { assigned: 'unassigned' });
    expect(nobody.data.map((r) => r._id)).toContain(extra._id);
    expect(nobody.data.every((r) => r.AssignedTo === null)).toBe(true);
    expect((await list('inquery', { assigned: 'me' }, asha.token)).data.map((r) => r._id)).toEqual([inquiry._id]);
    const every = await list('quote', {});
    expect(every.data.find((r) => r._id === quote._id)!.AssignedToName).toBe(`Member ${ravi.email}`);
  });

  it('applies to the CSV export too, and refuses an unknown value', async () => {
    const csv = await ctx.app.inject({ method: 'GET', url: '/api/v1/quote/export?assigned=me', headers: ctx.auth(ravi.token) });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(quote.Reference);
    expect(csv.body.trim().split('\n')).toHaveLength(2);
    const bad = await call('/quote/list', ownerToken, { assigned: 'them' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("Assigned must be 'me' or 'unassigned'.");
  });
});

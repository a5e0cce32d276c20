import { buildInquiry, buildProduct, buildQuote } from '@rp/contract/testing';
import { ACTIVITY_KINDS, allEndpoints, indiaDay, SITE_CONTENT_SEED, type ActivityEntry } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { ADMIN } from '../../helpers.js';
import { buildQuotationBody } from '../../support/quotations.js';
import { addMember, linkMail, strongPassword, setupTeamApp } from '../../support/team.js';
import { completeCompanyProfile, saveCompleteCompanyProfile } from '../../support/company-profile.js';

const { catcher, ctx, ownerToken, call } = await setupTeamApp();
// Quotations that charge GST are sent by a company with a GSTIN.
await saveCompleteCompanyProfile(ctx.database.db);
const activity = async (payload: object = {}, token = ownerToken) => {
  const res = await call('/activity/list', token, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: ActivityEntry[]; total: number; page: number; pageSize: number };
};
const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBeLessThan(300);

// Every kind but the two-factor ones (wired by the 2FA branch) is produced here, through the real calls.
const secrets: string[] = [ADMIN.password];
const staff = await addMember(ctx, catcher, ownerToken, 'log.staff@example.com', 'Staff');
secrets.push(staff.password, staff.token, ownerToken);
const wrongPassword = 'Not-The-Password-123';
secrets.push(wrongPassword);
for (const Email of [ADMIN.email, 'nobody.here@example.com']) {
  expect((await call('/auth/login', null, { Email, Password: wrongPassword, RoleType: 'admin' })).statusCode).toBe(401);
}
const product = (await call('/product/save', ownerToken, buildProduct({ ProductTitle: 'Logged Flange' }))).json().data;
ok(await call('/product/save', ownerToken, { ...product, ProductTitle: 'Logged Flange, revised' }));
ok(await ctx.app.inject({ method: 'DELETE', url: '/api/v1/product/remove', headers: ctx.auth(ownerToken), payload: { _id: product._id } }));
const quote = (await call('/quote/save', null, buildQuote())).json().data;
const inquiry = (await call('/inquery/save', null, buildInquiry())).json().data;
// Quotations (before the lead changes below, whose entries the test reads as the newest of their kind).
const quotation = (await call('/quotation/save', ownerToken, buildQuotationBody({ Source: 'Phone' }))).json().data;
ok(await call('/quotation/send', ownerToken, { _id: quotation._id }));
ok(await call('/quotation/share-link', ownerToken, { _id: quotation._id }));
const revision = (await call('/quotation/revise', ownerToken, { _id: quotation._id })).json().data;
ok(await call('/quotation/withdraw', ownerToken, { _id: revision._id }));
const accepted = await call('/quotation/accept', ownerToken, { _id: quotation._id, PONumber: 'PO-1' });
ok(accepted);
ok(await ctx.app.inject({ method: 'GET', url: '/api/v1/quotation/export', headers: ctx.auth(ownerToken) }));
// The order the acceptance made (issue 34): a move, a dispatch, a new promise, a note, the export.
const order = (await call('/order/getByID', staff.token, { _id: accepted.json().data.Order._id })).json().data[0];
ok(await call('/order/stage', staff.token, { _id: order._id, Stage: 'Machining' }));
const today = indiaDay();
const dispatch = { InvoiceNo: 'INV-1', InvoiceDate: today, Transporter: 'VRL', DocketNo: 'D-1', DispatchDate: today, Packages: 1 };
ok(await call('/order/dispatch', staff.token, { _id: order._id, ...dispatch, Lines: [{ LineId: order.Lines[0]._id, Quantity: 1 }] }));
ok(await call('/order/update', ownerToken, { _id: order._id, PromisedDate: '2030-01-31' }));
ok(await call('/order/note', staff.token, { _id: order._id, Note: 'A private order note' }));
// The money after the yes (issue 46): an advance asked, sent and one cancelled; a payment recorded and removed; an
// Owner's dispatch before the advance is in.
const proforma = (await call('/proforma/create', staff.token, { OrderId: order._id, Percent: 10 })).json().data;
ok(await call('/proforma/send', staff.token, { _id: proforma._id }));
const spare = (await call('/proforma/create', staff.token, { OrderId: order._id, Percent: 20 })).json().data;
ok(await call('/proforma/cancel', staff.token, { _id: spare._id, Reason: 'Asked twice' }));
const payment = (await call('/payment/save', staff.token, { OrderId: order._id, Amount: 100, Date: today, Mode: 'UPI' })).json().data;
ok(await call('/payment/remove', ownerToken, { _id: payment._id, Reason: 'Entered on the wrong order' }));
ok(await call('/settings/company', ownerToken, { ...completeCompanyProfile(), DispatchNeedsAdvancePercent: 100 }));
const early = { ...dispatch, InvoiceNo: 'INV-2', OverrideAdvance: true, Note: 'Regular buyer, advance promised' };
ok(await call('/order/dispatch', ownerToken, { _id: order._id, ...early, Lines: [{ LineId: order.Lines[0]._id, Quantity: 1 }] }));
ok(await call('/settings/company', ownerToken, completeCompanyProfile()));
// A tax invoice issued at dispatch (issue 48), its e-invoice and e-way bill recorded, the list exported, then cancelled.
const invoiced = { ...dispatch, InvoiceNo: '', InvoiceDate: undefined, VehicleNo: 'GJ03AB1234' };
const invoiceId = (
  await call('/order/dispatch', staff.token, { _id: order._id, ...invoiced, Lines: [{ LineId: order.Lines[0]._id, Quantity: 1 }] })
).json().data.Invoices[0]._id;
const irn = { IRN: 'a'.repeat(64), AckNo: '1124', AckDate: today, SignedQRCode: 'eyJ.eyJ.c2ln' };
ok(await call('/invoice/einvoice', staff.token, { _id: invoiceId, ...irn }));
ok(await call('/invoice/eway', staff.token, { _id: invoiceId, EwayBillNo: '331012345678', EwayBillDate: today }));
ok(await ctx.app.inject({ method: 'GET', url: '/api/v1/invoice/export?state=Issued', headers: ctx.auth(staff.token) }));
ok(await call('/invoice/cancel', ownerToken, { _id: invoiceId, Reason: 'A private cancel reason' }));
// Buyers (issue 46) and the estimating rates (issue 47).
const contact = (name: string) => [{ Name: name, Email: `${name.toLowerCase()}@logged-buyer.example` }];
const kept = (await call('/buyer/save', staff.token, { Company: 'Logged Buyer', Contacts: contact('Kept') })).json().data;
const gone = (await call('/buyer/save', staff.token, { Company: 'Logged Buyer (again)', Contacts: contact('Gone') })).json().data;
ok(await call('/buyer/save', staff.token, { ...kept, Notes: 'Pays on time' }));
ok(await call('/buyer/merge', ownerToken, { _id: gone._id, IntoId: kept._id }));
ok(await ctx.app.inject({ method: 'GET', url: '/api/v1/buyer/export', headers: ctx.auth(staff.token) }));
const rates = (await ctx.app.inject({ method: 'GET', url: '/api/v1/settings/rates', headers: ctx.auth(ownerToken) })).json().data;
const { UpdatedAt: _at, UpdatedBy: _by, ...rateTables } = rates;
ok(await call('/settings/rates', ownerToken, { ...rateTables, DefaultMarginPercent: 25 }));
ok(await ctx.app.inject({ method: 'GET', url: '/api/v1/order/export?late=true', headers: ctx.auth(ownerToken) }));
ok(await call('/quote/save', staff.token, { ...quote, Status: 'Pending' }));
ok(await call('/quote/note', staff.token, { _id: quote._id, Text: 'A private note text' }));
ok(await call('/quote/save', ownerToken, { ...quote, Status: undefined, AssignedTo: staff.id }));
ok(await ctx.app.inject({ method: 'GET', url: '/api/v1/quote/export?status=Pending', headers: ctx.auth(staff.token) }));
ok(await ctx.app.inject({ method: 'DELETE', url: '/api/v1/inquery/remove', headers: ctx.auth(ownerToken), payload: { _id: inquiry._id } }));
ok(await call('/team/update', ownerToken, { _id: staff.id, Role: 'Owner' }));
ok(await call('/team/update', ownerToken, { _id: staff.id, Role: 'Staff' }));
const newPassword = strongPassword();
secrets.push(newPassword);
ok(await call('/auth/change-password', staff.token, { CurrentPassword: staff.password, NewPassword: newPassword }));
ok(await call('/auth/forgot-password', null, { Email: staff.email }));
const reset = await linkMail(catcher, staff.email, '/admin/reset-password');
const resetPassword = strongPassword();
secrets.push(reset.token, resetPassword);
ok(await call('/auth/reset-password', null, { Token: reset.token, Password: resetPassword }));
ok(await call('/team/update', ownerToken, { _id: staff.id, Active: false }));
ok(await call('/team/update', ownerToken, { _id: staff.id, Active: true }));
const again = await call('/auth/login', null, { Email: staff.email, Password: resetPassword, RoleType: 'admin' });
ok(again);
secrets.push(again.json().Token);
ok(await call('/auth/logout', again.json().Token));
ok(await call('/settings/company', ownerToken, { ...completeCompanyProfile(), TradeName: 'Logged Works' }));
// Site content (issue 37): a save, its undo, a restore (issue 44) and the Owner's switch for Staff.
ok(await call('/content/save', ownerToken, { Kind: 'about', Document: { ...SITE_CONTENT_SEED.about, Vision: 'Logged vision.' } }));
ok(await call('/content/undo', ownerToken, { Kind: 'about' }));
ok(await call('/content/restore', ownerToken, { Kind: 'about', Version: 2 }));
ok(await call('/content/staff-access', ownerToken, { StaffMayEdit: false }));

describe('POST /activity/list', () => {
  it('has an entry of every kind a change makes, each with who, when, IP and what', async () => {
    const { data, total } = await activity({ pageSize: 200 });
    expect(total).toBe(data.length);
    const kinds = new Set(data.map((e) => e.Kind));
    for (const kind of ACTIVITY_KINDS.filter((k) => !k.startsWith('2fa-'))) expect(kinds, kind).toContain(kind);
    const byKind = (kind: string) => data.filter((e) => e.Kind === kind);
    expect(byKind('product-created')[0]).toMatchObject({ Subject: 'Logged Flange', ActorEmail: ADMIN.email, Ip: '127.0.0.1' });
    expect(byKind('product-updated')[0]!.Subject).toBe('Logged Flange, revised');
    expect(byKind('product-deleted')[0]!.Subject).toBe('Logged Flange, revised');
    expect(byKind('lead-status')[0]).toMatchObject({ Subject: quote.Reference, ActorId: staff.id, Details: { from: 'New', to: 'Pending' } });
    expect(byKind('lead-note')[0]).toMatchObject({ Subject: quote.Reference, ActorEmail: staff.email });
    expect(byKind('lead-assigned')[0]).toMatchObject({ Subject: quote.Reference, Details: { to: staff.email, from: null } });
    expect(byKind('lead-deleted')[0]!.Subject).toBe(inquiry.Reference);
    expect(byKind('leads-exported')[0]).toMatchObject({ Subject: 'Quotes', ActorId: staff.id, Details: { status: 'Pending' } });
    expect(byKind('team-role-changed').map((e) => e.Details)).toEqual([
      { from: 'Owner', to: 'Staff' },
      { from: 'Staff', to: 'Owner' },
    ]);
    for (const kind of ['team-invited', 'team-deactivated', 'team-reactivated', 'invite-accepted', 'password-changed', 'password-reset']) {
      expect(byKind(kind)[0]!.Subject, kind).toBe(staff.email);
    }
    const failed = byKind('sign-in-failed');
    expect(failed.find((e) => e.ActorEmail === 'nobody.here@example.com')).toMatchObject({ ActorId: null, ActorName: '' });
    expect(failed.find((e) => e.ActorEmail === ADMIN.email)!.ActorId).not.toBeNull();
    expect(byKind('sign-out')[0]).toMatchObject({ ActorId: staff.id, ActorName: `Member ${staff.email}` });
    expect(byKind('company-profile-updated')[0]).toMatchObject({ Subject: 'Logged Works', Details: { fields: 'TradeName' } });
    expect(byKind('order-created')[0]).toMatchObject({ Subject: order.Number, ActorEmail: ADMIN.email, Details: { quotation: quotation.Number } });
    expect(byKind('order-stage')[0]).toMatchObject({ Subject: order.Number, ActorId: staff.id, Details: { from: 'Confirmed', to: 'Machining' } });
    expect(byKind('order-dispatched')[0]).toMatchObject({ Subject: order.Number, Details: { lines: 1, complete: false } });
    expect(byKind('order-updated')[0]).toMatchObject({ Subject: order.Number, Details: { promisedDate: '2030-01-31' } });
    expect(byKind('order-note')[0]).toMatchObject({ Subject: order.Number, Details: { characters: 20 } });
    expect(byKind('orders-exported')[0]).toMatchObject({ Subject: 'Orders', Details: { late: true } });
    const invoiceNumber = byKind('invoice-issued')[0]!.Subject;
    expect(byKind('invoice-issued')[0]).toMatchObject({ ActorId: staff.id, Details: { order: order.Number, lines: 1, completes: false } });
    expect(byKind('invoice-einvoice')[0]).toMatchObject({ Subject: invoiceNumber, Details: { replaced: false } });
    expect(byKind('invoice-eway')[0]).toMatchObject({ Subject: invoiceNumber, Details: { replaced: false } });
    expect(byKind('invoices-exported')[0]).toMatchObject({ Subject: 'Invoices', ActorId: staff.id, Details: { format: 'csv', state: 'Issued' } });
    expect(byKind('invoice-cancelled')[0]).toMatchObject({ Subject: invoiceNumber, Details: { order: order.Number, reopened: false } });
  });

  it('never holds a password, token or the text of a note', async () => {
    const text = JSON.stringify((await activity({ pageSize: 200 })).data);
    for (const secret of [...secrets, 'A private note text', 'A private order note', 'A private cancel reason']) expect(text).not.toContain(secret);
  });

  it('answers newest first, paged, with the total', async () => {
    const all = (await activity({ pageSize: 200 })).data;
    const times = all.map((e) => e.At);
    expect([...times].sort().reverse()).toEqual(times);
    const page2 = await activity({ page: 2, pageSize: 5 });
    expect(page2).toMatchObject({ page: 2, pageSize: 5, total: all.length });
    expect(page2.data.map((e) => e._id)).toEqual(all.slice(5, 10).map((e) => e._id));
    const beyond = await activity({ page: 1000, pageSize: 5 });
    expect(beyond.data).toEqual([]);
    expect(beyond.total).toBe(all.length);
  });

  it('filters by person and by kind, together or alone', async () => {
    const mine = await activity({ actor: staff.id, pageSize: 200 });
    expect(mine.total).toBeGreaterThan(3);
    expect(mine.data.every((e) => e.ActorId === staff.id)).toBe(true);
    const signIns = await activity({ kind: 'sign-in', pageSize: 200 });
    expect(signIns.data.every((e) => e.Kind === 'sign-in')).toBe(true);
    const both = await activity({ actor: staff.id, kind: 'lead-note' });
    expect(both.total).toBe(1);
    expect((await activity({ actor: '00000000-0000-4000-8000-000000000000' })).total).toBe(0);
    expect((await activity({ actor: 'not-an-id' })).total).toBe(0);
  });

  it('lets Staff read it too', async () => {
    const login = await call('/auth/login', null, { Email: staff.email, Password: resetPassword, RoleType: 'admin' });
    expect((await activity({}, login.json().Token)).total).toBeGreaterThan(0);
  });

  it.each([
    ['a kind that does not exist', { kind: 'coffee' }, 'Kind must be one of:'],
    ['page 0', { page: 0 }, 'Page must be a whole number from 1.'],
    ['a page size over 200', { pageSize: 201 }, 'Page size must be a whole number from 1 to 200.'],
    ['an actor that is not text', { actor: 5 }, 'Actor must be an account _id.'],
  ])('refuses %s with a clear 400', async (_what, payload, message) => {
    const res = await call('/activity/list', ownerToken, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('answers 401 without a session', async () => {
    const res = await call('/activity/list', null, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('offers no call that edits or deletes an entry', () => {
    expect(allEndpoints.filter((e) => e.path.startsWith('/activity')).map((e) => `${e.method} ${e.path}`)).toEqual(['POST /activity/list']);
  });
});

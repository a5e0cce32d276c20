import { describe, expect, it } from 'vitest';
import { buyerSaveBody, type Buyer, type BuyerDetail } from '@rp/contract';
import { buyerFormValues, newBuyerValues, placeServerErrors } from '../../../src/features/admin-buyers/utils/buyer-form';
import { buyerTimeline } from '../../../src/features/admin-buyers/utils/buyer-timeline';
import { buyerSearchOf, readBuyerListView, writeBuyerListView } from '../../../src/features/admin-buyers/utils/list-view';

const BUYER: Buyer = {
  _id: 'b1',
  Company: 'Saurashtra Pumps Pvt Ltd',
  GSTIN: '24AAACS1234K1ZN',
  GstTreatment: 'Registered',
  BillingAddress: 'Plot 12, GIDC Lodhika',
  City: 'Rajkot',
  PinCode: '360021',
  StateCode: '24',
  ShippingAddresses: [{ Address: 'Gate 3, Metoda GIDC', City: 'Rajkot', PinCode: '360021', StateCode: '24' }],
  Contacts: [
    { Name: 'Hetal Desai', Email: 'hetal@saurashtra.example', Phone: '+91 98250 12345', Designation: 'Purchase', SeesCompanyDocuments: true },
  ],
  Notes: '',
  createdAt: '2026-11-01T05:00:00.000Z',
  updatedAt: '2026-11-02T05:00:00.000Z',
};

describe('buyers list view in the URL', () => {
  it('round-trips the search and page and leaves defaults out', () => {
    const params = writeBuyerListView({ search: '24AAACS', page: 2 }, new URLSearchParams('keep=1'));
    expect(params.toString()).toBe('keep=1&q=24AAACS&page=2');
    expect(readBuyerListView(params)).toEqual({ search: '24AAACS', page: 2 });
    expect(writeBuyerListView({ search: '', page: 1 }).toString()).toBe('');
  });

  it('sends a trimmed search, or none', () => {
    expect(buyerSearchOf({ search: '  Hetal ', page: 1 })).toBe('Hetal');
    expect(buyerSearchOf({ search: '   ', page: 1 })).toBeUndefined();
  });
});

describe('the buyer form', () => {
  it('takes a saved buyer back as a body the contract accepts unchanged', () => {
    const parsed = buyerSaveBody.parse(buyerFormValues(BUYER));
    expect(parsed).toMatchObject({
      _id: 'b1',
      Company: BUYER.Company,
      GSTIN: BUYER.GSTIN,
      Contacts: BUYER.Contacts,
      ShippingAddresses: BUYER.ShippingAddresses,
    });
  });

  it('starts a new buyer with one empty contact, which the contract refuses until named', () => {
    const values = newBuyerValues();
    expect(values.Contacts).toHaveLength(1);
    const result = buyerSaveBody.safeParse({ ...values, Company: 'Kaveri Valves' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain('Contacts.0.Name');
    expect(buyerSaveBody.safeParse({ ...values, Company: 'Kaveri Valves', Contacts: [] }).error?.issues[0]?.message).toBe(
      'Add at least one contact.',
    );
  });

  it('puts the server’s messages on their dotted paths and says whether any was placed', () => {
    const placed: [string, string][] = [];
    expect(placeServerErrors({ 'Contacts.1.Email': 'Email must be valid.', _id: 'x' }, (p, m) => placed.push([p, m]))).toBe(true);
    expect(placed).toEqual([['Contacts.1.Email', 'Email must be valid.']]);
    expect(placeServerErrors(undefined, () => undefined)).toBe(false);
  });
});

describe('the buyer timeline', () => {
  const detail: Pick<BuyerDetail, 'Leads' | 'Quotations' | 'Orders' | 'Proformas' | 'Payments'> = {
    Leads: [{ _id: 'l1', At: '2026-10-01T05:00:00.000Z', Reference: 'Q-2026-00042', Types: 'quote', Status: 'Quoted', Title: 'Hetal Desai' }],
    Quotations: [{ _id: 'q1', At: '2026-10-03T05:00:00.000Z', Number: 'QT-2026-00007', State: 'Accepted', GrandTotal: 118000, Currency: 'INR' }],
    Orders: [
      { _id: 'o1', At: '2026-10-05T05:00:00.000Z', Number: 'SO-2026-00003', Stage: 'Machining', GrandTotal: 118000, Received: 59000, Balance: 59000 },
    ],
    Proformas: [{ _id: 'p1', At: '2026-10-06T05:00:00.000Z', Number: 'PI/26-27/0001', OrderId: 'o1', State: 'Paid', Amount: 59000 }],
    Payments: [
      { _id: 'y1', At: '2026-10-07T05:00:00.000Z', OrderId: 'o1', OrderNumber: 'SO-2026-00003', Amount: 59000, Mode: 'UPI', Reference: 'UPI-1234' },
    ],
  };

  it('lists every document newest first, with its state, value and where it opens', () => {
    const entries = buyerTimeline(detail);
    expect(entries.map((e) => e.kind)).toEqual(['payment', 'proforma', 'order', 'quotation', 'request']);
    expect(entries.map((e) => e.number)).toEqual(['UPI-1234', 'PI/26-27/0001', 'SO-2026-00003', 'QT-2026-00007', 'Q-2026-00042']);
    expect(entries[2]).toMatchObject({ state: 'Machining · owes ₹59,000.00', amount: '₹1,18,000.00', href: '/admin/orders/o1' });
    expect(entries[3]).toMatchObject({ state: 'Accepted', amount: '₹1,18,000.00', href: '/admin/quotations/q1' });
    expect(entries[4]).toMatchObject({ label: 'Quote request', href: '/admin/quotes?open=l1' });
    expect(entries[1]?.href).toBe('/admin/orders/o1');
  });

  it('shows a foreign-currency quotation in its currency and an empty buyer as no entries', () => {
    const usd = buyerTimeline({ ...detail, Quotations: [{ ...detail.Quotations[0]!, Currency: 'USD', GrandTotal: 1250.5 }] });
    expect(usd.find((e) => e.kind === 'quotation')?.amount).toBe('USD 1,250.50');
    expect(buyerTimeline({ Leads: [], Quotations: [], Orders: [], Proformas: [], Payments: [] })).toEqual([]);
  });
});

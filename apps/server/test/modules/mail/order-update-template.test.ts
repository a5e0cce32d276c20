import type { PublicCompanyProfile } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { renderOrderUpdateMail, type OrderUpdateMail } from '../../../src/modules/mail/templates/order-update.js';

const us: PublicCompanyProfile = {
  TradeName: 'Rajkot Precision Works',
  LegalName: 'Rajkot Precision Works Pvt Ltd',
  Address: ['Plot 24, Aji GIDC', 'Rajkot 360003', 'Gujarat, India'],
  Street: 'Plot 24, Aji GIDC',
  City: 'Rajkot',
  StateName: 'Gujarat',
  PinCode: '360003',
  GSTIN: '24AAACR1234A1Z5',
  Phones: [{ label: '+91 98765 43210', href: 'tel:+919876543210' }],
  Email: 'sales@example.com',
  Emails: ['sales@example.com'],
  ChatUrl: '',
};

const mail = (overrides: Partial<OrderUpdateMail>): OrderUpdateMail => ({
  number: 'SO-2026-00017',
  poNumber: 'KP/PO/2026/00871',
  contact: 'Meera Nair',
  stageLabel: 'In machining',
  promisedDate: '25 December 2026',
  note: '',
  dispatch: null,
  statusUrl: 'https://rpw.example/rfq/Q-2026-00042?key=k',
  us,
  ...overrides,
});

describe("the buyer's order mail", () => {
  it('lists each line of a dispatch on a line of its own in the HTML, as the text does', () => {
    const rendered = renderOrderUpdateMail(
      mail({
        dispatch: {
          invoiceNo: 'INV/26-27/0412',
          invoiceDate: '27 November 2026',
          transporter: 'VRL Logistics',
          docketNo: 'VRL-4471188203',
          dispatchDate: '27 November 2026',
          ewayBillNo: '',
          packages: 4,
          lines: ['Bronze wear ring 110/125 x 18: 240 Nos', 'EN19 impeller shaft <ground>: 60 Nos'],
          complete: false,
        },
      }),
    );
    expect(rendered.html).toContain('Bronze wear ring 110/125 x 18: 240 Nos<br>EN19 impeller shaft &lt;ground&gt;: 60 Nos');
    expect(rendered.text).toContain('Sent: Bronze wear ring 110/125 x 18: 240 Nos\n  EN19 impeller shaft <ground>: 60 Nos');
  });

  it('says what happened for On hold, Cancelled and Delivered, and names the stage reached otherwise', () => {
    const intro = (stageLabel: string) => renderOrderUpdateMail(mail({ stageLabel })).text.split('\n')[2];
    expect(intro('On hold')).toBe('Your order SO-2026-00017 is on hold.');
    expect(intro('Cancelled')).toBe('Your order SO-2026-00017 has been cancelled.');
    expect(intro('Delivered')).toBe('Your order SO-2026-00017 has been delivered.');
    expect(intro('In machining')).toBe('Your order SO-2026-00017 is now at this stage: In machining.');
  });
});

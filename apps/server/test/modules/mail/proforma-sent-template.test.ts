import type { PublicCompanyProfile } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { renderProformaSentMail, type ProformaSentMail } from '../../../src/modules/mail/templates/proforma-sent.js';

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

const proformaMail = (overrides: Partial<ProformaSentMail> = {}): ProformaSentMail => ({
  number: 'PI/26-27/0001',
  orderNumber: 'SO-2026-00017',
  poNumber: 'KP/PO/2026/00871',
  contact: 'Meera Nair',
  asked: '₹59,000.00 (50 % of ₹1,18,000.00)',
  dueDate: '6 December 2026',
  upiId: 'rpw@hdfcbank',
  statusUrl: 'https://rpw.example/rfq/Q-2026-00042?key=k',
  pdfName: 'Proforma invoice PI-26-27-0001.pdf',
  us,
  ...overrides,
});

describe("the buyer's proforma mail", () => {
  it('says the advance, the due date, the UPI ID, the attached PDF, that it is no tax invoice, and links the status page, in text and HTML', () => {
    const mail = renderProformaSentMail(proformaMail());
    expect(mail.subject).toBe('Proforma invoice PI/26-27/0001 for your order SO-2026-00017 from Rajkot Precision Works');
    for (const part of [mail.text, mail.html]) {
      for (const words of [
        'Meera Nair',
        'KP/PO/2026/00871',
        '₹59,000.00 (50 % of ₹1,18,000.00)',
        '6 December 2026',
        'rpw@hdfcbank',
        'Proforma invoice PI-26-27-0001.pdf',
        'This is not a tax invoice',
      ])
        expect(part).toContain(words);
      expect(part).toContain('https://rpw.example/rfq/Q-2026-00042?key=k');
    }
  });

  it('leaves out what is not there: no due date, no UPI ID, no PO, no status link', () => {
    const mail = renderProformaSentMail(proformaMail({ dueDate: '', upiId: '', poNumber: '', statusUrl: '' }));
    expect(mail.text).not.toMatch(/Due by|UPI ID|your PO|keep this link private/);
    expect(mail.html).not.toMatch(/Due by|UPI ID|your PO|See your order online/);
  });
});

import { buildRecordItem } from '@rp/contract/testing';
import { describe, expect, it } from 'vitest';
import { renderBuyerAcknowledgement } from '../../../src/modules/mail/templates/buyer-acknowledgement.js';
import { oneLine } from '../../../src/modules/mail/templates/header-text.js';
import { leadFacts } from '../../../src/modules/mail/templates/lead-facts.js';
import { renderStaffNotification } from '../../../src/modules/mail/templates/staff-notification.js';

const record = buildRecordItem({
  Title: 'Asha\r\nBcc: x@example.net',
  Description: 'Company: Acme\u2028Injected: yes\nProduct of Interest: Shafts\tand more',
  Message: 'Line one\nLine two',
});

describe('mail templates', () => {
  it('put buyer values into one-line subjects, capped', () => {
    expect(oneLine('a\r\nb\u2028c\u0000d\te')).toBe('a b c d e');
    expect(oneLine('x'.repeat(200))).toHaveLength(80);
    const facts = leadFacts(record, 'https://rpw.example', 'k'.repeat(43));
    const staff = renderStaffNotification(facts);
    expect(staff.subject).toBe('New quote request Q-2026-00042: Acme, Shafts and more');
    expect(renderStaffNotification({ ...facts, kind: 'inquiry' }).subject).toBe('New inquiry Q-2026-00042: Asha Bcc: x@example.net');
    expect(renderBuyerAcknowledgement(facts).subject).toBe('We received your quote request Q-2026-00042');
  });

  it('date the lead in India time and link to the record and the status page', () => {
    const facts = leadFacts(record, 'https://rpw.example', 'secret-key');
    expect(facts.receivedAt).toBe('23 November 2026 at 14:05 IST');
    expect(facts.adminUrl).toBe('https://rpw.example/admin/quotes?open=4f1c2a8e-0000-4000-8000-000000000001');
    expect(facts.statusUrl).toBe('https://rpw.example/rfq/Q-2026-00042?key=secret-key');
    expect(facts.phone).toBe('N/A');
    const ack = renderBuyerAcknowledgement(facts);
    expect(ack.html).toContain('<meta name="color-scheme" content="light dark">');
    expect(ack.html).toContain('Line one<br>Line two');
  });
});

// @database-agnostic: mail templates, no database (the PGlite pass only)
import { buildRecordItem } from '@rp/contract/testing';
import { describe, expect, it } from 'vitest';
import { ACK_FIELD_MAX, renderBuyerAcknowledgement } from '../../../src/modules/mail/templates/buyer-acknowledgement.js';
import { oneLine } from '../../../src/modules/mail/templates/header-text.js';
import { leadFacts } from '../../../src/modules/mail/templates/lead-facts.js';
import { renderStaffNotification } from '../../../src/modules/mail/templates/staff-notification.js';

const record = buildRecordItem({
  Title: 'Asha\r\nBcc: x@example.net',
  Description: 'Company: Acme\u2028Injected: yes\nProduct of Interest: Shafts\tand more',
  // The stored company (issue 46): what the request's Description line gave at intake.
  Company: 'Acme',
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
    expect(renderStaffNotification(facts).html).toContain('Line one<br>Line two');
  });

  it("give the buyer's acknowledgement none of the free text and only short fields, capped", () => {
    const spam = 'BUY CHEAP WATCHES AT spam.example ';
    const long = buildRecordItem({
      Title: `Asha ${spam.repeat(5)}`,
      Description: `Company: Shreeji ${spam.repeat(50)}\nProduct of Interest: Shafts ${spam}\nQuantity: ${spam}\nFree text ${spam}`,
      Company: `Shreeji ${spam.repeat(50)}`,
      Message: spam.repeat(290),
      ContactNo: '+91 11111 22222',
      Attachments: [
        { id: 'f1', name: `${'drawing-'.repeat(30)}.pdf`, type: 'application/pdf', size: 1000, url: '/f1', thumbnailUrl: null, removedAt: null },
      ],
    });
    const facts = leadFacts(long, 'https://rpw.example', 'status-key');
    const ack = renderBuyerAcknowledgement(facts);
    for (const part of [ack.text, ack.html]) {
      expect(part).toContain('Q-2026-00042');
      expect(part).toContain('https://rpw.example/rfq/Q-2026-00042?key=status-key');
      expect(part).toContain('Asha BUY CHEAP');
      expect(part).toContain('Shreeji BUY CHEAP');
      expect(part).toContain('drawing-drawing-');
      expect(part).not.toContain('Quantity');
      expect(part).not.toContain('Free text');
      expect(part).not.toContain('11111 22222');
      // Every buyer value at most ACK_FIELD_MAX characters: the spam phrase fits at most twice in each.
      expect(part.split('BUY CHEAP').length - 1).toBeLessThanOrEqual(4 * 2 + 1);
    }
    expect(ack.text.length).toBeLessThan(1200);
    const buyerLines = ack.text.split('\n').filter((line) => /BUY CHEAP|drawing-/.test(line));
    expect(buyerLines).toHaveLength(5); // greeting, name, company, product, drawing
    for (const line of buyerLines) expect(line.length, line).toBeLessThanOrEqual('Company: '.length + ACK_FIELD_MAX);
    // The team's copy keeps everything.
    const staff = renderStaffNotification(facts);
    expect(staff.text).toContain(long.Message);
    expect(staff.text).toContain('Quantity');
  });
});

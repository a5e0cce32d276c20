import { buildQuote } from '@rp/contract/testing';
import { COMPANY_PROFILE_SEED } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { addresses, htmlOf, leadMails, subjectOf, textOf } from '../../support/mail.js';
import { addMember, setupTeamApp } from '../../support/team.js';

// The mails read the company profile: after an Owner saves it, the next mails carry the new name, phone and mailbox.
const { catcher, ctx, ownerToken, call } = await setupTeamApp();
const saved = await call('/settings/company', ownerToken, {
  ...COMPANY_PROFILE_SEED,
  TradeName: 'Saurashtra Turned Parts',
  Phones: ['+91 281 255 0101'],
  Emails: ['enquiry@saurashtra-parts.in'],
});
expect(saved.statusCode, saved.body).toBe(200);

describe('mails after the company profile changed', () => {
  it("acknowledge a buyer with the profile's name, phone and mailbox (Reply-To too), and brand the staff copy", async () => {
    const created = await call('/quote/save', null, buildQuote());
    expect(created.statusCode, created.body).toBe(201);
    const { staff, buyer } = await leadMails(catcher, created.json().data.Reference);

    expect(addresses(buyer.parsed.replyTo)).toEqual(['enquiry@saurashtra-parts.in']);
    for (const part of [textOf(buyer), htmlOf(buyer)]) {
      expect(part).toContain('Saurashtra Turned Parts');
      expect(part).toContain('+91 281 255 0101');
      expect(part).toContain('enquiry@saurashtra-parts.in');
      expect(part).not.toContain('98765 43210');
      expect(part).not.toContain('sales@example.com');
    }
    expect(htmlOf(buyer)).toContain('href="tel:+912812550101"');
    expect(htmlOf(staff)).toContain('Saurashtra Turned Parts');
    expect(htmlOf(staff)).not.toContain(COMPANY_PROFILE_SEED.TradeName);
  });

  it('name the company in team invitations and lead assignments', async () => {
    const member = await addMember(ctx, catcher, ownerToken, 'profile.mails@example.com', 'Staff');
    const [invite] = await catcher.waitFor((m) => addresses(m.parsed.to).includes(member.email) && subjectOf(m).includes('invited'), 1, 20_000);
    expect(subjectOf(invite!)).toBe('You are invited to the Saurashtra Turned Parts back office');
    expect(htmlOf(invite!)).not.toContain(COMPANY_PROFILE_SEED.TradeName);

    const lead = (await call('/quote/save', null, buildQuote())).json().data;
    const assigned = await call('/quote/save', ownerToken, { ...lead, Status: undefined, AssignedTo: member.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const [note] = await catcher.waitFor((m) => subjectOf(m).startsWith(`Assigned to you: ${lead.Reference}`), 1, 20_000);
    expect(textOf(note!)).toContain('Saurashtra Turned Parts');
    expect(htmlOf(note!)).toContain('Saurashtra Turned Parts');
  });
});

import { describe, expect, it } from 'vitest';
import { certificationTitle, certificationsComingSoonLine, SITE_CONTENT_SEED } from '@rp/contract';

describe('seeded content reads right (issue 44)', () => {
  it('gives every seeded testimonial a name in Person and a title in Designation', () => {
    for (const t of SITE_CONTENT_SEED.testimonials.Items) {
      expect(t.Person, t.Quote).toMatch(/^[A-Z]\. [A-Z][a-z]+$/);
      expect(t.Designation, t.Person).toMatch(/Manager|Head|Lead|Director/);
    }
  });

  it('says "certified" for a held ISO certificate, "registered" for a registration, and keeps the spec texts of the seed', () => {
    expect(certificationTitle({ Name: 'ISO 9001:2015', State: 'Registered' })).toBe('ISO 9001:2015 certified');
    expect(certificationTitle({ Name: 'ISO', State: 'Registered' })).toBe('ISO certified');
    expect(certificationTitle({ Name: 'MSME', State: 'Registered' })).toBe('MSME registered');
    expect(certificationTitle({ Name: 'GST', State: 'Registered' })).toBe('GST registered');
    expect(SITE_CONTENT_SEED.certifications.Items.map(certificationTitle)).toEqual([
      'MSME registered',
      'GST registered',
      'Export License coming soon',
      'ISO certification in process',
    ]);
    expect(certificationsComingSoonLine(SITE_CONTENT_SEED.certifications.Items)).toBe('Coming soon: Export License | ISO');
  });
});

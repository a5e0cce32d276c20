import { COMPANY_PROFILE_SEED, type CompanyProfileRecord } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { ownerHeaders, setupTwoProcesses, type ServerProcess } from '../../support/two-processes.js';

// Two server processes on one database, as behind a load balancer: on PostgreSQL each has its own pool; on
// PGlite (one process in production) they share the embedded database. Both serve the production web build
// (npm run build first), so the public pages are the cached ones.
const { processA, processB } = await setupTwoProcesses();

type App = ServerProcess;
const page = async (app: App, url: string) => (await app.inject({ method: 'GET', url })).body;
const profileOf = async (app: App, headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/v1/settings/company', headers })).json<{ data: CompanyProfileRecord }>().data;

describe('the company profile in two processes', () => {
  it('a save in one process shows on the very next load of the other: API, footer, contact page, titles and JSON-LD', async () => {
    const headers = await ownerHeaders(processA);
    // Fill both processes' caches first.
    for (const app of [processA, processB]) {
      expect(await page(app, '/')).toContain('+91 98765 43210');
      expect(await page(app, '/contact')).toContain('sales@example.com');
      expect((await profileOf(app, headers)).TradeName).toBe(COMPANY_PROFILE_SEED.TradeName);
    }

    const saved = await processA.inject({
      method: 'POST',
      url: '/api/v1/settings/company',
      headers,
      payload: {
        ...COMPANY_PROFILE_SEED,
        TradeName: 'Saurashtra Turned Parts',
        Phones: ['+91 281 255 0101'],
        Emails: ['enquiry@saurashtra-parts.in'],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    for (const app of [processB, processA]) {
      expect((await profileOf(app, headers)).TradeName).toBe('Saurashtra Turned Parts');
      const home = await page(app, '/');
      expect(home).toContain('Saurashtra Turned Parts');
      expect(home).toContain('+91 281 255 0101');
      expect(home).toContain('href="tel:+912812550101"');
      expect(home).not.toContain('98765 43210');
      // The page title and the Organization JSON-LD follow the profile too.
      expect(home).toMatch(/<title>Saurashtra Turned Parts \|/);
      expect(home).toContain('"name":"Saurashtra Turned Parts"');
      const contact = await page(app, '/contact');
      expect(contact).toContain('enquiry@saurashtra-parts.in');
      expect(contact).not.toContain('sales@example.com');
    }
  });
});

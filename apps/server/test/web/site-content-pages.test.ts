import { SITE_CONTENT_SEED, type SiteContent } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { ownerHeaders, setupTwoProcesses, type ServerProcess } from '../support/two-processes.js';

// Two server processes on one database (issue 37): a site-content save in one shows in the other's next page.
// On PostgreSQL each has its own pool; on PGlite they share the embedded database. Both serve the production
// web build (npm run build first), so the public pages are the cached ones, kept per content stamp.
const { processA, processB } = await setupTwoProcesses();

type App = ServerProcess;
const page = async (app: App, url: string) => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.body;
};
async function save<K extends keyof SiteContent>(app: App, headers: Record<string, string>, Kind: K, Document: SiteContent[K]) {
  const res = await app.inject({ method: 'POST', url: '/api/v1/content/save', headers, payload: { Kind, Document } });
  expect(res.statusCode, res.body).toBe(200);
}
const seed = <K extends keyof SiteContent>(kind: K): SiteContent[K] => structuredClone(SITE_CONTENT_SEED[kind]);

/** A testimonial as the carousel draws it (React marks the text nodes' borders with comments). */
const inCarousel = (quote: string) => `“<!-- -->${quote}<!-- -->”</blockquote>`;

const NEW_QUOTE = 'Forty thousand spacers a month and not one lot sent back in a year.';
const HIDDEN_QUOTE = SITE_CONTENT_SEED.testimonials.Items[0]!.Quote;

describe('the public pages read the site content', () => {
  it('a save in one process shows in the rendered HTML of the next load in both: footer, quality badges, carousel, About, title', async () => {
    // Fill both processes' page caches with the seeded content first (the code's copies before issue 37).
    for (const app of [processA, processB]) {
      const home = await page(app, '/');
      expect(home).toContain('GST registered</li>');
      expect(home).not.toContain('ISO certified');
      expect(home).toContain('Coming soon: Export License | ISO</p>');
      expect(home).toContain(inCarousel(HIDDEN_QUOTE));
      const quality = await page(app, '/quality');
      expect(quality).toContain('ISO certification in process</h3>');
      expect(quality).toMatch(/<title>Quality Assurance \| /);
    }

    const headers = await ownerHeaders(processA);
    const certifications = seed('certifications');
    const iso = certifications.Items.find((c) => c.Name === 'ISO')!;
    Object.assign(iso, { State: 'Registered', Number: 'QMS-2026-0142', IssuingBody: 'Bureau of Indian Standards', Date: '2026-11-20' });
    await save(processA, headers, 'certifications', certifications);
    const testimonials = seed('testimonials');
    testimonials.Items[0]!.Visible = false;
    testimonials.Items.unshift({ Quote: NEW_QUOTE, Person: 'Meera Shah', Designation: 'Buyer', Company: 'Spacer Works, Vadodara', Visible: true });
    await save(processA, headers, 'testimonials', testimonials);
    const about = seed('about');
    about.Mission = 'To machine every drawing right the first time, and say so in writing.';
    about.Timeline.push({ Year: '2026', Title: 'ISO 9001', Text: 'Our quality system was certified.' });
    await save(processA, headers, 'about', about);
    const meta = seed('page-meta');
    meta.Pages.quality = { Title: 'Certified Quality | Rajkot Precision Works', Description: 'ISO 9001 certified machining in Rajkot.' };
    await save(processA, headers, 'page-meta', meta);

    for (const app of [processB, processA]) {
      const home = await page(app, '/');
      // The footer's badges and coming-soon line, as rendered markup (not only the page's data).
      expect(home).toContain('ISO certified</li>');
      expect(home).toContain('Coming soon: Export License</p>');
      // The carousel draws the first visible testimonial; the hidden one is not on the page at all.
      expect(home).toContain(inCarousel(NEW_QUOTE));
      expect(home).not.toContain(HIDDEN_QUOTE);
      const quality = await page(app, '/quality');
      expect(quality).toContain('ISO certified</h3>');
      expect(quality).toContain('>QMS-2026-0142</dd>');
      expect(quality).toContain('>Bureau of Indian Standards</dd>');
      expect(quality).toContain('>20 November 2026</dd>');
      expect(quality).toContain('<title>Certified Quality | Rajkot Precision Works</title>');
      expect(quality).toContain('<meta name="description" content="ISO 9001 certified machining in Rajkot."/>');
      const aboutPage = await page(app, '/about');
      expect(aboutPage).toContain(`${about.Mission}</p>`);
      expect(aboutPage).toContain('ISO 9001</h3>');
    }
  });
});

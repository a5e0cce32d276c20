import { eq } from 'drizzle-orm';
import {
  ABOUT_LABELS_SEED,
  ABOUT_PAGE_SEED,
  CHAT_MESSAGE_SEED,
  INDUSTRIES_INTRO_SEED,
  INDUSTRIES_LABELS_SEED,
  REPLY_WITHIN,
  SITE_CONTENT_SEED,
  type SiteContentDetail,
} from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { siteContent, siteContentVersions } from '../../../src/db/schema.js';
import { bumpContentVersion, publicContentChanged } from '../../../src/modules/public-cache/index.js';
import { ADMIN } from '../../helpers.js';
import { setupContentApp } from './support.js';

// The Quality, Contact and Products pages' texts and the About and Industries pages' new parts (issue 37, ADR 084).
const { ownerToken, staff, call, db, seed, save, saved, detail, publicContent, contentStamp, activity, expectRefused } = await setupContentApp();

describe('page texts as seeded', () => {
  it("answers today's Quality, Contact and Products texts, the About hero and story and the Industries intro on a new database", async () => {
    const content = await publicContent();
    expect(content.quality).toEqual(SITE_CONTENT_SEED.quality);
    expect(content.quality.Steps.map((s) => s.Title)).toEqual(['Raw material verification', 'In-process checks', 'Final product assurance']);
    expect(content.contact.People.map((p) => `${p.Name}, ${p.Role}`)).toEqual([
      'Rajesh Patel, Founder & Managing Director',
      'Nikhil Patel, Head of Sales & Customer Support',
    ]);
    // The promise quotes the spec's constant, as the mails and the status page do.
    expect(content.contact.Expectations[0]).toBe(`We acknowledge every enquiry within ${REPLY_WITHIN}.`);
    expect(content.contact.Hours).toBe('Monday to Saturday, 9:00 am – 7:00 pm IST');
    expect(content.contact.ChatMessage).toBe('Hello, I would like to discuss a machined part requirement.');
    expect(content.products.Hero.Title).toBe('Precision parts, machined to your drawing');
    expect(content.about).toMatchObject({ ...ABOUT_PAGE_SEED, PlantImage: null });
    expect(content.industries.Intro).toEqual(INDUSTRIES_INTRO_SEED);
    // The eyebrows and fixed headings the pages showed as code.
    expect(content.about.Labels.HeroEyebrow).toBe('About us · Since 1997');
    expect(content.industries.Labels).toEqual({ HeroEyebrow: 'Industries', SectorsLabel: 'Sectors', PartsTitle: 'Key parts we supply' });
    expect(content.contact.Labels.PeopleTitle).toBe('Talk to us directly');
    expect(content.contact.Labels.ExpectTitle).toBe('What to Expect');
    expect(content.contact.Labels.PlantTitle).toBe('Visit our plant');
    expect(content.quality.Labels.StepsEyebrow).toBe('How we check');
    expect(content.quality.Labels.CertificationsTitle).toBe('Registrations and certification');
    expect(content.about.Closing).toEqual({
      Title: 'Let’s build your next part together',
      Text: `Tell us what you need machined. We will reply within ${REPLY_WITHIN}.`,
    });
    expect(content.products.Labels.HeroEyebrow).toBe('Product catalogue');
    for (const kind of ['quality', 'contact', 'products'] as const) {
      expect(await detail(ownerToken, kind), kind).toMatchObject({ Kind: kind, Version: 1, UpdatedBy: null, CanUndo: false });
    }
  });
});

describe('saving page texts', () => {
  it('stores a changed quality step and contact person as new versions, shows them on the public call, logs them, and Undo takes them back', async () => {
    const stamp = await contentStamp();
    const quality = seed('quality');
    quality.Steps[1] = { Title: 'First-piece and patrol inspection', Text: 'Every tenth part is measured on the CMM.' };
    expect(await saved(ownerToken, 'quality', quality)).toMatchObject({ Kind: 'quality', Version: 2, UpdatedBy: ADMIN.email, CanUndo: true });
    const contact = seed('contact');
    contact.People[1] = { Name: 'Asha Mehta', Role: 'Sales Engineer', Email: 'asha@example.com' };
    contact.People.push({ Name: 'Vikram Rao', Role: 'Dispatch', Email: 'dispatch@example.com' });
    contact.ChatMessage = 'Namaste, I need a quote for EN8 shafts.';
    await saved(ownerToken, 'contact', contact);
    expect(await contentStamp()).toBe(stamp + 2);

    const site = await publicContent();
    expect(site.quality.Steps[1]!.Title).toBe('First-piece and patrol inspection');
    expect(site.contact.People.map((p) => p.Name)).toEqual(['Rajesh Patel', 'Asha Mehta', 'Vikram Rao']);
    expect(site.contact.ChatMessage).toBe('Namaste, I need a quote for EN8 shafts.');
    const [entry] = await activity('site-content-saved');
    expect(entry).toMatchObject({ Subject: 'Contact page and footer', Details: { kind: 'contact', version: 2 } });
    expect(JSON.stringify(entry)).not.toContain('Asha');

    const undone = await call('/content/undo', ownerToken, { Kind: 'quality' });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<{ data: SiteContentDetail }>().data).toMatchObject({ Version: 1, CanUndo: false });
    expect((await publicContent()).quality).toEqual(SITE_CONTENT_SEED.quality);
    expect((await call('/content/undo', ownerToken, { Kind: 'contact' })).statusCode).toBe(200);
    expect((await publicContent()).contact).toEqual(SITE_CONTENT_SEED.contact);
  });

  it('saves the About hero, story and plant picture and the Industries intro with the rest of their kinds', async () => {
    const about = seed('about');
    about.Hero.Title = 'Precision since 1997';
    about.Story.Paragraphs = ['One paragraph only.'];
    await saved(ownerToken, 'about', about);
    const industries = seed('industries');
    industries.Intro.Benefits = industries.Intro.Benefits.slice(0, 2);
    await saved(ownerToken, 'industries', industries);
    const site = await publicContent();
    expect(site.about).toMatchObject({ Hero: { Title: 'Precision since 1997' }, Story: { Paragraphs: ['One paragraph only.'] }, PlantImage: null });
    expect(site.industries.Intro.Benefits.map((b) => b.Title)).toEqual(['Cross-sector expertise', 'Material mastery']);
    await call('/content/undo', ownerToken, { Kind: 'about' });
    await call('/content/undo', ownerToken, { Kind: 'industries' });
  });

  it('saves a changed eyebrow and heading and shows them on the public call', async () => {
    const quality = seed('quality');
    quality.Labels.StepsEyebrow = 'Three checks';
    await saved(ownerToken, 'quality', quality);
    const industries = seed('industries');
    industries.Labels.PartsTitle = 'What we machine for this sector';
    await saved(ownerToken, 'industries', industries);
    const site = await publicContent();
    expect(site.quality.Labels).toEqual({ ...SITE_CONTENT_SEED.quality.Labels, StepsEyebrow: 'Three checks' });
    expect(site.industries.Labels.PartsTitle).toBe('What we machine for this sector');
    await call('/content/undo', ownerToken, { Kind: 'quality' });
    await call('/content/undo', ownerToken, { Kind: 'industries' });
    expect((await publicContent()).quality.Labels.StepsEyebrow).toBe('How we check');
  });

  const bad: [name: string, kind: string, document: () => unknown, message: RegExp][] = [
    [
      'a contact person without a valid e-mail',
      'contact',
      () => ({ ...seed('contact'), People: [{ Name: 'Asha', Role: 'Sales', Email: 'asha at example' }] }),
      /Person’s e-mail must be an e-mail address/,
    ],
    [
      'five contact people',
      'contact',
      () => ({ ...seed('contact'), People: Array.from({ length: 5 }, () => seed('contact').People[0]) }),
      /People: at most 4/,
    ],
    ['no contact people', 'contact', () => ({ ...seed('contact'), People: [] }), /People: at least one/],
    ['office hours left empty', 'contact', () => ({ ...seed('contact'), Hours: ' ' }), /Office hours is required/],
    ['an empty chat message', 'contact', () => ({ ...seed('contact'), ChatMessage: '' }), /Chat opening message is required/],
    [
      'a chat message over 200 characters',
      'contact',
      () => ({ ...seed('contact'), ChatMessage: 'Hello '.repeat(34) }),
      /Chat opening message must be at most 200/,
    ],
    ['a quality page without steps', 'quality', () => ({ ...seed('quality'), Steps: [] }), /Inspection steps: at least one/],
    ['a step without its title', 'quality', () => ({ ...seed('quality'), Steps: [{ Title: '', Text: 'Checked.' }] }), /Step title is required/],
    ['a quality page without its banner', 'quality', () => ({ ...seed('quality'), Hero: undefined }), /Hero must be an object/],
    [
      'a products heading over 120 characters',
      'products',
      () => ({ Hero: { Title: 'P'.repeat(121), Text: 'Parts.' } }),
      /Products page heading must be at most 120/,
    ],
    [
      'seven story paragraphs',
      'about',
      () => ({ ...seed('about'), Story: { ...seed('about').Story, Paragraphs: Array.from({ length: 7 }, () => 'A paragraph.') } }),
      /Story paragraphs: at most 6/,
    ],
    [
      'an industries intro without reasons',
      'industries',
      () => ({ ...seed('industries'), Intro: { ...seed('industries').Intro, Benefits: [] } }),
      /Reasons to choose us: at least one/,
    ],
    [
      'an empty eyebrow',
      'quality',
      () => ({ ...seed('quality'), Labels: { ...seed('quality').Labels, StepsEyebrow: ' ' } }),
      /Quality page: Steps eyebrow is required/,
    ],
    [
      'a founder eyebrow over 60 characters',
      'about',
      () => ({ ...seed('about'), Labels: { ...seed('about').Labels, FounderEyebrow: 'F'.repeat(61) } }),
      /About page: Founder eyebrow must be at most 60 characters/,
    ],
    ['contact labels that are not an object', 'contact', () => ({ ...seed('contact'), Labels: 'Contact' }), /Contact page: Labels must be an object/],
  ];

  it.each(bad)('answers 400 with a clear message for %s, and changes nothing', async (_name, kind, document, message) => {
    await expectRefused(kind, document(), message);
  });

  it('refuses Staff with 403 while the Owner has not let them edit', async () => {
    const res = await save(staff.token, 'contact', seed('contact'));
    expect(res.statusCode).toBe(403);
  });
});

describe('a document stored before the About and Industries parts, the eyebrows and the chat message existed', () => {
  it('reads with today’s hero, story, picture, intro, eyebrows and chat message in their place, for the public pages and the editor', async () => {
    const { Hero: _hero, Story: _story, PlantImage: _plant, Labels: _labels, Closing: _closing, ...olderAbout } = seed('about');
    const { Intro: _intro, Labels: _industriesLabels, ...olderIndustries } = seed('industries');
    const { ChatMessage: _chat, ...olderContact } = seed('contact');
    olderAbout.Mission = 'A mission saved before the story was content.';
    for (const [kind, document] of [
      ['about', olderAbout],
      ['industries', olderIndustries],
      ['contact', olderContact],
    ] as const) {
      await db.insert(siteContentVersions).values({ kind, version: 50, document, savedBy: ADMIN.email });
      await db.update(siteContent).set({ version: 50 }).where(eq(siteContent.kind, kind));
    }
    await bumpContentVersion(db);
    publicContentChanged(db);

    const site = await publicContent();
    expect(site.about).toMatchObject({ ...ABOUT_PAGE_SEED, PlantImage: null, Mission: 'A mission saved before the story was content.' });
    expect(site.industries.Intro).toEqual(INDUSTRIES_INTRO_SEED);
    expect(site.about.Labels).toEqual(ABOUT_LABELS_SEED);
    expect(site.industries.Labels).toEqual(INDUSTRIES_LABELS_SEED);
    expect(site.contact).toEqual({ ...olderContact, ChatMessage: CHAT_MESSAGE_SEED });
    const editor = await detail(ownerToken, 'about');
    expect(editor.Kind === 'about' && editor.Document.Story).toEqual(ABOUT_PAGE_SEED.Story);
    expect(editor.Kind === 'about' && editor.Document.Labels.TimelineTitle).toBe('Our journey');
    expect(editor.Kind === 'about' && editor.Document.Closing).toEqual(ABOUT_PAGE_SEED.Closing);
    // Saved again from the editor, it is stored whole.
    expect((await saved(ownerToken, 'about', editor.Document)).Version).toBe(51);
  });
});

import { publicSiteContent, SITE_CONTENT_KINDS, SITE_CONTENT_SEED, siteContentDocuments, type SiteContentDetail } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { ADMIN } from '../../helpers.js';
import { setupContentApp } from './support.js';

const { ownerToken, staff, call, seed, save, saved, detail, publicContent, contentStamp, activity, expectRefused } = await setupContentApp();

describe('site content as seeded', () => {
  it("answers today's texts on a new database, for the public pages and the editor, each passing its schema", async () => {
    const content = await publicContent();
    expect(content).toEqual(SITE_CONTENT_SEED);
    for (const kind of SITE_CONTENT_KINDS) expect(siteContentDocuments[kind].safeParse(content[kind]).success, kind).toBe(true);
    expect(content.certifications.Items.map((c) => `${c.Name}: ${c.State}`)).toEqual([
      'MSME: Registered',
      'GST: Registered',
      'Export License: Coming soon',
      'ISO: In process',
    ]);
    const about = await detail(staff.token, 'about');
    expect(about).toMatchObject({ Kind: 'about', Version: 1, UpdatedBy: null, CanUndo: false });
    expect(about.History).toEqual([expect.objectContaining({ Version: 1, SavedBy: null, UndoneAt: null })]);
  });

  it('answers 401 to every back-office call without a session, and 400 for an unknown kind', async () => {
    for (const url of ['/content/list', '/content/get', '/content/save', '/content/undo', '/content/upload']) {
      expect((await call(url, null, { Kind: 'about' })).statusCode, url).toBe(401);
    }
    const res = await call('/content/get', ownerToken, { Kind: 'footer' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Kind must be one of: certifications, testimonials, about, industries, page-meta/);
  });
});

describe('saving site content', () => {
  it('stores an Owner’s change as a new version, shows it on the public call at once, bumps the content stamp and logs it', async () => {
    const stampBefore = await contentStamp();
    const certifications = seed('certifications');
    certifications.Items[3] = {
      ...certifications.Items[3]!,
      State: 'Registered',
      Number: 'QMS/2026/0412',
      IssuingBody: 'TÜV India',
      Date: '2026-11-02',
    };
    const data = await saved(ownerToken, 'certifications', certifications);
    expect(data).toMatchObject({ Kind: 'certifications', Version: 2, UpdatedBy: ADMIN.email, CanUndo: true });
    expect(await contentStamp()).toBe(stampBefore + 1);

    const iso = (await publicContent()).certifications.Items[3]!;
    expect(iso).toMatchObject({ Name: 'ISO', State: 'Registered', Number: 'QMS/2026/0412', IssuingBody: 'TÜV India', Date: '2026-11-02' });

    const [entry] = await activity('site-content-saved');
    expect(entry).toMatchObject({ ActorEmail: ADMIN.email, Subject: 'Certifications', Details: { kind: 'certifications', version: 2 } });
    expect(JSON.stringify(entry)).not.toContain('QMS/2026/0412');
  });

  it('keeps the order it is given, and hidden testimonials stored but marked for the editor, left out of the public call (issue 45)', async () => {
    const testimonials = seed('testimonials');
    testimonials.Items.reverse();
    testimonials.Items.splice(1, 0, {
      Quote: 'Flanges to drawing, first time.',
      Person: 'A. Mehta',
      Designation: 'Buyer',
      Company: 'Valve works, Vadodara',
      Visible: false,
    });
    await saved(ownerToken, 'testimonials', testimonials);
    const stored = (await detail(ownerToken, 'testimonials')).Document as typeof testimonials;
    expect(stored.Items.map((t) => t.Person)).toEqual(['V. Patel', 'A. Mehta', 'S. Kulkarni', 'K. Desai', 'R. Shah']);
    expect(stored.Items[1]!.Visible).toBe(false);

    const content = await publicContent();
    expect(content.testimonials.Items.map((t) => t.Person)).toEqual(['V. Patel', 'S. Kulkarni', 'K. Desai', 'R. Shah']);
    expect(JSON.stringify(content)).not.toContain('Flanges to drawing, first time.');
    // The same public view the pages get: applying it again changes nothing.
    expect(publicSiteContent(content)).toEqual(content);
  });

  const pageMetaWith = (title: string) => {
    const meta = seed('page-meta');
    meta.Pages.quality.Title = title;
    return meta;
  };
  const bad: [name: string, kind: string, document: () => unknown, message: RegExp][] = [
    [
      'a certification without a name',
      'certifications',
      () => ({ Items: [{ ...seed('certifications').Items[0], Name: ' ' }] }),
      /Certification name is required/,
    ],
    [
      'a state that is not one of the three',
      'certifications',
      () => ({ Items: [{ ...seed('certifications').Items[0], State: 'Pending' }] }),
      /Registered, In process or Coming soon/,
    ],
    [
      'a certificate date that is not a date',
      'certifications',
      () => ({ Items: [{ ...seed('certifications').Items[0], Date: '2026-13-45' }] }),
      /date \(YYYY-MM-DD\)/,
    ],
    ['a testimonial without its quote', 'testimonials', () => ({ Items: [{ ...seed('testimonials').Items[0], Quote: '' }] }), /Quote is required/],
    ['21 testimonials', 'testimonials', () => ({ Items: Array.from({ length: 21 }, () => seed('testimonials').Items[0]) }), /at most 20/],
    ['an About page without a timeline', 'about', () => ({ ...seed('about'), Timeline: [] }), /at least one timeline entr/],
    [
      'a founder’s text over 1000 characters',
      'about',
      () => ({ ...seed('about'), Founder: { ...seed('about').Founder, Text: 'x'.repeat(1001) } }),
      /at most 1000 characters/,
    ],
    ['five industries', 'industries', () => ({ Items: seed('industries').Items.slice(0, 5) }), /six in this order/],
    ['the industries in another order', 'industries', () => ({ Items: seed('industries').Items.reverse() }), /six in this order/],
    [
      'an industry without key parts',
      'industries',
      () => ({ Items: seed('industries').Items.map((i) => ({ ...i, Parts: [] })) }),
      /Add at least one key part/,
    ],
    ['a page title over the hard limit', 'page-meta', () => pageMetaWith('t'.repeat(121)), /Title must be at most 120 characters/],
    ['a page missing', 'page-meta', () => ({ Pages: { home: seed('page-meta').Pages.home } }), /./],
    [
      'an image that was never uploaded',
      'about',
      () => ({ ...seed('about'), Founder: { ...seed('about').Founder, Photo: { FileId: crypto.randomUUID(), Name: 'me.jpg' } } }),
      /upload it again/,
    ],
  ];

  it.each(bad)('answers 400 with a clear message for %s, and changes nothing', async (_name, kind, document, message) => {
    await expectRefused(kind, document(), message);
  });

  it('accepts a title longer than search engines show (the editor warns; the hard limit is higher)', async () => {
    const data = await saved(ownerToken, 'page-meta', pageMetaWith(`Quality Assurance and Inspection at Our Rajkot Plant | Rajkot Precision Works`));
    expect(data.Kind === 'page-meta' && data.Document.Pages.quality.Title.length).toBeGreaterThan(60);
  });
});

describe('who may edit', () => {
  it('refuses Staff with 403 unless an Owner allows it, and only an Owner decides', async () => {
    const about = { ...seed('about'), Mission: 'Staff mission.' };
    expect((await detail(staff.token, 'about')).Kind).toBe('about');
    const list = await call('/content/list', staff.token);
    expect(list.json().data).toMatchObject({ StaffMayEdit: false, CanEdit: false });

    const refused = await save(staff.token, 'about', about);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/Only an Owner/);
    expect((await call('/content/undo', staff.token, { Kind: 'about' })).statusCode).toBe(403);
    expect((await call('/content/upload', staff.token, { Use: 'image', FileName: 'a.png', Body: 'data:image/png;base64,AAAA' })).statusCode).toBe(
      403,
    );
    expect((await call('/content/staff-access', staff.token, { StaffMayEdit: true })).statusCode).toBe(403);

    expect((await call('/content/staff-access', ownerToken, { StaffMayEdit: true })).statusCode).toBe(200);
    expect((await call('/content/list', staff.token)).json().data).toMatchObject({ StaffMayEdit: true, CanEdit: true });
    expect((await saved(staff.token, 'about', about)).UpdatedBy).toBe(staff.email);
    const [access] = await activity('site-content-access');
    expect(access).toMatchObject({ ActorEmail: ADMIN.email, Details: { staffMayEdit: true } });

    expect((await call('/content/staff-access', ownerToken, { StaffMayEdit: false })).statusCode).toBe(200);
    expect((await save(staff.token, 'about', { ...about, Vision: 'Again.' })).statusCode).toBe(403);
    expect((await publicContent()).about.Mission).toBe('Staff mission.');
  });
});

describe('undo', () => {
  it('goes back one version at a time, keeps the undone ones, logs each, and answers 409 at the first version', async () => {
    const industries = seed('industries');
    const first = { ...industries, Items: industries.Items.map((i, n) => (n === 0 ? { ...i, Headline: 'Power, first edit' } : i)) };
    const second = { ...industries, Items: industries.Items.map((i, n) => (n === 0 ? { ...i, Headline: 'Power, second edit' } : i)) };
    await saved(ownerToken, 'industries', first);
    await saved(ownerToken, 'industries', second);
    const stamp = await contentStamp();

    const undo = () => call('/content/undo', ownerToken, { Kind: 'industries' });
    const once = await undo();
    expect(once.statusCode, once.body).toBe(200);
    const back = once.json<{ data: SiteContentDetail }>().data;
    expect(back).toMatchObject({ Version: 2, CanUndo: true });
    expect((await publicContent()).industries.Items[0]!.Headline).toBe('Power, first edit');
    expect(await contentStamp()).toBe(stamp + 1);
    expect(back.History.map((v) => [v.Version, v.UndoneAt !== null])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    const [entry] = await activity('site-content-undone');
    expect(entry).toMatchObject({ ActorEmail: ADMIN.email, Subject: 'Industries', Details: { kind: 'industries', from: 3, to: 2 } });

    expect((await undo()).json().data).toMatchObject({ Version: 1, CanUndo: false });
    expect((await publicContent()).industries).toEqual(SITE_CONTENT_SEED.industries);
    const none = await undo();
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Nothing to undo: this is the first version of industries.');

    // A save after undos is a new version; its undo goes back to what was current before it.
    expect((await saved(ownerToken, 'industries', second)).Version).toBe(4);
    expect((await undo()).json().data).toMatchObject({ Version: 1 });
  });
});

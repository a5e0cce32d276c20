import { HOME_SEED, SITE_CONTENT_SEED, siteContentDocuments, type SiteContentDetail } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { ADMIN } from '../../helpers.js';
import { setupContentApp } from './support.js';

const { ownerToken, staff, call, seed, save, saved, detail, publicContent, contentStamp, activity } = await setupContentApp();

describe('the home page as site content (issue 37)', () => {
  it('is seeded with the texts the home page had in code', async () => {
    const home = (await publicContent()).home;
    expect(home).toEqual(HOME_SEED);
    expect(siteContentDocuments.home.safeParse(home).success).toBe(true);
    expect(home.Hero.HeadlineWords).toEqual(['engineered', 'machined', 'inspected', 'delivered']);
    expect(home.Hero.Stats.map((s) => `${s.Value} ${s.Label}`)).toEqual([
      '1997 Founded in Rajkot',
      '25+ Years of machining',
      '±0.01 mm Routine tolerance',
      '6 Industries served',
    ]);
    expect(home.Categories.Tiles.map((t) => [t.Slug, t.Image])).toEqual([
      ['shafts', null],
      ['bushes', null],
      ['spacers', null],
      ['pins-flanges', null],
      ['fasteners', null],
      ['assemblies', null],
    ]);
    expect(home.Cta.Title).toBe('Have a drawing ready? We reply within 24 business hours.');
    expect(await detail(ownerToken, 'home')).toMatchObject({ Kind: 'home', Version: 1, UpdatedBy: null, CanUndo: false });
  });

  it('saves an Owner’s change to a figure and a pillar, shows it on the public call at once, bumps the stamp and logs it', async () => {
    const stamp = await contentStamp();
    const home = seed('home');
    home.Hero.Stats[1] = { Value: '28+', Label: 'Years of machining' };
    home.Pillars.Items[2] = { Icon: 'award', Title: 'Quality at every stage', Text: 'Every lot inspected, with reports on request.' };
    home.Hero.HeadlineWords = ['turned', 'milled'];
    const data = await saved(ownerToken, 'home', home);
    expect(data).toMatchObject({ Kind: 'home', Version: 2, UpdatedBy: ADMIN.email, CanUndo: true });
    expect(await contentStamp()).toBe(stamp + 1);

    const shown = (await publicContent()).home;
    expect(shown.Hero.Stats[1]).toEqual({ Value: '28+', Label: 'Years of machining' });
    expect(shown.Pillars.Items[2]).toMatchObject({ Icon: 'award', Text: 'Every lot inspected, with reports on request.' });
    expect(shown.Hero.HeadlineWords).toEqual(['turned', 'milled']);

    const [entry] = await activity('site-content-saved');
    expect(entry).toMatchObject({ ActorEmail: ADMIN.email, Subject: 'Home page', Details: { kind: 'home', version: 2 } });
    expect(JSON.stringify(entry)).not.toContain('28+');
  });

  const withHero = (change: Partial<(typeof HOME_SEED)['Hero']>) => ({ ...seed('home'), Hero: { ...seed('home').Hero, ...change } });
  const bad: [name: string, document: () => unknown, message: RegExp][] = [
    ['no cycling word', () => withHero({ HeadlineWords: [] }), /Add at least one cycling word/],
    ['a cycling word too long for the headline', () => withHero({ HeadlineWords: ['x'.repeat(25)] }), /Cycling word must be at most 24 characters/],
    ['an empty tagline', () => withHero({ Taglines: ['Fine.', '  '] }), /Tagline is required/],
    ['five figures', () => withHero({ Stats: Array.from({ length: 5 }, () => ({ Value: '1', Label: 'One' })) }), /Figures: at most 4/],
    ['a figure without its label', () => withHero({ Stats: [{ Value: '25+', Label: '' }] }), /Figure’s label is required/],
    [
      'a pillar with an unknown icon',
      () => ({ ...seed('home'), Pillars: { ...seed('home').Pillars, Items: [{ Icon: 'rocket', Title: 'T', Text: 'T' }] } }),
      /Icon must be one of: ruler, cog/,
    ],
    [
      'the category tiles in another order',
      () => ({ ...seed('home'), Categories: { ...seed('home').Categories, Tiles: seed('home').Categories.Tiles.reverse() } }),
      /six in this order: shafts, bushes/,
    ],
    ['no hero', () => ({ ...seed('home'), Hero: undefined }), /Hero must have Eyebrow/],
    [
      'a closing call over 160 characters',
      () => ({ ...seed('home'), Cta: { Title: 'x'.repeat(161), Text: 'T' } }),
      /Closing call: title must be at most 160/,
    ],
    [
      'a picture that was never uploaded',
      () => ({ ...seed('home'), Advantage: { ...seed('home').Advantage, Image: { FileId: crypto.randomUUID(), Name: 'plant.jpg' } } }),
      /upload it again/,
    ],
  ];

  it.each(bad)('answers 400 with a clear message for %s, and changes nothing', async (_name, document, message) => {
    const before = await detail(ownerToken, 'home');
    const stamp = await contentStamp();
    const res = await save(ownerToken, 'home', document());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await contentStamp()).toBe(stamp);
    expect((await detail(ownerToken, 'home')).Version).toBe(before.Version);
  });

  it('refuses Staff unless an Owner allows it', async () => {
    const res = await save(staff.token, 'home', seed('home'));
    expect(res.statusCode).toBe(403);
  });

  it('undoes back to the seed, one version at a time', async () => {
    const home = seed('home');
    home.Cta.Text = 'Send the drawing today.';
    await saved(ownerToken, 'home', home);
    const undo = async () => {
      const res = await call('/content/undo', ownerToken, { Kind: 'home' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: SiteContentDetail }>().data;
    };
    expect((await undo()).Version).toBe(2);
    expect((await publicContent()).home.Hero.Stats[1]!.Value).toBe('28+');
    expect(await undo()).toMatchObject({ Version: 1, CanUndo: false });
    expect((await publicContent()).home).toEqual(SITE_CONTENT_SEED.home);
    const [entry] = await activity('site-content-undone');
    expect(entry).toMatchObject({ Subject: 'Home page', Details: { kind: 'home', from: 2, to: 1 } });
  });
});

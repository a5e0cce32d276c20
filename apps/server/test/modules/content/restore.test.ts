import type { SiteContentDetail } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { ADMIN } from '../../helpers.js';
import { setupContentApp } from './support.js';

const { ownerToken, staff, call, seed, saved, detail, publicContent, contentStamp, activity } = await setupContentApp();

const restore = (token: string | null, Kind: string, Version: unknown) => call('/content/restore', token, { Kind, Version });
const mission = (text: string) => ({ ...seed('about'), Mission: text });

describe('POST /content/restore (issue 44)', () => {
  it('brings an earlier version back as a new version, shows it at once, logs it, and Undo takes it back', async () => {
    await saved(ownerToken, 'about', mission('Mission two.'));
    await saved(ownerToken, 'about', mission('Mission three.'));
    const stamp = await contentStamp();

    const res = await restore(ownerToken, 'about', 2);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: SiteContentDetail; message: string }>();
    expect(data.message).toBe('About page: version 2 restored as version 4.');
    expect(data.data).toMatchObject({ Version: 4, UpdatedBy: ADMIN.email, CanUndo: true });
    expect(data.data.History.map((v) => v.Version)).toEqual([4, 3, 2, 1]);
    expect((await publicContent()).about.Mission).toBe('Mission two.');
    expect(await contentStamp()).toBe(stamp + 1);
    const [entry] = await activity('site-content-restored');
    expect(entry).toMatchObject({ ActorEmail: ADMIN.email, Subject: 'About page', Details: { kind: 'about', from: 2, version: 4 } });

    // Restoring is a change like any other: Undo goes back to what was current before it.
    const undone = await call('/content/undo', ownerToken, { Kind: 'about' });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<{ data: SiteContentDetail }>().data.Version).toBe(3);
    expect((await publicContent()).about.Mission).toBe('Mission three.');

    // The seed itself can come back too.
    expect((await restore(ownerToken, 'about', 1)).statusCode).toBe(200);
    expect((await publicContent()).about.Mission).toBe(seed('about').Mission);
  });

  it('answers 409 for the current version, 404 for one the kind never had, 400 for a bad body, changing nothing', async () => {
    const before = await detail(ownerToken, 'industries');
    const stamp = await contentStamp();
    const current = await restore(ownerToken, 'industries', before.Version);
    expect(current.statusCode, current.body).toBe(409);
    expect(current.json().message).toBe(`Version ${before.Version} of industries is the current one already.`);
    const missing = await restore(ownerToken, 'industries', 99);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Industries has no version 99.');
    for (const bad of [0, -1, 1.5, '2', null]) expect((await restore(ownerToken, 'industries', bad)).statusCode, String(bad)).toBe(400);
    expect((await restore(ownerToken, 'footer', 1)).statusCode).toBe(400);
    expect(await contentStamp()).toBe(stamp);
    expect((await detail(ownerToken, 'industries')).Version).toBe(before.Version);
  });

  it('needs a session (401) and the same right as saving: Staff 403 until an Owner allows it', async () => {
    await saved(ownerToken, 'testimonials', { Items: seed('testimonials').Items.slice(1) });
    expect((await restore(null, 'testimonials', 1)).statusCode).toBe(401);
    const refused = await restore(staff.token, 'testimonials', 1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/Only an Owner/);
    expect((await detail(ownerToken, 'testimonials')).Version).toBe(2);

    expect((await call('/content/staff-access', ownerToken, { StaffMayEdit: true })).statusCode).toBe(200);
    const allowed = await restore(staff.token, 'testimonials', 1);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json<{ data: SiteContentDetail }>().data).toMatchObject({ Version: 3, UpdatedBy: staff.email });
    expect((await publicContent()).testimonials.Items).toHaveLength(seed('testimonials').Items.length);
    expect((await call('/content/staff-access', ownerToken, { StaffMayEdit: false })).statusCode).toBe(200);
  });
});

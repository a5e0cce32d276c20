import { eq, sql } from 'drizzle-orm';
import { SITE_CONTENT_SEED, type ActivityEntry, type SiteContent, type SiteContentDetail } from '@rp/contract';
import { expect } from 'vitest';
import { appMeta } from '../../../src/db/schema.js';
import { addMember, setupTeamApp } from '../../support/team.js';

/** The app with an Owner and a Staff account, and the site-content calls. */
export async function setupContentApp() {
  const team = await setupTeamApp();
  const staff = await addMember(team.ctx, team.catcher, team.ownerToken, 'content.staff@example.com', 'Staff');
  const { ctx, call } = team;
  const db = ctx.database.db;

  const seed = <K extends keyof SiteContent>(kind: K): SiteContent[K] => structuredClone(SITE_CONTENT_SEED[kind]);
  const save = (token: string | null, Kind: string, Document: unknown) => call('/content/save', token, { Kind, Document });
  async function saved(token: string, Kind: string, Document: unknown): Promise<SiteContentDetail> {
    const res = await save(token, Kind, Document);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: SiteContentDetail }>().data;
  }
  const detail = async (token: string, Kind: string) => (await call('/content/get', token, { Kind })).json<{ data: SiteContentDetail }>().data;
  const publicContent = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/content/site' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: SiteContent }>().data;
  };
  const contentStamp = async () => Number((await db.select().from(appMeta).where(eq(appMeta.key, 'content_version')))[0]?.value ?? 0);
  const activity = async (kind: string) =>
    (await call('/activity/list', team.ownerToken, { kind, pageSize: 100 })).json<{ data: ActivityEntry[] }>().data;
  const versionRows = async (kind: string) =>
    (await db.execute(sql`select version from site_content_versions where kind = ${kind}`)) as unknown as { rows?: unknown[] } | unknown[];

  /** An Owner's save that must be refused with 400 and this message, changing neither the kind's version nor the stamp. */
  async function expectRefused(Kind: string, Document: unknown, message: RegExp) {
    const before = (await detail(team.ownerToken, Kind)).Version;
    const stamp = await contentStamp();
    const res = await save(team.ownerToken, Kind, Document);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await contentStamp()).toBe(stamp);
    expect((await detail(team.ownerToken, Kind)).Version).toBe(before);
  }

  return { ...team, staff, db, seed, save, saved, detail, publicContent, contentStamp, activity, versionRows, expectRefused };
}

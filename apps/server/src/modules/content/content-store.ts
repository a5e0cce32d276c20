import { and, desc, eq, isNull, lt, max, sql } from 'drizzle-orm';
import {
  publicSiteContent,
  SITE_CONTENT_KIND_LABELS,
  SITE_CONTENT_KINDS,
  SITE_CONTENT_SEED,
  siteContentDocuments,
  type SiteContent,
  type SiteContentDetail,
  type SiteContentEntry,
  type SiteContentKind,
} from '@rp/contract';
import type { Db } from '../../db/client.js';
import { siteContent, siteContentVersions } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { type ActivityActor, recordActivity } from '../activity/index.js';
import { bumpContentVersion, publicContentChanged } from '../public-cache/index.js';
import { checkFileRefs, withoutUrls, withUrls } from './content-files.js';

type Reader = Db;
const HISTORY_SHOWN = 20;

/** Writes today's texts as version 1 of every kind a database does not have yet (every start; a no-op after). */
export async function seedSiteContent(db: Pick<Db, 'insert'>): Promise<void> {
  for (const kind of SITE_CONTENT_KINDS) {
    await db.insert(siteContentVersions).values({ kind, version: 1, document: SITE_CONTENT_SEED[kind] }).onConflictDoNothing();
    await db.insert(siteContent).values({ kind, version: 1 }).onConflictDoNothing();
  }
}

/** A stored document through today's schema; one that no longer passes is answered as stored. */
function upgrade<K extends SiteContentKind>(kind: K, stored: unknown): SiteContent[K] {
  const parsed = siteContentDocuments[kind].safeParse(stored);
  return (parsed.success ? parsed.data : stored) as SiteContent[K];
}

/** Every kind's current document as stored (file references without URLs); the seed for a kind not yet written. */
export async function readStoredContent(db: Reader): Promise<SiteContent> {
  const rows = await db
    .select({ kind: siteContent.kind, document: siteContentVersions.document })
    .from(siteContent)
    .innerJoin(siteContentVersions, and(eq(siteContentVersions.kind, siteContent.kind), eq(siteContentVersions.version, siteContent.version)));
  const stored = new Map(rows.map((r) => [r.kind, r.document]));
  const content = { ...SITE_CONTENT_SEED };
  for (const kind of SITE_CONTENT_KINDS) {
    if (stored.has(kind)) (content as Record<SiteContentKind, unknown>)[kind] = upgrade(kind, stored.get(kind));
  }
  return content;
}

/**
 * What every public answer shows, the pages and `GET /content/site` alike (issue 45): every kind, pictures with
 * their URLs and responsive copies, through the one public view (hidden testimonials left out).
 */
export async function readPublicContent(db: Reader): Promise<SiteContent> {
  return publicSiteContent(await withUrls(db, await readStoredContent(db)));
}

/** Each kind's current version and last change, for the overview. */
export async function readVersions(db: Reader) {
  const rows = await db.select().from(siteContent);
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return SITE_CONTENT_KINDS.map((kind) => {
    const row = byKind.get(kind);
    return { Kind: kind, Version: row?.version ?? 1, UpdatedAt: (row?.updatedAt ?? new Date(0)).toISOString(), UpdatedBy: row?.updatedBy ?? null };
  });
}

/** One kind for the editor: its current document (with URLs), version and history. */
export async function readContentDetail(db: Reader, kind: SiteContentKind): Promise<SiteContentDetail> {
  const [head] = await db.select().from(siteContent).where(eq(siteContent.kind, kind)).limit(1);
  const history = await db
    .select()
    .from(siteContentVersions)
    .where(eq(siteContentVersions.kind, kind))
    .orderBy(desc(siteContentVersions.version))
    .limit(HISTORY_SHOWN + 1);
  const version = head?.version ?? 1;
  let stored: unknown = history.find((v) => v.version === version)?.document;
  if (stored === undefined) {
    // Undone far back: the current version is older than the history shown.
    const where = and(eq(siteContentVersions.kind, kind), eq(siteContentVersions.version, version));
    stored = (await db.select().from(siteContentVersions).where(where).limit(1))[0]?.document;
  }
  const document = await withUrls(db, stored === undefined ? SITE_CONTENT_SEED[kind] : upgrade(kind, stored));
  return {
    Kind: kind,
    Document: document,
    Version: version,
    UpdatedAt: (head?.updatedAt ?? new Date(0)).toISOString(),
    UpdatedBy: head?.updatedBy ?? null,
    CanUndo: history.some((v) => v.version < version && !v.undoneAt),
    History: history.slice(0, HISTORY_SHOWN).map((v) => ({
      Version: v.version,
      SavedAt: v.savedAt.toISOString(),
      SavedBy: v.savedBy,
      UndoneAt: v.undoneAt?.toISOString() ?? null,
    })),
  } as SiteContentDetail;
}

/** Locks the kind's row: saves and undos of one kind take turns, so versions never collide. */
async function lockHead(tx: Db, kind: SiteContentKind) {
  const [head] = await tx.select().from(siteContent).where(eq(siteContent.kind, kind)).for('update').limit(1);
  return head;
}

/** Writes `document` as the kind's next version and makes it current (under the kind's lock); answers the version. */
async function insertVersion(tx: Db, kind: SiteContentKind, document: unknown, actor: ActivityActor): Promise<number> {
  // Checked under the kind's lock: the unused-upload clean-up takes every kind's lock before it deletes.
  await checkFileRefs(tx, document);
  const [latest] = await tx
    .select({ version: max(siteContentVersions.version) })
    .from(siteContentVersions)
    .where(eq(siteContentVersions.kind, kind));
  const version = (latest?.version ?? 0) + 1;
  await tx.insert(siteContentVersions).values({ kind, version, document, savedBy: actor.actorEmail });
  await tx
    .insert(siteContent)
    .values({ kind, version, updatedBy: actor.actorEmail })
    .onConflictDoUpdate({ target: siteContent.kind, set: { version, updatedAt: sql`now()`, updatedBy: actor.actorEmail } });
  return version;
}

/**
 * Saves a kind's whole document as a new version, with its activity entry and the content version bump
 * in the same transaction: every process's next page shows it (ADR 034).
 */
export async function saveContent(db: Db, entry: SiteContentEntry, actor: ActivityActor): Promise<SiteContentDetail> {
  const document = withoutUrls(entry.Document);
  await db.transaction(async (tx) => {
    await lockHead(tx, entry.Kind);
    const version = await insertVersion(tx, entry.Kind, document, actor);
    await recordActivity(tx, {
      ...actor,
      kind: 'site-content-saved',
      subject: SITE_CONTENT_KIND_LABELS[entry.Kind],
      details: { kind: entry.Kind, version },
    });
    await bumpContentVersion(tx);
  });
  publicContentChanged(db);
  return readContentDetail(db, entry.Kind);
}

/**
 * Brings an earlier version back as a new version (issue 44), so Undo takes it back again. 404 for a version
 * the kind never had, 409 for the current one or one that no longer fits today's fields or files.
 */
export async function restoreContent(db: Db, kind: SiteContentKind, from: number, actor: ActivityActor): Promise<SiteContentDetail> {
  const label = SITE_CONTENT_KIND_LABELS[kind];
  await db.transaction(async (tx) => {
    const head = await lockHead(tx, kind);
    const current = head?.version ?? 1;
    const where = and(eq(siteContentVersions.kind, kind), eq(siteContentVersions.version, from));
    const [row] = await tx.select({ document: siteContentVersions.document }).from(siteContentVersions).where(where).limit(1);
    if (!row) throw notFound(`${label} has no version ${from}.`);
    if (from === current) throw conflict(`Version ${from} of ${label.toLowerCase()} is the current one already.`);
    const parsed = siteContentDocuments[kind].safeParse(row.document);
    if (!parsed.success) throw conflict(`Version ${from} of ${label.toLowerCase()} no longer fits today's fields; edit the current one instead.`);
    const version = await insertVersion(tx, kind, parsed.data, actor);
    await recordActivity(tx, { ...actor, kind: 'site-content-restored', subject: label, details: { kind, from, version } });
    await bumpContentVersion(tx);
  });
  publicContentChanged(db);
  return readContentDetail(db, kind);
}

/** Back to the version before the current one; the current one is kept, marked undone. 409 when there is none. */
export async function undoContent(db: Db, kind: SiteContentKind, actor: ActivityActor): Promise<SiteContentDetail> {
  const label = SITE_CONTENT_KIND_LABELS[kind];
  await db.transaction(async (tx) => {
    const head = await lockHead(tx, kind);
    const current = head?.version ?? 1;
    const [previous] = await tx
      .select({ version: siteContentVersions.version })
      .from(siteContentVersions)
      .where(and(eq(siteContentVersions.kind, kind), lt(siteContentVersions.version, current), isNull(siteContentVersions.undoneAt)))
      .orderBy(desc(siteContentVersions.version))
      .limit(1);
    if (!previous) throw conflict(`Nothing to undo: this is the first version of ${label.toLowerCase()}.`);
    await tx
      .update(siteContentVersions)
      .set({ undoneAt: sql`now()`, undoneBy: actor.actorEmail })
      .where(and(eq(siteContentVersions.kind, kind), eq(siteContentVersions.version, current)));
    await tx
      .update(siteContent)
      .set({ version: previous.version, updatedAt: sql`now()`, updatedBy: actor.actorEmail })
      .where(eq(siteContent.kind, kind));
    await recordActivity(tx, {
      ...actor,
      kind: 'site-content-undone',
      subject: label,
      details: { kind, from: current, to: previous.version },
    });
    await bumpContentVersion(tx);
  });
  publicContentChanged(db);
  return readContentDetail(db, kind);
}

import { eq, sql } from 'drizzle-orm';
import {
  COMPANY_PROFILE_SEED,
  companyProfileBody,
  gstStateName,
  publicCompanyProfile,
  type CompanyProfile,
  type CompanyProfileData,
  type CompanyProfileRecord,
  type PublicCompanyProfile,
} from '@rp/contract';
import type { Db } from '../../db/client.js';
import { companyProfile } from '../../db/schema.js';
import { type ActivityActor, recordActivity } from '../activity/index.js';
import { bumpContentVersion, publicContentChanged } from '../public-cache/index.js';

const ROW_ID = 1;

/** The profile as read: the stored one (or the seed before the first start wrote it) and its public view. */
export interface CompanyProfileSnapshot {
  record: CompanyProfileRecord;
  public: PublicCompanyProfile;
}

type Reader = Pick<Db, 'select'>;

/**
 * A stored profile through today's schema: a field added since it was saved takes the seed's value.
 * A document that no longer passes (it passed when saved) is answered as stored rather than failing a page.
 */
function upgrade(stored: CompanyProfileData): CompanyProfileData {
  const merged = {
    ...COMPANY_PROFILE_SEED,
    ...stored,
    Bank: { ...COMPANY_PROFILE_SEED.Bank, ...stored.Bank },
    QuotationDefaults: { ...COMPANY_PROFILE_SEED.QuotationDefaults, ...stored.QuotationDefaults },
    Tally: { ...COMPANY_PROFILE_SEED.Tally, ...stored.Tally },
  };
  const parsed = companyProfileBody.safeParse(merged);
  return parsed.success ? parsed.data : merged;
}

export const publicView = (profile: CompanyProfileData): PublicCompanyProfile =>
  publicCompanyProfile(profile, gstStateName(profile.State) ?? profile.State);

/** One indexed read of the single row; pass a transaction to read inside it. */
export async function readCompanyProfile(db: Reader): Promise<CompanyProfileSnapshot> {
  const [row] = await db.select().from(companyProfile).where(eq(companyProfile.id, ROW_ID)).limit(1);
  const profile = row ? upgrade(row.profile) : COMPANY_PROFILE_SEED;
  const record: CompanyProfileRecord = {
    ...profile,
    UpdatedAt: row ? row.updatedAt.toISOString() : null,
    UpdatedBy: row?.updatedBy ?? null,
  };
  return { record, public: publicView(profile) };
}

/** Writes today's values on a database that has no profile yet (every start; a no-op after the first). */
export async function seedCompanyProfile(db: Pick<Db, 'insert'>): Promise<void> {
  await db.insert(companyProfile).values({ id: ROW_ID, profile: COMPANY_PROFILE_SEED }).onConflictDoNothing();
}

/** The top-level fields whose value differs (names only: the activity log never holds the values). */
function changedFields(before: CompanyProfileData, after: CompanyProfileData): string[] {
  return (Object.keys(after) as (keyof CompanyProfileData)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/**
 * Saves the whole profile (Owner), logs which fields changed, and bumps the content version in the same
 * transaction: every process's next page shows the change (ADR 034).
 */
export async function saveCompanyProfile(db: Db, profile: CompanyProfile, actor: ActivityActor): Promise<CompanyProfileRecord> {
  await db.transaction(async (tx) => {
    // The row lock orders concurrent saves, so each activity entry names what that save changed.
    const [current] = await tx.select().from(companyProfile).where(eq(companyProfile.id, ROW_ID)).for('update').limit(1);
    const before = current ? upgrade(current.profile) : COMPANY_PROFILE_SEED;
    await tx
      .insert(companyProfile)
      .values({ id: ROW_ID, profile, updatedAt: sql`now()`, updatedBy: actor.actorEmail })
      .onConflictDoUpdate({ target: companyProfile.id, set: { profile, updatedAt: sql`now()`, updatedBy: actor.actorEmail } });
    const fields = changedFields(before, profile);
    await recordActivity(tx, {
      ...actor,
      kind: 'company-profile-updated',
      subject: profile.TradeName,
      details: { fields: fields.length ? fields.join(', ') : 'none' },
    });
    await bumpContentVersion(tx);
  });
  publicContentChanged(db);
  return (await readCompanyProfile(db)).record;
}

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buyerSessions, buyerSignInLinks } from '../../../src/db/schema.js';
import { pruneExpired } from '../../../src/modules/maintenance/prune.js';
import { setupApp } from '../../helpers.js';

const ctx = await setupApp({}, { seed: false });
const db = ctx.database.db;

describe('pruning the buyer desk rows', () => {
  it('deletes buyer sessions that ended over a day ago and sign-in links over a day old, nothing else', async () => {
    const ago = (interval: string) => sql`now() - ${interval}::interval`;
    const ahead = sql`now() + interval '1 day'`;
    await db.insert(buyerSessions).values([
      { id: 'live', email: 'a@b.example', expiresAt: ahead },
      { id: 'expired-2-days', email: 'a@b.example', expiresAt: ago('2 days') },
      { id: 'expired-1-hour', email: 'a@b.example', expiresAt: ago('1 hour') },
      { id: 'revoked-2-days', email: 'a@b.example', expiresAt: ahead, revokedAt: ago('2 days') },
      { id: 'revoked-1-hour', email: 'a@b.example', expiresAt: ahead, revokedAt: ago('1 hour') },
    ]);
    await db.insert(buyerSignInLinks).values([
      { email: 'a@b.example', tokenHash: 'old', expiresAt: ago('2 days'), createdAt: ago('2 days') },
      { email: 'a@b.example', tokenHash: 'recent', expiresAt: ago('30 minutes'), createdAt: ago('50 minutes') },
    ]);
    expect(await pruneExpired(db)).toMatchObject({ buyerSessions: 2, signInLinks: 1 });
    expect((await db.select({ id: buyerSessions.id }).from(buyerSessions)).map((r) => r.id).sort()).toEqual([
      'expired-1-hour',
      'live',
      'revoked-1-hour',
    ]);
    expect((await db.select({ hash: buyerSignInLinks.tokenHash }).from(buyerSignInLinks)).map((r) => r.hash)).toEqual(['recent']);
  });
});

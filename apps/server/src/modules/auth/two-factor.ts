import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@rp/contract';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.js';
import { admins, recoveryCodes, type Admin } from '../../db/schema.js';
import { sha256Hex } from '../../lib/tokens.js';

/** The name authenticator apps show above the code. */
const ISSUER = 'Rajkot Precision';
/** One step either side of now: a phone clock a little off still works. */
const DRIFT_SECONDS = TOTP_PERIOD_SECONDS;

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** A fresh secret kept as pending (not asked at sign-in) until `enable` confirms it. */
export async function startSetup(db: Db, account: Pick<Admin, 'id' | 'email'>) {
  const secret = generateSecret();
  await db.update(admins).set({ totpPendingSecret: secret, updatedAt: new Date() }).where(eq(admins.id, account.id));
  const uri = generateURI({ issuer: ISSUER, label: account.email, secret, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });
  const qrCode = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { secret, uri, qrCode };
}

/** The time step of `code` for `secret` (now, or one step either side), or null when it is not right. */
async function matchingStep(secret: string, code: string): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, epochTolerance: DRIFT_SECONDS });
  // The functional API answers HOTP or TOTP results; a TOTP match carries its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Accepts the code once: the account's last used step only moves forward, in one conditional update, so
 * a code seen (or replayed) by a second request or a second server process is refused.
 */
async function claimStep(db: Tx, adminId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(admins)
    .set({ totpLastStep: step })
    .where(and(eq(admins.id, adminId), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))))
    .returning({ id: admins.id });
  return claimed.length === 1;
}

const normalize = (code: string) => code.replace(/[\s-]+/g, '').toLowerCase();

/** Spends one unused recovery code of the account; false when there is none such. */
async function useRecoveryCode(db: Tx, adminId: string, code: string): Promise<boolean> {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.id, sha256Hex(normalize(code))), eq(recoveryCodes.adminId, adminId), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}

/** Checks an app code (not replayed) or, failing that, spends a recovery code. */
export async function verifySecondFactor(db: Db, account: Pick<Admin, 'id' | 'totpSecret'>, code: string): Promise<boolean> {
  if (!account.totpSecret) return false;
  const step = await matchingStep(account.totpSecret, normalize(code));
  if (step !== null) return claimStep(db, account.id, step);
  return useRecoveryCode(db, account.id, code);
}

/** Recovery codes as people copy them: 16 Base32 characters (80 random bits) in groups of four. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const bytes = randomBytes(16);
  const chars = Array.from(bytes, (b) => alphabet[b % 32]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** Confirms the pending secret with a code: two-factor sign-in is on, with fresh recovery codes (answered once). */
export async function enable(db: Db, account: Pick<Admin, 'id' | 'totpPendingSecret'>, code: string): Promise<string[] | null> {
  if (!account.totpPendingSecret) return null;
  const step = await matchingStep(account.totpPendingSecret, code);
  if (step === null) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx
      .update(admins)
      .set({ totpSecret: account.totpPendingSecret, totpPendingSecret: null, totpEnabledAt: new Date(), totpLastStep: step, updatedAt: new Date() })
      .where(eq(admins.id, account.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.adminId, account.id));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ id: sha256Hex(normalize(c)), adminId: account.id })));
  });
  return codes;
}

/** Turns two-factor sign-in off and forgets the secret and recovery codes (also the CLI reset's way back in). */
export async function disable(db: Tx, adminId: string) {
  await db
    .update(admins)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
    .where(eq(admins.id, adminId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.adminId, adminId));
}

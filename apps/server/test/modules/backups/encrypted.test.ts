import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createBackup } from '../../../src/modules/backups/create-backup.js';
import { restoreBackup } from '../../../src/modules/backups/restore-backup.js';
import { setupApp, target } from '../../helpers.js';
import { fillWithStaffData, freshTarget, snapshotRows, tempDir, type Target } from './fixtures.js';

const KEY = 'Zq3xV8mN1pR6tW0yB4dF7hJ2kL5nP9sU+aC3eG6iK0o=';
const source = await setupApp({}, { seed: false });
await fillWithStaffData(source.app, await source.login(), 2);
const root = tempDir('rp-backups-private-');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const mode = (file: string) => fs.statSync(file).mode & 0o777;
const backup = (dir: string, encryptionKey?: string) => createBackup({ database: source.database, dir, trigger: 'manual', encryptionKey });

describe('backup files at rest', () => {
  it('are written 0600 into a folder created 0700', async () => {
    const dir = path.join(root, 'new', 'backups');
    const plain = await backup(dir);
    const sealed = await backup(dir, KEY);
    expect(mode(path.join(root, 'new'))).toBe(0o700);
    expect(mode(dir)).toBe(0o700);
    expect(mode(plain.file)).toBe(0o600);
    expect(mode(sealed.file)).toBe(0o600);
    expect(path.basename(plain.file)).toMatch(/\.tar\.gz$/);
    expect(path.basename(sealed.file)).toMatch(/\.tar\.gz\.enc$/);
    expect(sealed.encrypted).toBe(true);
    expect(fs.readFileSync(sealed.file).subarray(0, 8).toString('latin1')).toBe('RPBACKUP');
    // The drawings are PDFs: an encrypted file must not carry their bytes (nor gzip's) in the clear.
    expect(fs.readFileSync(sealed.file).includes(Buffer.from('%PDF-1.4'))).toBe(false);
  });

  it('tighten a folder this app made earlier (0755, 0644 backups) and leave a shared folder alone', async () => {
    const old = path.join(root, 'old');
    fs.mkdirSync(old, { mode: 0o755 });
    fs.chmodSync(old, 0o755);
    const earlier = await backup(old);
    fs.chmodSync(earlier.file, 0o644);
    fs.chmodSync(old, 0o755);
    const next = await backup(old);
    expect(mode(old)).toBe(0o700);
    expect([mode(earlier.file), mode(next.file)]).toEqual([0o600, 0o600]);

    const shared = path.join(root, 'shared');
    fs.mkdirSync(shared);
    fs.chmodSync(shared, 0o750);
    fs.writeFileSync(path.join(shared, 'README.txt'), 'the operator keeps other things here\n');
    const inShared = await backup(shared);
    expect(mode(shared)).toBe(0o750);
    expect(mode(inShared.file)).toBe(0o600);
  });
});

describe('an encrypted backup', () => {
  const dir = path.join(root, 'encrypted');
  let fresh: Target;
  beforeEach(async () => {
    await fresh?.drop();
    fresh = await freshTarget(target);
  });
  afterAll(() => fresh?.drop());
  const restore = (file: string, encryptionKey?: string) => restoreBackup({ database: fresh.database, file, encryptionKey });

  it('restores with its key: every row identical, decrypted and authenticated', async () => {
    const { file } = await backup(dir, KEY);
    const result = await restore(file, KEY);
    expect(result.encrypted).toBe(true);
    expect(await snapshotRows(fresh.database)).toEqual(await snapshotRows(source.database));
  });

  it('is refused with a wrong key, without a key, and with one byte changed; the database stays empty', async () => {
    const { file } = await backup(dir, KEY);
    const name = path.basename(file);
    await expect(restore(file, `${KEY}x`)).rejects.toThrow(
      `BACKUP_ENCRYPTION_KEY is not the key ${file} was encrypted with (or the file's header was altered); it cannot be restored. Set the key it was made with.`,
    );
    await expect(restore(file)).rejects.toThrow(`${file} is encrypted. Set BACKUP_ENCRYPTION_KEY to the key it was made with`);
    const bytes = fs.readFileSync(file);
    bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
    const tampered = path.join(dir, `tampered-${name}`);
    fs.writeFileSync(tampered, bytes);
    await expect(restore(tampered, KEY)).rejects.toThrow(
      new RegExp(
        `${tampered.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} failed its authentication: encrypted block \\d+ was altered, cut short or damaged`,
      ),
    );
    const cut = path.join(dir, `cut-${name}`);
    fs.writeFileSync(cut, fs.readFileSync(file).subarray(0, bytes.length - 20));
    await expect(restore(cut, KEY)).rejects.toThrow(/failed its authentication: its last encrypted block/);
    await fresh.database.migrate();
    expect(Object.values(await snapshotRows(fresh.database)).flat()).toEqual([]);
  });

  it('leaves plain backups restorable, with or without a key set', async () => {
    const { file } = await backup(dir);
    const result = await restore(file, KEY);
    expect(result.encrypted).toBe(false);
    expect(await snapshotRows(fresh.database)).toEqual(await snapshotRows(source.database));
  });
});

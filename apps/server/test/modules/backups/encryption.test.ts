// @database-agnostic: backup encryption of byte streams, no database (the PGlite pass only)
import { randomBytes } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { CHUNK_BYTES, decryptingStream, encryptingStream, HEADER_BYTES, isEncrypted } from '../../../src/modules/backups/encryption.js';

const KEY = 'k0Zb3vJq9m1xP4r7T2w5Y8aC6eG0iK3nQ5sU7yB9dF1=';
/** The cheapest scrypt the format accepts: these tests are about the framing, not the key stretching. */
const FAST_KDF = { log2N: 10, r: 8, p: 1 };

async function collect(source: Readable, ...transforms: NodeJS.ReadWriteStream[]): Promise<Buffer> {
  const parts: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      parts.push(chunk);
      done();
    },
  });
  await pipeline(source, ...(transforms as [NodeJS.ReadWriteStream]), sink);
  return Buffer.concat(parts);
}

/** Written in uneven pieces, as a tar stream writes. */
const pieces = (bytes: Buffer) =>
  Readable.from(Array.from({ length: Math.ceil(bytes.length / 5000) }, (_, i) => bytes.subarray(i * 5000, (i + 1) * 5000)));

const encrypt = async (plain: Buffer, key = KEY) => collect(pieces(plain), await encryptingStream(key, FAST_KDF));
const decryptWith = async (sealed: Buffer, key: string | undefined) =>
  collect(Readable.from([sealed.subarray(HEADER_BYTES)]), await decryptingStream('backup.enc', sealed.subarray(0, HEADER_BYTES), key));
const decrypt = (sealed: Buffer) => decryptWith(sealed, KEY);

describe('backup encryption', () => {
  it.each([0, 1, CHUNK_BYTES - 1, CHUNK_BYTES, CHUNK_BYTES + 1, 3 * CHUNK_BYTES, 3 * CHUNK_BYTES + 777])(
    'round-trips %i bytes, and the file shows none of them',
    async (size) => {
      const plain = randomBytes(size);
      const sealed = await encrypt(plain);
      expect(isEncrypted(sealed)).toBe(true);
      const chunks = Math.max(1, Math.ceil(size / CHUNK_BYTES));
      expect(sealed.length).toBe(HEADER_BYTES + size + 16 * chunks);
      if (size >= 64) expect(sealed.includes(plain.subarray(0, 64))).toBe(false);
      expect((await decrypt(sealed)).equals(plain)).toBe(true);
    },
  );

  it('gives each file its own salt and nonces: the same bytes twice encrypt differently', async () => {
    const plain = Buffer.alloc(1000, 7);
    const [a, b] = [await encrypt(plain), await encrypt(plain)];
    expect(a.subarray(HEADER_BYTES).equals(b.subarray(HEADER_BYTES))).toBe(false);
  });

  it('refuses a missing key and a wrong key before decrypting anything', async () => {
    const sealed = await encrypt(randomBytes(10_000));
    await expect(decryptWith(sealed, undefined)).rejects.toThrow(
      'backup.enc is encrypted. Set BACKUP_ENCRYPTION_KEY to the key it was made with (the one kept in your password manager) and run the restore again.',
    );
    await expect(decryptWith(sealed, `${KEY.slice(1)}x`)).rejects.toThrow(
      "BACKUP_ENCRYPTION_KEY is not the key backup.enc was encrypted with (or the file's header was altered); it cannot be restored.",
    );
  });

  it('refuses every changed byte, wherever it is: header, ciphertext or tag', async () => {
    const sealed = await encrypt(randomBytes(2 * CHUNK_BYTES + 100));
    const frame = CHUNK_BYTES + 16;
    const positions = [
      10,
      20,
      40,
      HEADER_BYTES - 1,
      HEADER_BYTES,
      HEADER_BYTES + 5000,
      HEADER_BYTES + frame - 1,
      HEADER_BYTES + frame + 3,
      sealed.length - 1,
    ];
    for (const at of positions) {
      const altered = Buffer.from(sealed);
      altered[at]! ^= 0x01;
      await expect(decrypt(altered), `byte ${at}`).rejects.toThrow(/backup\.enc|BACKUP_ENCRYPTION_KEY/);
    }
    const flipped = Buffer.from(sealed);
    flipped[HEADER_BYTES + frame + 10]! ^= 0x80;
    await expect(decrypt(flipped)).rejects.toThrow(
      'backup.enc failed its authentication: encrypted block 2 was altered, cut short or damaged; it cannot be restored.',
    );
  });

  it('refuses a file cut short (at a chunk boundary too), one with bytes appended, and chunks swapped', async () => {
    const sealed = await encrypt(randomBytes(3 * CHUNK_BYTES + 10));
    const frame = CHUNK_BYTES + 16;
    await expect(decrypt(sealed.subarray(0, HEADER_BYTES + 2 * frame))).rejects.toThrow(
      /backup\.enc failed its authentication: its last encrypted block/,
    );
    await expect(decrypt(sealed.subarray(0, sealed.length - 1))).rejects.toThrow(/failed its authentication/);
    await expect(decrypt(sealed.subarray(0, HEADER_BYTES + 5))).rejects.toThrow(
      'backup.enc is damaged or incomplete (its encrypted data ends early)',
    );
    await expect(decrypt(Buffer.concat([sealed, Buffer.from([0])]))).rejects.toThrow(/failed its authentication/);
    const body = sealed.subarray(HEADER_BYTES);
    const swapped = Buffer.concat([
      sealed.subarray(0, HEADER_BYTES),
      body.subarray(frame, 2 * frame),
      body.subarray(0, frame),
      body.subarray(2 * frame),
    ]);
    await expect(decrypt(swapped)).rejects.toThrow('backup.enc failed its authentication: encrypted block 1');
  });

  it('refuses a header that asks for absurd key-stretching memory, without trying', async () => {
    const sealed = await encrypt(randomBytes(100));
    const greedy = Buffer.from(sealed);
    greedy[10] = 40; // log2 N
    await expect(decrypt(greedy)).rejects.toThrow('backup.enc is damaged (its encryption header holds impossible settings); it cannot be restored.');
  });
});

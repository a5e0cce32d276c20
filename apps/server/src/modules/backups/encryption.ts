import { createCipheriv, createDecipheriv, createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { BackupError } from './format.js';

/**
 * An encrypted backup (ADR 054): a fixed header, then the tar.gz in chunks, each sealed with AES-256-GCM.
 * The key comes from BACKUP_ENCRYPTION_KEY through scrypt with a salt of this file's own; the header is
 * the additional data of every chunk, and each chunk's nonce carries its number and whether it is the
 * last, so a changed, reordered, dropped or appended byte fails to decrypt.
 */
export const ENCRYPTED_MAGIC = Buffer.from('RPBACKUP', 'latin1');
const FORMAT_VERSION = 1;
const KDF_SCRYPT = 1;
const SALT_BYTES = 16;
const NONCE_PREFIX_BYTES = 7;
const TAG_BYTES = 16;
const CHECK_BYTES = 32;
/** magic, version, kdf, log2 N, r, p, salt, nonce prefix, chunk size: what the key check covers. */
const PREFIX_BYTES = ENCRYPTED_MAGIC.length + 5 + SALT_BYTES + NONCE_PREFIX_BYTES + 4;
export const HEADER_BYTES = PREFIX_BYTES + CHECK_BYTES;
export const CHUNK_BYTES = 64 * 1024;
/** scrypt at N = 2^15, r = 8: 32 MiB and about 0.1 s on libuv's threads, once per file. */
const DEFAULT_KDF = { log2N: 15, r: 8, p: 1 };

interface Header {
  bytes: Buffer;
  log2N: number;
  r: number;
  p: number;
  salt: Buffer;
  noncePrefix: Buffer;
  chunkBytes: number;
  check: Buffer;
}

interface Keys {
  cipherKey: Buffer;
  checkKey: Buffer;
}

function deriveKeys(secret: string, header: Pick<Header, 'log2N' | 'r' | 'p' | 'salt'>): Promise<Keys> {
  const N = 2 ** header.log2N;
  const maxmem = 256 * N * header.r + 1024 * 1024;
  return new Promise((resolve, reject) =>
    scrypt(secret, header.salt, 64, { N, r: header.r, p: header.p, maxmem }, (err, key) =>
      err ? reject(err) : resolve({ cipherKey: key.subarray(0, 32), checkKey: key.subarray(32) }),
    ),
  );
}

const keyCheck = (keys: Keys, prefix: Buffer) => createHmac('sha256', keys.checkKey).update(prefix).digest();

function nonce(header: Header, index: number, last: boolean): Buffer {
  const value = Buffer.alloc(12);
  header.noncePrefix.copy(value, 0);
  value.writeUInt32BE(index, NONCE_PREFIX_BYTES);
  value[11] = last ? 1 : 0;
  return value;
}

/** A stream that encrypts what is written to it (a tar.gz) into the format above, header first. */
export async function encryptingStream(secret: string, kdf = DEFAULT_KDF): Promise<Transform> {
  const prefix = Buffer.alloc(PREFIX_BYTES);
  let at = ENCRYPTED_MAGIC.copy(prefix, 0);
  for (const byte of [FORMAT_VERSION, KDF_SCRYPT, kdf.log2N, kdf.r, kdf.p]) at = prefix.writeUInt8(byte, at);
  const salt = randomBytes(SALT_BYTES);
  const noncePrefix = randomBytes(NONCE_PREFIX_BYTES);
  at += salt.copy(prefix, at);
  at += noncePrefix.copy(prefix, at);
  prefix.writeUInt32BE(CHUNK_BYTES, at);
  const keys = await deriveKeys(secret, { ...kdf, salt });
  const bytes = Buffer.concat([prefix, keyCheck(keys, prefix)]);
  const header: Header = { bytes, ...kdf, salt, noncePrefix, chunkBytes: CHUNK_BYTES, check: bytes.subarray(PREFIX_BYTES) };

  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let index = 0;
  const seal = (plain: Buffer, last: boolean) => {
    const cipher = createCipheriv('aes-256-gcm', keys.cipherKey, nonce(header, index, last));
    cipher.setAAD(header.bytes);
    index += 1;
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };
  return new Transform({
    construct(done) {
      this.push(header.bytes);
      done();
    },
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      // Strictly more than a chunk: the last chunk is sealed as the last one in flush.
      if (pendingBytes > CHUNK_BYTES) {
        let all = Buffer.concat(pending);
        while (all.length > CHUNK_BYTES) {
          this.push(seal(all.subarray(0, CHUNK_BYTES), false));
          all = all.subarray(CHUNK_BYTES);
        }
        pending = [all];
        pendingBytes = all.length;
      }
      done();
    },
    flush(done: TransformCallback) {
      done(null, seal(Buffer.concat(pending), true));
    },
  });
}

/** Whether a file's first bytes are those of an encrypted backup (a plain one starts with gzip's 1f 8b). */
export const isEncrypted = (start: Buffer) =>
  start.length >= ENCRYPTED_MAGIC.length && start.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC);

function parseHeader(file: string, bytes: Buffer): Header {
  if (bytes.length < HEADER_BYTES)
    throw new BackupError(`${file} is damaged or incomplete (its encryption header is cut short); it cannot be restored.`);
  let at = ENCRYPTED_MAGIC.length;
  const [version, kdf, log2N, r, p] = [0, 1, 2, 3, 4].map((i) => bytes[at + i]!);
  at += 5;
  if (version !== FORMAT_VERSION || kdf !== KDF_SCRYPT) {
    throw new BackupError(
      `${file} was encrypted in a format this version cannot read (format ${version}); restore it with a newer version of the app.`,
    );
  }
  const salt = bytes.subarray(at, (at += SALT_BYTES));
  const noncePrefix = bytes.subarray(at, (at += NONCE_PREFIX_BYTES));
  const chunkBytes = bytes.readUInt32BE(at);
  // Bounds keep an altered header from asking for gigabytes of scrypt memory or of chunk buffer.
  if (log2N! < 10 || log2N! > 20 || r! < 1 || r! > 32 || p! < 1 || p! > 4 || chunkBytes < 1024 || chunkBytes > 16 * 1024 * 1024) {
    throw new BackupError(`${file} is damaged (its encryption header holds impossible settings); it cannot be restored.`);
  }
  return {
    bytes: bytes.subarray(0, HEADER_BYTES),
    log2N: log2N!,
    r: r!,
    p: p!,
    salt,
    noncePrefix,
    chunkBytes,
    check: bytes.subarray(PREFIX_BYTES, HEADER_BYTES),
  };
}

/**
 * Checks an encrypted backup's header against the key and returns a stream that turns the rest of the
 * file into the tar.gz. It passes on a chunk only after its tag checked; any failure is a BackupError.
 */
export async function decryptingStream(file: string, headerBytes: Buffer, secret: string | undefined): Promise<Transform> {
  const header = parseHeader(file, headerBytes);
  if (!secret) {
    throw new BackupError(
      `${file} is encrypted. Set BACKUP_ENCRYPTION_KEY to the key it was made with (the one kept in your password manager) and run the restore again.`,
    );
  }
  const keys = await deriveKeys(secret, header);
  const expected = keyCheck(keys, header.bytes.subarray(0, PREFIX_BYTES));
  if (!timingSafeEqual(expected, header.check)) {
    throw new BackupError(
      `BACKUP_ENCRYPTION_KEY is not the key ${file} was encrypted with (or the file's header was altered); it cannot be restored. Set the key it was made with.`,
    );
  }
  const frameBytes = header.chunkBytes + TAG_BYTES;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let index = 0;
  const open = (frame: Buffer, last: boolean) => {
    const decipher = createDecipheriv('aes-256-gcm', keys.cipherKey, nonce(header, index, last));
    decipher.setAAD(header.bytes);
    decipher.setAuthTag(frame.subarray(frame.length - TAG_BYTES));
    const plain = decipher.update(frame.subarray(0, frame.length - TAG_BYTES));
    try {
      return Buffer.concat([plain, decipher.final()]);
    } catch {
      const where = last ? 'its last encrypted block' : `encrypted block ${index + 1}`;
      throw new BackupError(`${file} failed its authentication: ${where} was altered, cut short or damaged; it cannot be restored.`);
    } finally {
      index += 1;
    }
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      try {
        // A frame is known not to be the last only once more bytes follow it.
        if (pendingBytes > frameBytes) {
          let all = Buffer.concat(pending);
          while (all.length > frameBytes) {
            this.push(open(all.subarray(0, frameBytes), false));
            all = all.subarray(frameBytes);
          }
          pending = [all];
          pendingBytes = all.length;
        }
        done();
      } catch (err) {
        done(err as Error);
      }
    },
    flush(done: TransformCallback) {
      try {
        const rest = Buffer.concat(pending);
        if (rest.length < TAG_BYTES) {
          throw new BackupError(`${file} is damaged or incomplete (its encrypted data ends early); it cannot be restored.`);
        }
        done(null, open(rest, true));
      } catch (err) {
        done(err as Error);
      }
    },
  });
}

import { describe, expect, it } from 'vitest';
import { sniffKind } from '../../src/lib/uploads.js';
import { hashPassword, verifyPassword } from '../../src/lib/passwords.js';

describe('sniffKind', () => {
  it.each([
    ['%PDF-1.7\n', 'pdf'],
    ['\x89PNG\r\n\x1a\n....', 'png'],
    ['\xff\xd8\xff\xe0', 'jpeg'],
    ['GIF87a', 'gif'],
    ['RIFF\x00\x00\x00\x00WEBPVP8 ', 'webp'],
    ['ISO-10303-21;', 'step'],
    ['AC1027', 'dwg'],
    ['0\nSECTION\n2\nHEADER\n', 'dxf'],
    ['999\nmade by cad\n  0\r\nSECTION\r\n', 'dxf'],
    ['hello', null],
    ['MZ\x90', null],
  ])('recognises %j as %s', (text, kind) => {
    expect(sniffKind(Buffer.from(text, 'latin1'))).toBe(kind);
  });
});

describe('passwords', () => {
  it('hashes with scrypt and a salt, and verifies only the right password', async () => {
    const a = await hashPassword('s3cret-Password');
    const b = await hashPassword('s3cret-Password');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('s3cret-Password', a)).toBe(true);
    expect(await verifyPassword('s3cret-password', a)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });
});

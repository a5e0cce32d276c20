// @database-agnostic: file sniffing, no database (the PGlite pass only)
import { describe, expect, it } from 'vitest';
import { sniffKind } from '../../src/lib/uploads.js';

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

import { describe, expect, it } from 'vitest';
import {
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_MESSAGE,
  TOO_MANY_FILES_MESSAGE,
  TOTAL_TOO_LARGE_MESSAGE,
  addDrawings,
} from '~/features/quote-request/utils/file-rules';

const fileOf = (name: string, size: number) => new File([new Uint8Array(size)], name);
const MB = 1024 * 1024;

describe('addDrawings', () => {
  it('keeps the spec messages for the first file and names later ones', () => {
    expect(addDrawings([], [fileOf('huge.pdf', 5 * MB + 1)])).toEqual({ files: [], error: FILE_TOO_LARGE_MESSAGE });
    expect(addDrawings([], [fileOf('virus.exe', 2)]).error).toBe(FILE_TYPE_MESSAGE);
    const first = fileOf('a.pdf', 10);
    const result = addDrawings([first], [fileOf('b.exe', 2), fileOf('c.dxf', 3)]);
    expect(result.error).toBe(`b.exe: ${FILE_TYPE_MESSAGE}`);
    expect(result.files.map((f) => f.name)).toEqual(['a.pdf', 'c.dxf']);
  });

  it('stops at 5 files and at 20 MB together', () => {
    const six = Array.from({ length: 6 }, (_, i) => fileOf(`d${i}.dxf`, 10));
    expect(addDrawings([], six)).toMatchObject({ error: TOO_MANY_FILES_MESSAGE });
    expect(addDrawings([], six).files).toHaveLength(5);
    const big = Array.from({ length: 5 }, (_, i) => fileOf(`p${i}.pdf`, 4.5 * MB));
    const result = addDrawings([], big);
    expect(result.files).toHaveLength(4);
    expect(result.error).toBe(`p4.pdf: ${TOTAL_TOO_LARGE_MESSAGE}`);
  });
});

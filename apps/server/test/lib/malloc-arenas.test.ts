// @database-agnostic: a function of the process, no database (the PGlite pass only)
import { describe, expect, it } from 'vitest';
import { mallocArenaWarning, runtimeGlibcVersion } from '../../src/lib/malloc-arenas.js';

describe('the malloc arena warning at start (ADR 067)', () => {
  it('warns on glibc when neither MALLOC_ARENA_MAX nor the glibc tunable is set', () => {
    expect(mallocArenaWarning({}, '2.36')).toMatch(/MALLOC_ARENA_MAX is not set/);
    expect(mallocArenaWarning({ GLIBC_TUNABLES: 'glibc.malloc.tcache_count=0' }, '2.36')).toMatch(/MALLOC_ARENA_MAX/);
  });

  it('is quiet when the limit is set either way, or on another C library', () => {
    expect(mallocArenaWarning({ MALLOC_ARENA_MAX: '2' }, '2.36')).toBeNull();
    expect(mallocArenaWarning({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' }, '2.36')).toBeNull();
    expect(mallocArenaWarning({}, undefined)).toBeNull();
  });

  it('reads the glibc version of this process (the test machine runs Debian)', () => {
    expect(runtimeGlibcVersion()).toMatch(/^2\.\d+$/);
  });
});

/**
 * glibc's malloc gives each thread that allocates its own arena (up to 8 per core) and keeps what was freed
 * in them: image conversion (sharp), password hashing (argon2) and compression on libuv's threads left
 * the server hundreds of MB larger after load, for good (ADR 067). MALLOC_ARENA_MAX=2 bounds that, but
 * glibc reads it only when the process starts: `npm start` sets it, and a server started another way
 * (systemd, a container) says at start that it is missing.
 */
export function mallocArenaWarning(env: NodeJS.ProcessEnv, glibcVersion: string | undefined): string | null {
  if (!glibcVersion) return null; // musl (Alpine), macOS, Windows: another allocator.
  if (env.MALLOC_ARENA_MAX || /glibc\.malloc\.arena_max=/.test(env.GLIBC_TUNABLES ?? '')) return null;
  return (
    'MALLOC_ARENA_MAX is not set: glibc keeps a malloc arena per busy thread and the server stays hundreds of MB ' +
    'larger after load. Start it with MALLOC_ARENA_MAX=2 in its environment (npm start does; see the README).'
  );
}

/** The glibc version this process runs on, or undefined when it runs on another C library. */
export function runtimeGlibcVersion(): string | undefined {
  const report = process.report.getReport() as { header?: { glibcVersionRuntime?: string } };
  return report.header?.glibcVersionRuntime;
}

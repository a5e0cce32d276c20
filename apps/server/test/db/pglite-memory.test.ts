// @database-agnostic: the embedded database itself (the PGlite pass only)
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from '../../src/db/client.js';

// The embedded database only: its buffer pool lives in the server's own memory (ADR 067).
describe('the embedded database memory', () => {
  let database: Database;
  let memory: WebAssembly.Memory | undefined;
  beforeAll(async () => {
    // Catch the WebAssembly memory of PGlite's PostgreSQL, to read its size: the first one it makes
    // (initdb's, for a new database, and a small helper's come after).
    const Original = WebAssembly.Memory;
    WebAssembly.Memory = new Proxy(Original, {
      construct: (target, args: [WebAssembly.MemoryDescriptor]) => {
        const made = new target(...args);
        memory ??= made;
        return made;
      },
    });
    try {
      database = await openDatabase({});
    } finally {
      WebAssembly.Memory = Original;
    }
  });
  afterAll(() => database.close());

  it('runs with 32 MB of shared buffers, not the 128 MB initdb picks', async () => {
    const [row] = rowsOf<{ shared_buffers: string }>(await database.db.execute(sql`show shared_buffers`));
    expect(row?.shared_buffers).toBe('32MB');
  });

  it('fits in its initial 128 MiB of WebAssembly memory after start and migrations (it grew to 188 MiB with 128 MB of buffers)', async () => {
    await database.migrate();
    expect(memory).toBeDefined();
    expect(memory!.buffer.byteLength).toBe(128 * 1024 * 1024);
  });
});

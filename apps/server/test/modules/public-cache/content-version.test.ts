import { describe, expect, it } from 'vitest';
import { keptUntilChanged, sharedReader } from '../../../src/modules/public-cache/content-version.js';

/** A read the test finishes by hand, so the order of events is exact without any waiting. */
function controlledReads() {
  const reads: { resolve: (value: string) => void }[] = [];
  const read = () => new Promise<string>((resolve) => reads.push({ resolve }));
  return { reads, read };
}

describe('sharedReader', () => {
  it('lets callers that arrive during a read share the next read, never the one already running', async () => {
    const { reads, read } = controlledReads();
    const current = sharedReader(read);

    const first = current();
    const second = current(); // arrived while read 1 runs: the admin change may have committed since
    const third = current();
    expect(reads).toHaveLength(1);

    reads[0]!.resolve('1');
    expect(await first).toBe('1');
    // The shared read starts once the first has settled (a few promise turns later; no timers involved).
    for (let turn = 0; turn < 10 && reads.length < 2; turn++) await Promise.resolve();
    expect(reads).toHaveLength(2);
    reads[1]!.resolve('2');
    expect(await second).toBe('2');
    expect(await third).toBe('2');

    const later = current();
    expect(reads).toHaveLength(3);
    reads[2]!.resolve('3');
    expect(await later).toBe('3');
  });

  it('passes a failed read to its callers and reads afresh for the next ones', async () => {
    let calls = 0;
    const current = sharedReader(async () => {
      calls++;
      if (calls === 1) throw new Error('connection lost');
      return String(calls);
    });
    await expect(current()).rejects.toThrow('connection lost');
    expect(await current()).toBe('2');
  });
});

describe('keptUntilChanged (the embedded database, one process)', () => {
  it('keeps the stamp it read until this process changes public content, then reads again', async () => {
    let stored = '1';
    let reads = 0;
    let invalidate = () => {};
    const current = keptUntilChanged(
      async () => {
        reads++;
        return stored;
      },
      (listener) => (invalidate = listener),
    );
    expect(await current()).toBe('1');
    expect(await current()).toBe('1');
    expect(reads).toBe(1);
    stored = '2';
    invalidate();
    expect(await current()).toBe('2');
    expect(await current()).toBe('2');
    expect(reads).toBe(2);
  });

  it('answers but does not keep a read that was in flight when a change committed', async () => {
    const { reads, read } = controlledReads();
    let invalidate = () => {};
    const current = keptUntilChanged(read, (listener) => (invalidate = listener));
    const inFlight = current();
    invalidate();
    reads[0]!.resolve('old');
    expect(await inFlight).toBe('old');
    const next = current();
    expect(reads).toHaveLength(2);
    reads[1]!.resolve('new');
    expect(await next).toBe('new');
    expect(await current()).toBe('new');
    expect(reads).toHaveLength(2);
  });

  it('keeps no failed read', async () => {
    let calls = 0;
    const current = keptUntilChanged(
      async () => {
        calls++;
        if (calls === 1) throw new Error('connection lost');
        return 'ok';
      },
      () => {},
    );
    await expect(current()).rejects.toThrow('connection lost');
    expect(await current()).toBe('ok');
  });
});

/** Resident memory of a process from /proc (Linux), and the parts the server reports through memory-probe.mjs. */
import { readFileSync } from 'node:fs';

const MiB = 1024 * 1024;

/** VmRSS, RssAnon and RssFile of `pid` in bytes (0 when the process is gone). */
export function residentOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0) * 1024;
    return { rss: kb('VmRSS'), anon: kb('RssAnon'), file: kb('RssFile') };
  } catch {
    return { rss: 0, anon: 0, file: 0 };
  }
}

/** Reads the RSS every `everyMs` and keeps the highest. */
export function peakSampler(pid, everyMs = 250) {
  let peak = residentOf(pid).rss;
  const timer = setInterval(() => (peak = Math.max(peak, residentOf(pid).rss)), everyMs).unref();
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, residentOf(pid).rss);
    },
  };
}

/** The server's process.memoryUsage() plus its WebAssembly memories ({ rss, heapUsed, external, arrayBuffers, wasm, ... }). */
export function probe(child, timeoutMs = 10_000) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(null), timeoutMs);
    const onMessage = (message) => message?.soakMemory && done(message.soakMemory);
    function done(value) {
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(value);
    }
    child.on('message', onMessage);
    child.send('soak:memory');
  });
}

/**
 * Waits `restMs`, then until the RSS has moved less than 2 % over the last 10 s (at most `maxMs` more):
 * what the process keeps once it is left alone.
 */
export async function restAndSettle(pid, restMs, maxMs = 120_000) {
  await new Promise((r) => setTimeout(r, restMs));
  const window = [];
  const started = Date.now();
  for (;;) {
    window.push(residentOf(pid).rss);
    if (window.length > 10) window.shift();
    const spread = Math.max(...window) - Math.min(...window);
    if ((window.length === 10 && spread < 0.02 * Math.max(...window)) || Date.now() - started > maxMs) return residentOf(pid);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

export const mib = (bytes) => (bytes == null ? '-' : typeof bytes === 'string' ? bytes : `${(bytes / MiB).toFixed(0)}`);

const HEAP_MAX = 64 * MiB;

/**
 * The resident bytes of `pid` by kind of mapping (/proc/<pid>/smaps): glibc's main heap ([heap]), its
 * thread arenas (heaps reserved 64 MiB at a time, 64 MiB aligned), WebAssembly memories (V8 reserves
 * 8 GiB each and opens what the memory has grown to) and the other anonymous memory (V8's heap, stacks,
 * large allocations glibc maps on their own). A reservation shows as a readable mapping followed by an
 * inaccessible one.
 */
export function mappingsOf(pid) {
  let text;
  try {
    text = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  } catch {
    return null;
  }
  const maps = [];
  for (const block of text.split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/)) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ (\d+)[ \t]*(.*)$/m.exec(block);
    if (!head) continue;
    const rss = Number(/^Rss:\s+(\d+)/m.exec(block)?.[1] ?? 0) * 1024;
    maps.push({
      start: parseInt(head[1], 16),
      end: parseInt(head[2], 16),
      perms: head[3],
      anonymous: head[4] === '0' && !head[5],
      name: head[5],
      rss,
    });
  }
  const parts = { mallocMain: 0, mallocArenas: 0, wasm: 0, otherAnon: 0 };
  maps.forEach((m, i) => {
    if (m.name === '[heap]') parts.mallocMain += m.rss;
    if (!m.anonymous) return;
    const after = maps[i + 1];
    const reserved = after?.anonymous && after.perms.startsWith('---') && after.start === m.end ? after.end - m.start : m.end - m.start;
    if (m.perms.startsWith('rw') && reserved >= 4 * 1024 * MiB) parts.wasm += m.rss;
    else if (m.perms.startsWith('rw') && m.start % HEAP_MAX === 0 && reserved === HEAP_MAX) parts.mallocArenas += m.rss;
    else parts.otherAnon += m.rss;
  });
  return parts;
}

/** Everything the table shows about the server's memory at one moment. */
export async function snapshot(child) {
  const parts = await probe(child);
  return { ...residentOf(child.pid), parts, maps: mappingsOf(child.pid) };
}

/** The rows of the soak's table: [label, idle after boot, start, peak, after rest] in bytes (null: not measured). */
export function memoryRows(boot, start, peak, rested) {
  const row = (label, read, peakValue = null) => [label, read(boot), read(start), peakValue, read(rested)];
  return [
    row('resident (VmRSS)', (s) => s.rss, peak),
    row('  anonymous', (s) => s.anon),
    row('    malloc main heap', (s) => s.maps?.mallocMain),
    row('    malloc thread arenas', (s) => s.maps?.mallocArenas),
    row('    WebAssembly (PGlite)', (s) => s.maps?.wasm),
    row('    other (V8 heap, ...)', (s) => s.maps?.otherAnon),
    row('  file-backed', (s) => s.file),
    row('V8 heap total / used', (s) => s.parts && `${mib(s.parts.heapTotal)}/${mib(s.parts.heapUsed)}`),
    row('external (incl. wasm)', (s) => s.parts?.external),
    row('  array buffers', (s) => s.parts?.arrayBuffers),
    row('  WebAssembly size', (s) => s.parts?.wasm),
  ];
}

/** The malloc settings in the environment of `pid`: glibc's, and jemalloc preloaded ('' when none is set). */
export function mallocSettingsOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .filter((v) => /^(MALLOC_\w+|GLIBC_TUNABLES|LD_PRELOAD)=/.test(v))
      .join(' ');
  } catch {
    return '';
  }
}

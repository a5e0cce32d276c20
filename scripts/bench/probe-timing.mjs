import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { benchPdf, benchQuote } from '../lib/bench-quote.mjs';

/**
 * What a stranger can time (issue 45): answers that must not tell which e-mail addresses have an account
 * or which references exist. Each pair is sampled interleaved (a, b, a, b, ...) after a warm-up, one request
 * at a time on one keep-alive connection, each side first every other round, so drift and the machine's other
 * load touch both sides alike.
 *
 * - sign-in: an unknown e-mail (a new one each time, as a stranger trying addresses would) against a wrong
 *   password for the real account; a correct sign-in (not timed) after every 4 failures keeps the account
 *   below its per-account limit. Needs the server started with a high LOGIN_RATE_LIMIT.
 * - status link: a known reference with a wrong key against an unknown reference (the buyer's PDF call, 404).
 */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function request(agent, url, { method = 'GET', body } = {}) {
  return new Promise((resolve, reject) => {
    const headers = body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {};
    const req = http.request(url, { method, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Times `send` and checks its status; returns milliseconds. */
async function timed(send, expected, label) {
  const t0 = performance.now();
  const res = await send();
  const ms = performance.now() - t0;
  if (res.status !== expected) throw new Error(`${label}: expected HTTP ${expected}, got ${res.status}: ${res.body.slice(0, 200)}`);
  return ms;
}

/** Samples two requests interleaved, `warmUp` untimed rounds first; the medians in ms and how far apart they are. */
async function pair(samples, warmUp, a, b) {
  const times = { a: [], b: [] };
  for (let i = 0; i < warmUp + samples; i++) {
    // Each goes first every other round, so whatever the first request of a round pays is shared.
    let ta, tb;
    if (i % 2) [tb, ta] = [await b(i), await a(i)];
    else [ta, tb] = [await a(i), await b(i)];
    if (i < warmUp) continue;
    times.a.push(ta);
    times.b.push(tb);
  }
  const ma = median(times.a);
  const mb = median(times.b);
  return { a: ma, b: mb, difference: Math.abs(mb - ma) / Math.min(ma, mb) };
}

export async function probeTimings({ origin, admin, signInSamples = 20, statusSamples = 50 }) {
  const api = `${origin}/api/v1`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const post = (path, value) => request(agent, `${api}${path}`, { method: 'POST', body: JSON.stringify(value) });
  const run = randomBytes(4).toString('hex');
  try {
    let failures = 0;
    const signIn = await pair(
      signInSamples,
      3,
      (i) => timed(() => post('/auth/login', { Email: `nobody-${run}-${i}@example.com`, Password: 'Wrong-Password-123' }), 401, 'unknown e-mail'),
      async () => {
        if (failures === 4) {
          const ok = await post('/auth/login', { Email: admin.email, Password: admin.password });
          if (ok.status !== 200) throw new Error(`correct sign-in: HTTP ${ok.status}`);
          failures = 0;
        }
        failures++;
        return timed(() => post('/auth/login', { Email: admin.email, Password: 'Wrong-Password-123' }), 401, 'wrong password');
      },
    );

    const quote = { ...benchQuote(`probe-${run}`, { message: 'Timing probe', fileName: 'drawing.pdf', pdf: benchPdf(1000) }) };
    const saved = await post('/quote/save', quote);
    if (saved.status !== 201) throw new Error(`quote submission: HTTP ${saved.status}: ${saved.body.slice(0, 200)}`);
    const reference = JSON.parse(saved.body).data.Reference;
    const unknown = reference.replace(/\d+$/, (n) => String(Number(n) + 900_000).padStart(n.length, '0'));
    const pdf = (ref) => () => request(agent, `${api}/rfq/${ref}/quotation.pdf?key=${randomBytes(32).toString('base64url')}`);
    const status = await pair(
      statusSamples,
      5,
      () => timed(pdf(reference), 404, 'known reference, wrong key'),
      () => timed(pdf(unknown), 404, 'unknown reference'),
    );
    return {
      signIn: { samples: signInSamples, unknownEmail: signIn.a, wrongPassword: signIn.b, difference: signIn.difference },
      statusLink: { samples: statusSamples, wrongKey: status.a, unknownReference: status.b, difference: status.difference },
    };
  } finally {
    agent.destroy();
  }
}

/** The figures as bench.mjs prints them. */
export function printProbeTimings({ signIn, statusLink }) {
  const ms = (v) => `${v.toFixed(2)} ms`;
  const pct = (v) => `${(v * 100).toFixed(0)} %`;
  console.log(`\nTiming probes (medians, interleaved, one at a time)`);
  console.log(
    `  sign-in, ${signIn.samples} each: unknown e-mail ${ms(signIn.unknownEmail)}, wrong password ${ms(signIn.wrongPassword)}, apart ${pct(signIn.difference)}`,
  );
  console.log(
    `  status link, ${statusLink.samples} each: known reference + wrong key ${ms(statusLink.wrongKey)}, unknown reference ${ms(statusLink.unknownReference)}, apart ${pct(statusLink.difference)}`,
  );
}

import http from 'node:http';
import { benchPdf, benchQuote } from '../lib/bench-quote.mjs';

/**
 * Sends `count` quote requests (each with a small PDF drawing) keeping `inFlight` open at once, times
 * each one, then logs in as admin and counts the quotes the database holds.
 */
const pdf = benchPdf(20_000);
const quote = (i) => benchQuote(i, { message: 'Load measurement', fileName: 'drawing.pdf', pdf });

/** One POST on a keep-alive agent with exactly `inFlight` sockets, so each worker has its own connection. */
function post(agent, url, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function submitQuotes({ origin, count, inFlight, admin }) {
  const api = `${origin}/api/v1`;
  const bodies = Array.from({ length: count }, (_, i) => JSON.stringify(quote(i)));
  const latencies = [];
  const failures = [];
  let created = 0;
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: inFlight });
  const started = performance.now();
  async function worker() {
    while (next < count) {
      const body = bodies[next++];
      const t0 = performance.now();
      try {
        const status = await post(agent, `${api}/quote/save`, body);
        if (status === 201) created++;
        else failures.push(`HTTP ${status}`);
      } catch (err) {
        failures.push(String(err));
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: inFlight }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);

  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: admin.email, Password: admin.password }),
  }).then((r) => r.json());
  const list = await fetch(`${api}/quote/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${login.Token}` },
    body: '{}',
  }).then((r) => r.json());
  const stored = Array.isArray(list.data) ? list.data.filter((q) => q.Title.startsWith('Bench Buyer ')).length : NaN;

  return {
    created,
    stored,
    failures,
    rps: count / elapsed,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    max: Math.round(latencies.at(-1) ?? 0),
  };
}

/**
 * What must hold through Caddy with two processes: a session made on one works on the other, the
 * submission limit counts each real client across both, a product change shows on the other's next page,
 * and Caddy's own rules (body limit, asset caching) are what the recipe says.
 */
import fs from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';
import { api, declaredSizeStatus, request } from './http.mjs';
import { recipeSetting } from './recipe.mjs';
import { check } from './report.mjs';
import { served, waitForServed } from './site-process.mjs';

/** One request through Caddy, and the port of the process that logged it. */
async function viaCaddy(ctx, path, options = {}) {
  const since = served.length;
  const answer = await request(ctx.caddy, path, options);
  const url = path.split('?')[0];
  const entry = await waitForServed((e) => e.url === url, { since, timeoutMs: 10_000, what: `${options.method ?? 'GET'} ${url}` });
  return { answer, port: entry.port };
}

/** Repeats a request through Caddy until process `port` serves it (Caddy chooses); every answer is kept. */
async function untilServedBy(ctx, port, path, options = {}) {
  const answers = [];
  for (let i = 0; i < 40; i++) {
    const result = await viaCaddy(ctx, path, options);
    answers.push(result.answer);
    if (result.port === port) return { answer: result.answer, answers };
  }
  throw new Error(`Caddy sent 40 requests for ${path} and none to rp-site@${port}`);
}

const bearer = (token) => ({ authorization: `Bearer ${token}` });

/** Turns on the Owner's two-factor sign-in (REQUIRE_2FA=true), signs in through Caddy, uses the session on both. */
export async function checkSignIn(ctx) {
  const { email, password } = ctx.owner;
  const enrolment = await api(ctx.caddy, '/auth/login', { method: 'POST', body: { Email: email, Password: password } });
  const setup = await api(ctx.caddy, '/auth/2fa/setup', { method: 'POST', body: {}, token: enrolment.Token });
  const code = await generate({ secret: setup.data.Secret });
  const enabled = await api(ctx.caddy, '/auth/2fa/enable', { method: 'POST', body: { Password: password, Code: code }, token: enrolment.Token });
  const [firstCode, secondCode] = enabled.data.RecoveryCodes;

  // The app's current code was just spent; a recovery code signs in now.
  const login = await viaCaddy(ctx, '/api/v1/auth/login', { method: 'POST', body: { Email: email, Password: password, Code: firstCode } });
  check(
    'sign-in through Caddy (two-factor, REQUIRE_2FA=true)',
    login.answer.status === 200 && login.answer.json?.Token,
    `served by rp-site@${login.port}`,
  );
  const token = login.answer.json.Token;
  const other = ctx.sites.find((site) => site.port !== login.port);
  const elsewhere = await untilServedBy(ctx, other.port, '/api/v1/quote/list', { method: 'POST', body: { page: 1 }, headers: bearer(token) });
  check(
    `the session made on rp-site@${login.port} works on rp-site@${other.port} through Caddy`,
    elsewhere.answers.every((a) => a.status === 200),
    `${elsewhere.answers.length} admin calls, all ${[...new Set(elsewhere.answers.map((a) => a.status))].join('/')}`,
  );
  for (const site of ctx.sites) {
    const me = await request(site.origin, '/api/v1/auth/me', { headers: bearer(token) });
    check(`the same session asked of rp-site@${site.port} directly`, me.status === 200 && me.json?.data?.Email === email, String(me.status));
  }

  const second = await api(ctx.caddy, '/auth/login', { method: 'POST', body: { Email: email, Password: password, Code: secondCode } });
  await api(ctx.sites[1].origin, '/auth/logout', { method: 'POST', body: {}, token: second.Token });
  const afterLogout = await request(ctx.sites[0].origin, '/api/v1/auth/me', { headers: bearer(second.Token) });
  check(
    `signed out on rp-site@${ctx.sites[1].port}: the session is refused on rp-site@${ctx.sites[0].port}`,
    afterLogout.status === 401,
    String(afterLogout.status),
  );
  return token;
}

const inquiry = (n, run) => ({ Title: `Limit Test ${n}`, Email: `limit-${run}-${n}@example.com`, Message: 'Do you stock EN8 bar?' });

/** SUBMIT_RATE_LIMIT inquiries from one client through Caddy land on both processes; the next is refused. */
export async function checkSubmitLimit(ctx) {
  const limit = Number(recipeSetting('SUBMIT_RATE_LIMIT') ?? 30);
  const since = served.length;
  const ports = new Set();
  let accepted = 0;
  for (let n = 0; n < limit; n++) {
    const { answer, port } = await viaCaddy(ctx, '/api/v1/inquery/save', { method: 'POST', body: inquiry(n, ctx.run), from: '127.0.0.2' });
    if (answer.status === 201) accepted++;
    ports.add(port);
  }
  const over = await request(ctx.caddy, '/api/v1/inquery/save', { method: 'POST', body: inquiry(limit, ctx.run), from: '127.0.0.2' });
  const spoofed = await request(ctx.caddy, '/api/v1/inquery/save', {
    method: 'POST',
    body: inquiry(limit + 1, ctx.run),
    from: '127.0.0.2',
    headers: { 'x-forwarded-for': '203.0.113.9' },
  });
  const neighbour = await request(ctx.caddy, '/api/v1/inquery/save', { method: 'POST', body: inquiry(limit + 2, ctx.run), from: '127.0.0.3' });
  check(
    `${limit} inquiries (SUBMIT_RATE_LIMIT) from client 127.0.0.2 through Caddy, spread over both processes`,
    accepted === limit && ports.size === 2,
    `${accepted} accepted, served by ${[...ports].map((p) => `rp-site@${p}`).join(' and ')}`,
  );
  check(
    `the next one from 127.0.0.2 is refused, whichever process gets it`,
    over.status === 429 && over.json?.message,
    `${over.status}: ${over.json?.message}`,
  );
  check(`127.0.0.2 claiming to be 203.0.113.9 (X-Forwarded-For) is still refused`, spoofed.status === 429, String(spoofed.status));
  check(`another client (127.0.0.3) is not limited by 127.0.0.2's count`, neighbour.status === 201, String(neighbour.status));
  const ips = new Set(
    served
      .slice(since)
      .filter((e) => e.url === '/api/v1/inquery/save')
      .map((e) => e.ip),
  );
  check(
    'the processes saw the real client addresses (Caddy set X-Forwarded-For; TRUST_PROXY=127.0.0.1)',
    ips.size === 2 && ips.has('127.0.0.2') && ips.has('127.0.0.3'),
    [...ips].join(', '),
  );
}

/** Both processes have the product page cached; a product saved through one shows on the other's next page. */
export async function checkProductChange(ctx, token) {
  const product = (await api(ctx.caddy, '/product/list')).data[0];
  for (const site of ctx.sites) {
    const { answer } = await untilServedBy(ctx, site.port, '/products');
    check(
      `/products served by rp-site@${site.port} shows "${product.ProductTitle}" (now in its page cache)`,
      answer.text.includes(product.ProductTitle),
    );
  }
  const title = `Deploy Test Shaft ${ctx.run}`;
  const saved = await viaCaddy(ctx, '/api/v1/product/save', { method: 'POST', body: { ...product, ProductTitle: title }, headers: bearer(token) });
  check(
    'product renamed through Caddy',
    saved.answer.status === 200,
    `served by rp-site@${saved.port}: ${saved.answer.status} ${saved.answer.json?.message ?? ''}`,
  );
  const other = ctx.sites.find((site) => site.port !== saved.port);
  const pages = await untilServedBy(ctx, other.port, '/products');
  check(
    `the next /products served by rp-site@${other.port} shows the new name`,
    pages.answers.every((a) => a.status === 200 && a.text.includes(title) && !a.text.includes(product.ProductTitle)),
    `${pages.answers.length} page load(s) after the change`,
  );
  const lists = await untilServedBy(ctx, other.port, '/api/v1/product/list');
  check(
    `GET /api/v1/product/list on rp-site@${other.port} has it too`,
    lists.answer.json?.data?.some((p) => p.ProductTitle === title),
  );
}

/** Caddy's body limit answers cleanly; hashed assets keep the server's one Cache-Control; a missing one is not cached. */
export async function checkCaddyRules(ctx) {
  // One the build precompressed: chunks under the compression threshold (a small route module) have no .br copy.
  const asset = ctx.assets.find((name) => name.endsWith('.js') && fs.existsSync(path.join(ctx.assetsDir, `${name}.br`)));
  const hashed = await request(ctx.caddy, `/assets/${asset}`, { headers: { 'accept-encoding': 'br' } });
  const cacheHeaders = (answer) => answer.rawHeaders?.filter((_, i, all) => i % 2 === 0 && all[i].toLowerCase() === 'cache-control').length ?? 0;
  check(
    'a hashed asset through Caddy: one Cache-Control header, a year, immutable; sent precompressed',
    hashed.status === 200 &&
      cacheHeaders(hashed) === 1 &&
      hashed.headers['cache-control'] === 'public, max-age=31536000, immutable' &&
      hashed.headers['content-encoding'] === 'br',
    `${hashed.status}, ${cacheHeaders(hashed)} x "${hashed.headers?.['cache-control']}", ${hashed.headers?.['content-encoding']}`,
  );
  const missing = await request(ctx.caddy, '/assets/no-such-chunk-Zx81Qa.js');
  check(
    'an asset this version does not have is not cached as immutable',
    missing.status === 404 && !/immutable/.test(missing.headers?.['cache-control'] ?? ''),
    `${missing.status}, cache-control "${missing.headers?.['cache-control'] ?? ''}"`,
  );

  const declared = await declaredSizeStatus(ctx.caddyPort, '/api/v1/quote/save', 36 * 1024 * 1024 + 1);
  let message;
  try {
    message = JSON.parse(declared.body).message;
  } catch {
    message = undefined;
  }
  check(
    'a body declared over 36 MiB: Caddy answers 413 with a message without reading it',
    declared.status === 413 && message,
    `${declared.status}: ${message}`,
  );
  const body = JSON.stringify({ Title: 'x'.repeat(2 * 1024 * 1024), Email: 'big@example.com' });
  const big = await request(ctx.caddy, '/api/v1/inquery/save', { method: 'POST', body, from: '127.0.0.9' });
  check(
    "a 2 MiB inquiry (over the server's 1 MiB for it) gets the server's own 413 through Caddy",
    big.status === 413 && big.json?.message,
    `${big.status ?? big.error}: ${big.json?.message}`,
  );
}

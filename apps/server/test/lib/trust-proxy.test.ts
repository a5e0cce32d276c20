// @database-agnostic: configuration parsing, no database (the PGlite pass only)
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { parseTrustProxy } from '../../src/lib/trust-proxy.js';
import { ADMIN, setupApp } from '../helpers.js';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['true', 1],
    ['2', 2],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    [' 127.0.0.1 , 10.1.2.3, fd00::/8,loopback', ['127.0.0.1', '10.1.2.3', 'fd00::/8', 'loopback']],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  it.each(['yes', '10.0.0.0/33', '10.0.0/8', 'proxy.example.com', '1.5', '-1'])('refuses %j with a clear message', (raw) => {
    expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(
      /^TRUST_PROXY must be a number of proxy hops .* or a comma-separated list of proxy addresses or CIDR ranges/,
    );
  });
});

/** Logs in with a wrong password through a proxy at 10.9.9.9 that appended the peer it saw. */
async function attemptsThroughProxy(trustProxy: string) {
  const ctx = await setupApp({ loginRateLimit: 3, trustProxy: parseTrustProxy(trustProxy) }, { seed: false });
  return (forwardedFor: string, remoteAddress = '10.9.9.9') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { Email: ADMIN.email, Password: 'wrong-password' },
    });
}

describe.each([
  ['a hop count', '1'],
  ['the proxy address', '10.9.9.9'],
  ['a CIDR range', '10.0.0.0/8'],
])('behind one proxy hop, trusted by %s', (_label, trustProxy) => {
  it('keys the login limit on the real client, whatever X-Forwarded-For it forges', async () => {
    const attempt = await attemptsThroughProxy(trustProxy);
    // The client forges a new leftmost entry each time; the proxy appends the address it really saw.
    for (let i = 0; i < 3; i++) expect((await attempt(`198.51.100.${i}, 203.0.113.7`)).statusCode).toBe(401);
    const blocked = await attempt('198.51.100.99, 203.0.113.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many requests\./);
    // Another real client behind the same proxy has its own count.
    expect((await attempt('198.51.100.1, 203.0.113.8')).statusCode).toBe(401);
  });
});

describe('trusting proxy addresses', () => {
  it('ignores X-Forwarded-For from a client that is not a listed proxy', async () => {
    const attempt = await attemptsThroughProxy('10.9.9.9');
    for (let i = 0; i < 3; i++) expect((await attempt(`198.51.100.${i}`, '203.0.113.50')).statusCode).toBe(401);
    expect((await attempt('198.51.100.77', '203.0.113.50')).statusCode).toBe(429);
  });

  it('walks back through several listed proxies to the first address it does not trust', async () => {
    const attempt = await attemptsThroughProxy('10.0.0.0/8, 127.0.0.1');
    for (let i = 0; i < 3; i++) expect((await attempt(`198.51.100.${i}, 203.0.113.9, 10.1.2.3`, '127.0.0.1')).statusCode).toBe(401);
    expect((await attempt('198.51.100.50, 203.0.113.9, 10.1.2.3', '127.0.0.1')).statusCode).toBe(429);
  });
});

import { buildInquiry, buildQuote } from '@rp/contract/testing';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../helpers.js';

// The public forms' SUBMIT_RATE_LIMIT counts an IPv6 client per /64 (clientNetwork), as POST /account/link does.
const ctx = await setupApp({ submitRateLimit: 2, trustProxy: 1 }, { seed: false });
const { app } = ctx;

const submit = (kind: 'quote' | 'inquery', forwardedFor: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/${kind}/save`,
    payload: kind === 'quote' ? buildQuote() : buildInquiry(),
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('the public submissions limit per client network', () => {
  it('shares one counter between two addresses of one IPv6 /64', async () => {
    expect((await submit('quote', '2001:db8:40:1::1')).statusCode).toBe(201);
    expect((await submit('inquery', '2001:db8:40:1:ffff:2:3:4')).statusCode).toBe(201);
    const refused = await submit('quote', '2001:db8:40:1::99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests\. Please wait .+ and try again\.$/);
  });

  it('gives an address in another /64 its own counter', async () => {
    for (let i = 1; i <= 2; i += 1) expect((await submit('quote', `2001:db8:41:1::${i}`)).statusCode).toBe(201);
    expect((await submit('quote', '2001:db8:41:1::3')).statusCode).toBe(429);
    expect((await submit('inquery', '2001:db8:41:2::1')).statusCode).toBe(201);
  });

  it('counts IPv4 per address, an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    expect((await submit('quote', '198.51.100.20')).statusCode).toBe(201);
    expect((await submit('quote', '::ffff:198.51.100.20')).statusCode).toBe(201);
    expect((await submit('quote', '198.51.100.20')).statusCode).toBe(429);
    expect((await submit('quote', '198.51.100.21')).statusCode).toBe(201);
  });
});

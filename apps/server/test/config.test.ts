// @database-agnostic: configuration parsing, no database (the PGlite pass only)
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

describe('connection timeouts', () => {
  it('defaults to 20 s for headers, 30 s idle, 300 s per request and 72 s keep-alive', () => {
    expect(loadConfig({}).timeouts).toEqual({ headersMs: 20_000, idleMs: 30_000, requestMs: 300_000, keepAliveMs: 72_000 });
  });

  it('reads seconds, fractions included', () => {
    const config = loadConfig({
      HEADERS_TIMEOUT_SECONDS: '0.5',
      IDLE_TIMEOUT_SECONDS: '10',
      REQUEST_TIMEOUT_SECONDS: '600',
      KEEP_ALIVE_TIMEOUT_SECONDS: '65',
    });
    expect(config.timeouts).toEqual({ headersMs: 500, idleMs: 10_000, requestMs: 600_000, keepAliveMs: 65_000 });
  });

  it.each([
    [{ IDLE_TIMEOUT_SECONDS: '0' }, 'IDLE_TIMEOUT_SECONDS must be a positive number of seconds, got "0".'],
    [{ REQUEST_TIMEOUT_SECONDS: 'soon' }, 'REQUEST_TIMEOUT_SECONDS must be a positive number of seconds, got "soon".'],
    [{ HEADERS_TIMEOUT_SECONDS: '60', REQUEST_TIMEOUT_SECONDS: '30' }, 'HEADERS_TIMEOUT_SECONDS must not be longer than REQUEST_TIMEOUT_SECONDS.'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('REQUIRE_2FA', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['true', true],
    [' TRUE ', true],
    ['1', true],
  ])('reads %j as %s', (raw, expected) => {
    expect(loadConfig(raw === undefined ? {} : { REQUIRE_2FA: raw }).requireTwoFactor).toBe(expected);
  });

  it('refuses anything else with a clear message', () => {
    expect(() => loadConfig({ REQUIRE_2FA: 'yes please' })).toThrow('REQUIRE_2FA must be true or false, got "yes please".');
  });
});

describe('SHUTDOWN_GRACE_MS', () => {
  it('defaults to 5 s and reads milliseconds, 0 included', () => {
    expect(loadConfig({}).shutdownGraceMs).toBe(5000);
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '0' }).shutdownGraceMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_GRACE_MS: ' 15000 ' }).shutdownGraceMs).toBe(15_000);
  });

  it.each(['-1', '2.5', 'soon', '600001'])('refuses %j', (raw) => {
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: raw })).toThrow(
      `SHUTDOWN_GRACE_MS must be a whole number of milliseconds from 0 to 600000, got "${raw}".`,
    );
  });
});

// @database-agnostic: serving the web build, not the database (the PGlite pass only)
import fs from 'node:fs';
import path from 'node:path';
import { clientDir } from '@rp/web/build';
import { describe, expect, it } from 'vitest';
import { CACHE_CONTROL } from '../../src/web/register-web.js';
import { setupApp } from '../helpers.js';

// Serves the production build of the web app: `npm run build` comes first (the test script does).
const siteUrl = 'https://parts.example.test';
const ctx = await setupApp({}, { web: { mode: 'production', siteUrl } });

describe('the web plugin', () => {
  it('server-renders a public page with the catalog read in-process', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/products' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('EN8 Stepped Drive Shaft');
    expect(res.body).toContain(`<link rel="canonical" href="${siteUrl}/products"/>`);
  });

  it('answers an unknown page with the Page Not Found screen and status 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Page Not Found');
  });

  it('answers 405 with an Allow header for a method pages do not take', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/about', payload: {} });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json()).toEqual({ success: false, message: 'POST is not allowed here.' });
  });

  it('keeps answering unknown API paths with JSON, not a page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('caches hashed assets for a year, other public files for a day, and pages not at all', async () => {
    const asset = fs.readdirSync(path.join(clientDir, 'assets')).find((name) => name.endsWith('.js'));
    expect(asset).toBeDefined();
    const hashed = await ctx.app.inject({ method: 'GET', url: `/assets/${asset}` });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe(CACHE_CONTROL.hashed);
    expect(hashed.headers['cache-control']).toContain('immutable');

    const favicon = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe(CACHE_CONTROL.other);

    const page = await ctx.app.inject({ method: 'GET', url: '/about' });
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['cache-control'] ?? '')).not.toMatch(/immutable|max-age=[1-9]/);
  });
});

describe('precompressed static assets', () => {
  const script = fs
    .readdirSync(path.join(clientDir, 'assets'))
    .find((name) => name.endsWith('.js') && fs.existsSync(path.join(clientDir, 'assets', `${name}.br`)));

  it('has a brotli and a gzip file beside every sizeable script and stylesheet of the build', () => {
    const assets = fs.readdirSync(path.join(clientDir, 'assets')).filter((name) => /\.(js|css)$/.test(name));
    const sizeable = assets.filter((name) => fs.statSync(path.join(clientDir, 'assets', name)).size >= 1024);
    expect(sizeable.length).toBeGreaterThan(5);
    for (const name of sizeable) {
      expect(fs.existsSync(path.join(clientDir, 'assets', `${name}.br`)), `${name}.br`).toBe(true);
      expect(fs.existsSync(path.join(clientDir, 'assets', `${name}.gz`)), `${name}.gz`).toBe(true);
    }
  });

  it.each([
    ['br, gzip', 'br', 'br'],
    ['gzip', 'gzip', 'gz'],
  ])('answers accept-encoding "%s" with the %s file byte for byte', async (acceptEncoding, encoding, extension) => {
    expect(script).toBeDefined();
    const res = await ctx.app.inject({ method: 'GET', url: `/assets/${script}`, headers: { 'accept-encoding': acceptEncoding } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(CACHE_CONTROL.hashed);
    expect(res.rawPayload.equals(fs.readFileSync(path.join(clientDir, 'assets', `${script}.${extension}`)))).toBe(true);
  });

  it('sends the plain file to a client that takes no compression', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/assets/${script}`, headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(fs.readFileSync(path.join(clientDir, 'assets', script!)))).toBe(true);
  });

  it('never compresses a static file per request: one the build left plain goes out as it is', async () => {
    const small = fs
      .readdirSync(path.join(clientDir, 'assets'))
      .find((name) => name.endsWith('.js') && !fs.existsSync(path.join(clientDir, 'assets', `${name}.br`)));
    expect(small).toBeDefined();
    const res = await ctx.app.inject({ method: 'GET', url: `/assets/${small}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(fs.readFileSync(path.join(clientDir, 'assets', small!)))).toBe(true);
  });
});

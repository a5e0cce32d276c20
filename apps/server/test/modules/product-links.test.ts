import { buildProduct } from '@rp/contract/testing';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../helpers.js';

const ctx = await setupApp({}, { seed: false });
const token = await ctx.login();
const save = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/v1/product/save', payload, headers: ctx.auth(token) });

const HOSTILE_LINKS = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/spec.pdf',
  '/\\evil.example/spec.pdf',
  'https:\\\\evil.example',
  'ftp://example.com/spec.pdf',
  'spec.pdf',
];

describe('links a product carries', () => {
  it.each(HOSTILE_LINKS)('refuses SpecSheetUrl %j with 400 and a message', async (link) => {
    const res = await save(buildProduct({ SpecSheetUrl: link }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.SpecSheetUrl).toMatch(
      /Spec sheet URL (must start with https:\/\/, http:\/\/ or \/|must not contain control characters|must be one line, without tabs or line breaks)/,
    );
  });

  it.each(HOSTILE_LINKS)('refuses the image URL %j with 400 and a message', async (link) => {
    const res = await save(buildProduct({ ProductImagesType: 'URL', ProductImages: link }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.ProductImages).toMatch(/image/);
  });

  it.each(['https://example.com/specs/shaft.pdf', 'http://example.com/a.pdf', '/docs/spec sheet.pdf', ''])('keeps SpecSheetUrl %j', async (link) => {
    const res = await save(buildProduct({ SpecSheetUrl: link }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.SpecSheetUrl).toBe(link);
  });

  it.each([
    ['https://cdn.example.com/shaft.webp', 'https://cdn.example.com/shaft.webp'],
    ['/images/products/stepped-shaft.webp', '/images/products/stepped-shaft.webp'],
  ])('keeps the image URL %j', async (link, stored) => {
    const res = await save(buildProduct({ ProductImagesType: 'URL', ProductImages: link }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.ProductImages).toBe(stored);
  });
});

import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { toDataUrl } from '@rp/contract/testing';
import { describe, expect, it } from 'vitest';
import { setupContentApp } from './support.js';

const { ctx, db, ownerToken, call, seed, save, saved, detail, publicContent, contentStamp, activity } = await setupContentApp();

const picture = (width = 1000, height = 750) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .png()
    .toBuffer();
const upload = (Use: 'image' | 'certificate', FileName: string, type: string, bytes: Buffer) =>
  call('/content/upload', ownerToken, { Use, FileName, Body: toDataUrl(type, bytes) });
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('1 0 obj << >> endobj\n%%EOF\n')]);

describe('uploads', () => {
  it('gives a founder photo the same 400 and 800 wide AVIF and WebP copies as product images, and the public call carries them', async () => {
    const res = await upload('image', 'founder.png', 'image/png', await picture());
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().data;
    expect(file).toMatchObject({ Name: 'founder.png', Type: 'image', Url: `/api/v1/media/${file.FileId}` });
    expect(file.Variants.map((v: { format: string; width: number }) => `${v.format} ${v.width}`)).toEqual([
      'avif 400',
      'avif 800',
      'webp 400',
      'webp 800',
    ]);
    const served = await ctx.app.inject({ method: 'GET', url: file.Variants[3].url });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(800);

    const about = seed('about');
    // What a client sends as the URL is not stored: the server answers its own.
    await saved(ownerToken, 'about', { ...about, Founder: { ...about.Founder, Photo: { ...file, Url: 'https://evil.example/x.png' } } });
    const photo = (await publicContent()).about.Founder.Photo!;
    expect(photo).toEqual({ FileId: file.FileId, Name: 'founder.png', Url: file.Url, Variants: file.Variants });
  });

  it('takes a certificate as a PDF, served inline from /content/document, and refuses it as a picture', async () => {
    const res = await upload('certificate', 'iso-9001.pdf', 'application/pdf', PDF);
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().data;
    expect(file).toMatchObject({ Type: 'pdf', Url: `/api/v1/content/document/${file.FileId}`, Variants: [] });
    const served = await ctx.app.inject({ method: 'GET', url: file.Url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(PDF)).toBe(true);
    // A PDF is no product image: /media does not serve it.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/media/${file.FileId}` })).statusCode).toBe(404);

    const certifications = seed('certifications');
    certifications.Items[3] = { ...certifications.Items[3]!, State: 'Registered', Number: 'QMS-1', File: file };
    await saved(ownerToken, 'certifications', certifications);
    expect((await publicContent()).certifications.Items[3]!.File).toMatchObject({ Type: 'pdf', Url: file.Url });

    // The same file named as a picture is refused: its type does not match.
    const about = seed('about');
    const wrong = await save(ownerToken, 'about', { ...about, Founder: { ...about.Founder, Photo: { FileId: file.FileId, Name: 'x.png' } } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/upload it again/);

    const asPicture = await upload('image', 'iso.pdf', 'application/pdf', PDF);
    expect(asPicture.statusCode).toBe(400);
    expect(asPicture.json()).toMatchObject({ message: 'The picture must be a JPEG, PNG, GIF or WebP image.', errors: { Body: /JPEG/ } });
  });

  it.each([
    ['a text file as a certificate', 'certificate' as const, 'notes.txt', 'text/plain', Buffer.from('not a certificate'), 400, /PDF or an image/],
    [
      'a picture bytes cannot decode',
      'image' as const,
      'broken.png',
      'image/png',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
      400,
      /could not be read/,
    ],
    ['a file over 5 MB', 'image' as const, 'big.png', 'image/png', Buffer.alloc(5 * 1024 * 1024 + 10), 413, /Maximum size is 5MB/],
  ])('refuses %s with a clear message', async (_name, use, name, type, bytes, status, message) => {
    const res = await upload(use, name, type, bytes);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toMatch(message);
  });
});

describe('the content stamp and the activity entry are in the change’s transaction', () => {
  it('stores nothing, logs nothing and bumps nothing when the stamp cannot be bumped', async () => {
    const before = await detail(ownerToken, 'testimonials');
    const stamp = await contentStamp();
    const entries = (await activity('site-content-saved')).length;
    // Make the content version's bump fail inside the database: if the bump ran in a transaction of its
    // own, the new version and its activity entry would stay behind.
    await db.execute(sql`create function refuse_stamp() returns trigger language plpgsql as $$ begin
      if new.key = 'content_version' then raise exception 'stamp refused'; end if; return new; end $$`);
    await db.execute(sql`create trigger refuse_stamp before update on app_meta for each row execute function refuse_stamp()`);
    try {
      const testimonials = seed('testimonials');
      testimonials.Items[0]!.Quote = 'Never stored.';
      const res = await save(ownerToken, 'testimonials', testimonials);
      expect(res.statusCode).toBe(500);
      const undo = await call('/content/undo', ownerToken, { Kind: 'certifications' });
      expect(undo.statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_stamp on app_meta`);
      await db.execute(sql`drop function refuse_stamp()`);
    }
    expect(await detail(ownerToken, 'testimonials')).toEqual(before);
    expect((await detail(ownerToken, 'certifications')).Version).toBe(2);
    expect((await publicContent()).testimonials.Items[0]!.Quote).not.toBe('Never stored.');
    expect(await contentStamp()).toBe(stamp);
    expect(await activity('site-content-saved')).toHaveLength(entries);
    expect(await activity('site-content-undone')).toHaveLength(0);
  });
});

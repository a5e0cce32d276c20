import zlib from 'node:zlib';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  buildDescription,
  endpoints,
  RECORD_WIRE,
  recordKindOf,
  type Product,
  type QuoteSaveBody,
  type RecordItem,
  type RecordStatus,
} from '@rp/contract';
import { axe, callApi, type AdminApi } from '../../fixtures';

export type { Product, RecordItem };

let counter = 0;
/** A name no other test run uses, so searches find exactly one record. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${counter}`;
}

const emailFor = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`;

export interface QuoteInput {
  name: string;
  company?: string;
  product?: string;
  email?: string;
  phone?: string;
  message?: string;
  file?: { name: string; type: string; bytes: Buffer };
}

/** Creates a quote through the public API (no token), as the website's quote modal does. */
export async function createQuote(request: APIRequestContext, input: QuoteInput): Promise<RecordItem> {
  const body: QuoteSaveBody = {
    Title: input.name,
    Description: buildDescription({ Company: input.company ?? '', 'Product of Interest': input.product ?? 'Shafts' }),
    Email: input.email ?? emailFor(input.name),
    ContactNo: input.phone ?? '',
    Message: input.message ?? '',
    Types: RECORD_WIRE.quote.types,
    Status: 'New',
  };
  if (input.file) {
    body.MediaFileName = input.file.name;
    body.MediaFileBody = `data:${input.file.type};base64,${input.file.bytes.toString('base64')}`;
  }
  return (await callApi(request, endpoints.quote.save, { body })).data;
}

export interface InquiryInput {
  name: string;
  email?: string;
  phone?: string;
  company?: string;
  message?: string;
}

/** Creates an inquiry through the public API (no token). */
export async function createInquiry(request: APIRequestContext, input: InquiryInput): Promise<RecordItem> {
  const answer = await callApi(request, endpoints.inquiry.save, {
    body: {
      Title: input.name,
      Description: input.company === undefined ? '' : buildDescription({ Company: input.company }),
      Email: input.email ?? emailFor(input.name),
      ContactNo: input.phone ?? '',
      Message: input.message ?? '',
      Types: RECORD_WIRE.inquiry.types,
    },
  });
  return answer.data;
}

/** Changes a record's status as the admin screens do: the whole record goes back with the new Status. */
export async function updateStatus(api: AdminApi, record: RecordItem, Status: RecordStatus): Promise<RecordItem> {
  const kind = recordKindOf(record.Types);
  const { Attachments: _drawings, ...fields } = record; // an update ignores the drawings
  return (await api.call(endpoints[kind].save, { body: { ...fields, Types: RECORD_WIRE[kind].types, Status } })).data;
}

export async function listQuotes(api: AdminApi): Promise<RecordItem[]> {
  return (await api.call(endpoints.quote.list, { body: { Types: RECORD_WIRE.quote.types } })).data;
}

export async function listInquiries(api: AdminApi): Promise<RecordItem[]> {
  return (await api.call(endpoints.inquiry.list, { body: { Types: RECORD_WIRE.inquiry.types } })).data;
}

export async function listProducts(api: AdminApi): Promise<Product[]> {
  return (await api.call(endpoints.product.list)).data;
}

/** The product with this _id as the admin list shows it, if any. */
export async function productById(api: AdminApi, id: string): Promise<Product | undefined> {
  return (await listProducts(api)).find((p) => p._id === id);
}

/** A toast (react-hot-toast) with exactly this text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[role="status"], [role="alert"]').filter({ hasText: text }).first();
}

/**
 * Texts of the toasts the toaster still shows: a dismissed toast stays in the page while it fades out,
 * so one counts as shown while its bar is not faded away.
 */
export function shownToastTexts(page: Page): Promise<string[]> {
  return page
    .locator('[data-rht-toaster] [role="status"], [data-rht-toaster] [role="alert"]')
    .evaluateAll((nodes) => nodes.filter((n) => Number(getComputedStyle(n.parentElement!).opacity) > 0).map((n) => n.textContent ?? ''));
}

/** The table row of a record or product, found by a unique text. */
export function row(page: Page, text: string): Locator {
  return page.locator('tbody tr').filter({ hasText: text });
}

// ---------- files made in the test ----------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * An RGB PNG of a smooth machined-metal-like pattern. With `level: 0` the pixels are stored
 * uncompressed, which makes a large file (about width × height × 3 bytes) from a small script.
 */
export function makePng(width: number, height: number, level = 6): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    raw[y * stride] = 0;
    for (let x = 0; x < width; x++) {
      const i = y * stride + 1 + x * 3;
      const shade = 120 + Math.round(60 * Math.sin(x / 90) * Math.cos(y / 140));
      raw[i] = shade;
      raw[i + 1] = shade + 8;
      raw[i + 2] = Math.min(255, shade + 24);
    }
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(raw, { level })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Width and height of a PNG, JPEG or WebP (VP8/VP8L/VP8X) from its bytes. */
export function imageSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.subarray(1, 4).toString('ascii') === 'PNG') return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let offset = 2;
    while (offset < bytes.length) {
      const marker = bytes.readUInt16BE(offset);
      const length = bytes.readUInt16BE(offset + 2);
      if (marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker)) {
        return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
      }
      offset += 2 + length;
    }
  }
  throw new Error('Unknown image format');
}

export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const DXF_BYTES = Buffer.from('0\nSECTION\n2\nHEADER\n9\n$ACADVER\n1\nAC1015\n0\nENDSEC\n0\nEOF\n');

// ---------- accessibility ----------

/** Runs axe-core and fails on any serious or critical violation (listing them). */
export async function expectNoSeriousA11yViolations(page: Page, label: string) {
  // A fade-in still running (a preview's testimonial) reads as low contrast: let finite animations end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );
  expect(summary, `${label}: serious or critical axe violations`).toEqual([]);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An instant's India-time day as the back office writes it: '29 Nov 2026' (the date part of '29 Nov 2026, 9:44 am'). */
export function backOfficeDay(iso: string | Date): string {
  const day = new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 10);
  return `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
}

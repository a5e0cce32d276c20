import fc from 'fast-check';
import { API_BASE, IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS, type Endpoint } from '@rp/contract';
import { buildInquiry, buildProduct, buildQuote, MINIMAL_PDF, TINY_PNG_DATA_URL, toDataUrl } from '@rp/contract/testing';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { admins, outbox, recordAttachments, sessions } from '../../src/db/schema.js';
import { createSession } from '../../src/modules/auth/sessions.js';
import { sha256Hex } from '../../src/lib/tokens.js';
import { ADMIN, captureLogs, setupApp } from '../helpers.js';
import { controlSweep, withControlCharacter } from './control-characters.js';
import { fuzzer, type GeneratedRequest } from './fuzz-call.js';
import { bodiesFor, mutated } from './hostile-values.js';
import { seedContent } from './content-fuzz.js';
import { seedOrders } from './order-fuzz.js';
import { paymentPath, paymentQuery, seedPayments } from './payment-fuzz.js';
import { seedBuyers } from './buyer-fuzz.js';
import { seedEstimates } from './estimate-fuzz.js';
import { invoicePath, invoiceQuery, seedInvoices } from './invoice-fuzz.js';
import { quotationPath, quotationQuery, seedQuotations } from './quotation-fuzz.js';
import { buyerCookie, seedRepeatOrders } from './repeat-order-fuzz.js';
import { accountPath } from './account-fuzz.js';
import { createBuyerSession } from '../../src/modules/buyer-desk/sessions.js';
import { bodyShapes, type BodyShape, type KnownIds } from './valid-bodies.js';
import { authorization, buyerCookies, extraHeaders, junkAuthorization, pathId, queryString } from './requests.js';

/**
 * One app on a fresh database, with leads, products and mails to find, and a generator of hostile
 * requests for any call of the contract's registry (so a new endpoint is fuzzed without touching the
 * tests). valid-bodies.ts gives the known calls real bodies and ids, so the fuzz reaches the handlers' work.
 */
export async function setupFuzz() {
  const logs = captureLogs();
  const ctx = await setupApp({}, { logger: logs.logger });
  const { fuzz, summary } = fuzzer(ctx.app);
  const token = await ctx.login();
  const [admin] = await ctx.database.db.select().from(admins).where(eq(admins.email, ADMIN.email));

  const save = async (url: string, payload: object, headers = {}) =>
    (await ctx.app.inject({ method: 'POST', url: `${API_BASE}${url}`, payload, headers })).json().data;
  const drawing = { MediaFileName: 'part.pdf', MediaFileBody: toDataUrl('application/pdf', MINIMAL_PDF) };
  const quoteIds = async (n: number) =>
    (await Promise.all(Array.from({ length: n }, (_, i) => save('/quote/save', buildQuote(i % 2 ? {} : drawing))))).map((q) => String(q._id));
  const inquiryIds = async (n: number) =>
    (await Promise.all(Array.from({ length: n }, () => save('/inquery/save', buildInquiry())))).map((q) => String(q._id));
  const productIds = async (n: number) =>
    (await Promise.all(Array.from({ length: n }, () => save('/product/save', buildProduct(), ctx.auth(token))))).map((p) => String(p._id));
  const image = await save(
    '/product/save',
    buildProduct({ ProductImagesType: 'UploadImage', ProductImages: TINY_PNG_DATA_URL, ProductMediaFileName: 'tiny.png' }),
    ctx.auth(token),
  );
  const seeded: Omit<KnownIds, 'repeat'> = {
    quote: await quoteIds(10),
    inquiry: await inquiryIds(10),
    product: await productIds(5),
    outbox: (await ctx.database.db.select({ id: outbox.id }).from(outbox)).map((row) => row.id),
    removable: { quote: await quoteIds(4), inquiry: await inquiryIds(4), product: await productIds(4) },
    // Other sessions of the signed-in account (their _id is the token's hash), for the revoke call.
    session: await Promise.all(Array.from({ length: 4 }, async () => sha256Hex((await createSession(ctx.database.db, admin!.id, 1)).token))),
    invited: await Promise.all(
      ['fuzz.invited.1@example.com', 'fuzz.invited.2@example.com'].map(async (Email) =>
        String((await save('/team/invite', { Email, Name: 'Fuzz Invited', Role: 'Staff' }, ctx.auth(token)))._id),
      ),
    ),
    quotation: await seedQuotations(ctx, token),
    order: await seedOrders(ctx, token, admin!.id),
    payment: await seedPayments(ctx, token),
    buyer: await seedBuyers(ctx, token),
    estimate: await seedEstimates(ctx),
    invoice: await seedInvoices(ctx, token),
  };
  // After the orders: repeat orders of one of them, and a buyer session of its address.
  const ids: KnownIds = { ...seeded, repeat: await seedRepeatOrders(ctx, seeded.order.all) };
  const buyerToken = ids.repeat.buyerToken;
  const content = await seedContent(ctx, token);
  const attachments = await ctx.database.db.select({ id: recordAttachments.id, fileId: recordAttachments.fileId }).from(recordAttachments);
  const imageFileId = String(image.ProductImages).split('/').pop()!;
  const pathIds = [
    ...ids.quote,
    ...ids.quotation.pathIds,
    ...ids.order.all,
    ...ids.payment.orders,
    imageFileId,
    content.documentId,
    ...attachments.flatMap((a) => [a.id, ...(a.fileId ? [a.fileId] : [])]),
  ];
  const shapes = bodyShapes(ids, ADMIN);
  const variantNames = IMAGE_VARIANT_WIDTHS.flatMap((width) => IMAGE_VARIANT_FORMATS.map((format) => `${width}.${format}`));

  /** The top-level field names of a body schema (an object schema; others get a generic name). */
  function fieldsOf(schema: z.ZodType | undefined): string[] {
    const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
    const keys = shape ? Object.keys(shape) : [];
    return keys.length ? keys : ['_id'];
  }

  const shapeOf = (call: string, endpoint: Endpoint): BodyShape =>
    shapes[call] ?? { valid: fc.constant({ _id: ids.quote[0] }), base: () => ({ _id: ids.quote[0] }), fields: fieldsOf(endpoint.body) };

  function bodiesOf(call: string, endpoint: Endpoint) {
    if (endpoint.body === undefined) return fc.constant({});
    const shape = shapeOf(call, endpoint);
    return bodiesFor(shape.valid, mutated(shape.base, shape.fields, shape.mustTouch), shape.validPercent, withControlCharacter(shape.valid));
  }

  /** Real values for path parameters: the product image, a drawing, an image size, else a quote's id. */
  const drawingFileId = attachments.find((a) => a.fileId)?.fileId ?? ids.quote[0]!;
  const realParam = (path: string, name: string) =>
    name === 'variant'
      ? '400.avif'
      : path.startsWith('/media/')
        ? imageFileId
        : path.startsWith('/quote/')
          ? drawingFileId
          : path.startsWith('/content/')
            ? content.documentId
            : ids.quote[0]!;

  /** The control-character sweep of one call (control-characters.ts), starting from a valid request. */
  function sweepFor(call: string, endpoint: Endpoint): GeneratedRequest[] {
    const shape = shapeOf(call, endpoint);
    const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    return controlSweep(
      {
        method: endpoint.method,
        path: endpoint.path,
        params: Object.fromEntries(names.map((name) => [name, realParam(endpoint.path, name)])),
        body: endpoint.body === undefined ? undefined : (shape.sweepBase ?? shape.base)(),
        bodyFields: endpoint.body === undefined ? [] : fieldsOf(endpoint.body),
        queryFields: endpoint.query === undefined ? [] : fieldsOf(endpoint.query),
        authorization: endpoint.access === 'public' || endpoint.access === 'buyer' ? undefined : `Bearer ${token}`,
        cookie: endpoint.access === 'buyer' ? buyerCookie(buyerToken) : undefined,
      },
      API_BASE,
    );
  }

  function requestsFor(call: string, endpoint: Endpoint): fc.Arbitrary<GeneratedRequest> {
    // :variant (an image's resized copy, e.g. 400.avif) gets real variant names and hostile ones; every other
    // call keeps its one id arbitrary, so its generated requests stay the same for the same seed.
    const path = endpoint.path.includes(':variant')
      ? fc
          .tuple(
            fc.oneof(fc.constant(imageFileId), { weight: 3, arbitrary: pathId(pathIds) }),
            fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...variantNames) }, { weight: 1, arbitrary: pathId([]) }),
          )
          .map(([id, variant]) => endpoint.path.replace(':id', id).replace(':variant', variant))
      : (quotationPath(endpoint, ids.quotation) ??
        paymentPath(endpoint, ids.payment) ??
        invoicePath(endpoint, ids.invoice) ??
        accountPath(endpoint, ids) ??
        pathId(pathIds).map((id) => endpoint.path.replace(/:(\w+)/g, () => id)));
    // Public calls that also act for staff (a status update through save) get the session half the time.
    const auth =
      endpoint.access !== 'public' ? authorization(token) : fc.oneof(authorization(token), fc.option(junkAuthorization, { nil: undefined, freq: 3 }));
    // The buyer desk's calls: the buyer cookie, mostly the live session's (a staff token never counts there).
    const cookie = endpoint.access === 'buyer' ? buyerCookies(buyerCookie(buyerToken)) : fc.constant(undefined);
    return fc
      .record({
        path,
        query: quotationQuery(endpoint, ids.quotation) ?? paymentQuery(endpoint, ids.payment) ?? invoiceQuery(endpoint, ids.invoice) ?? queryString,
        auth,
        cookie,
        headers: extraHeaders,
        body: bodiesOf(call, endpoint),
      })
      .map(({ path: p, query, auth: a, cookie: c, headers, body }) => ({
        method: endpoint.method,
        url: `${API_BASE}${p}${query}`,
        headers: { ...headers, ...(a === undefined ? {} : { authorization: a }), ...(c === undefined ? {} : { cookie: c }) },
        ...body,
      }));
  }

  const ownSessions: string[] = [];
  /** A logout ends the session it carries, so each request that carries the valid token gets a session of its own. */
  async function withOwnSession(request: GeneratedRequest): Promise<GeneratedRequest> {
    const sent = request.headers?.authorization;
    if (!sent?.includes(token)) return request;
    const session = await createSession(ctx.database.db, admin!.id, 1);
    ownSessions.push(sha256Hex(session.token));
    return { ...request, headers: { ...request.headers, authorization: sent.replace(token, session.token) } };
  }
  /** Removes those sessions (the rejected logouts left theirs live), so later calls do not list thousands of them. */
  async function dropOwnSessions() {
    for (let i = 0; i < ownSessions.length; i += 500) {
      await ctx.database.db.delete(sessions).where(inArray(sessions.id, ownSessions.slice(i, i + 500)));
    }
    ownSessions.length = 0;
  }

  /**
   * A buyer logout ends its session (or every session of its address), so each request with the live buyer cookie
   * gets a session of its own, of an address no other call uses.
   */
  async function withOwnBuyerSession(request: GeneratedRequest): Promise<GeneratedRequest> {
    const sent = request.headers?.cookie;
    if (!sent?.includes(buyerToken)) return request;
    const own = await createBuyerSession(ctx.database.db, 'fuzz.logout@example.com');
    return { ...request, headers: { ...request.headers, cookie: sent.replace(buyerToken, own) } };
  }

  return { ctx, logs, fuzz, summary, requestsFor, sweepFor, withOwnSession, dropOwnSessions, withOwnBuyerSession };
}

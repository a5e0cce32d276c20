import { endpoints } from '@rp/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import { notFound } from '../../lib/http-errors.js';
import { route } from '../../lib/route.js';
import { buyerInvoicePdf, invoicePdf } from './pdf.js';
import { requireInvoiceRow } from './read.js';

/** One answer for an unknown reference, a wrong key, another lead's invoice and an unknown id. */
const NO_SUCH_INVOICE = 'No such invoice. Please open the link from our mail again.';

/** Shown in the browser, never kept by a cache, never sniffed as anything but a PDF. */
function sendPdf(reply: FastifyReply, pdf: { name: string; bytes: Buffer }, robots = false) {
  void reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition('inline', pdf.name))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  if (robots) void reply.header('x-robots-tag', 'noindex, nofollow');
  return pdf.bytes;
}

/** GET /invoice/:id/pdf (?copy=original|duplicate|triplicate): the three copies in one PDF, or one. */
export function invoicePdfRoutes(app: FastifyInstance) {
  route(app, endpoints.invoice.pdf, {}, async (request, reply) => {
    const row = await requireInvoiceRow(app.db, request.params.id);
    return sendPdf(reply, await invoicePdf(app.db, row, (await app.companyProfile()).record, request.query.copy));
  });
}

/**
 * GET /rfq/:reference/invoice/:id/pdf?key=: the buyer's original copy behind the status link. Registered by the
 * status page's module (it owns the key check, a later layer): `findLead` is its findLeadByKey.
 */
export function buyerInvoicePdfRoute(app: FastifyInstance, findLead: (db: Db, reference: string, key: string) => Promise<{ id: string } | null>) {
  route(app, endpoints.invoice.buyerPdf, {}, async (request, reply) => {
    const lead = await findLead(app.db, request.params.reference, request.query.key);
    const pdf = lead ? await buyerInvoicePdf(app.db, lead.id, request.params.id, (await app.companyProfile()).record) : null;
    if (!pdf) throw notFound(NO_SUCH_INVOICE);
    return sendPdf(reply, pdf, true);
  });
}

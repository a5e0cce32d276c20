import { endpoints } from '@rp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../../lib/content-disposition.js';
import { notFound } from '../../lib/http-errors.js';
import { route } from '../../lib/route.js';
import { acknowledgementPdfName } from '../documents/index.js';
import { buyerInvoicePdf } from '../invoices/index.js';
import { orderAcknowledgementPdf } from '../orders/index.js';
import { buyerProformaPdf } from '../payments/index.js';
import { quotationPdfBytes, quotationPdfName } from '../quotations/index.js';
import { sessionInvoiceLead, sessionOrder, sessionProformaLead, sessionQuotation } from './documents.js';
import { companyOf, searchPattern, type BuyerScope } from './scope.js';
import { quotationsOf, requestsOf } from './summary-leads.js';
import { ordersOf, proformasOf } from './summary-orders.js';

/** One answer for an unknown id and another buyer's document. */
const NO_SUCH_DOCUMENT = 'No such document in your account.';

const scopeOf = (request: FastifyRequest): BuyerScope => ({ email: request.buyer!.email });

/** Shown in the browser, never kept by a cache, never sniffed as anything but a PDF. */
function sendPdf(reply: FastifyReply, name: string, bytes: Uint8Array) {
  void reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition('inline', name))
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('x-content-type-options', 'nosniff');
  return Buffer.from(bytes);
}

/** GET /account/summary and the session's PDFs (ADR 095: the session authorises them, no status-link key). */
export default async function accountDocumentRoutes(app: FastifyInstance) {
  const calls = endpoints.account;

  route(app, calls.summary, {}, async (request, reply) => {
    const scope = scopeOf(request);
    const list = { page: request.query.page ?? 1, pattern: searchPattern(request.query.search) };
    const [Company, Requests, Quotations, Orders, Proformas] = await Promise.all([
      companyOf(app.db, scope),
      requestsOf(app.db, scope, list),
      quotationsOf(app.db, scope, list),
      ordersOf(app.db, scope, list),
      proformasOf(app.db, scope, list),
    ]);
    void reply.header('cache-control', 'private, no-store');
    const data = { Email: scope.email, Company, Requests, Quotations, Orders, Proformas };
    return { success: true as const, message: `${Requests.Total} requests, ${Quotations.Total} quotations, ${Orders.Total} orders.`, data };
  });

  route(app, calls.quotationPdf, {}, async (request, reply) => {
    const row = await sessionQuotation(app.db, scopeOf(request), request.params.id);
    if (!row) throw notFound(NO_SUCH_DOCUMENT);
    return sendPdf(reply, quotationPdfName(row.number), await quotationPdfBytes(app.db, row, (await app.companyProfile()).record));
  });

  route(app, calls.acknowledgementPdf, {}, async (request, reply) => {
    const row = await sessionOrder(app.db, scopeOf(request), request.params.id);
    if (!row) throw notFound(NO_SUCH_DOCUMENT);
    return sendPdf(reply, acknowledgementPdfName(row.number), await orderAcknowledgementPdf(app.db, row, (await app.companyProfile()).record));
  });

  route(app, calls.invoicePdf, {}, async (request, reply) => {
    const leadId = await sessionInvoiceLead(app.db, scopeOf(request), request.params.id);
    const pdf = leadId ? await buyerInvoicePdf(app.db, leadId, request.params.id, (await app.companyProfile()).record) : null;
    if (!pdf) throw notFound(NO_SUCH_DOCUMENT);
    return sendPdf(reply, pdf.name, pdf.bytes);
  });

  route(app, calls.proformaPdf, {}, async (request, reply) => {
    const leadId = await sessionProformaLead(app.db, scopeOf(request), request.params.id);
    const pdf = leadId ? await buyerProformaPdf(app.db, leadId, request.params.id) : null;
    if (!pdf) throw notFound(NO_SUCH_DOCUMENT);
    return sendPdf(reply, pdf.name, pdf.bytes);
  });
}

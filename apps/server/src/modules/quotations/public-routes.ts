import { endpoints, isStaffDevice } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { submitLimitOptions } from '../records/index.js';
import { acceptByBuyer, buyerPdf, declineByBuyer } from './buyer.js';
import { quotationPdfName } from './mails.js';
import { quotationPdfBytes } from './pdf.js';
import { PO_BODY_LIMIT } from './po-file.js';
import { contentDisposition } from './routes.js';

export interface QuotationPublicRoutesOptions {
  /** The answers share the public submissions' counter per client (SUBMIT_RATE_LIMIT). */
  submitRateLimit: number;
}

/**
 * The buyer's calls (issue 33), authorised by the status link's key: the PDF, accept and decline. An unknown
 * reference and a wrong key answer the same 404; a quotation that can no longer be answered a 409 saying why.
 */
export default async function quotationPublicRoutes(app: FastifyInstance, opts: QuotationPublicRoutesOptions) {
  const calls = endpoints.rfq;
  const limit = { config: { rateLimit: submitLimitOptions(opts.submitRateLimit) } };
  const context = async () => ({ settings: app.mail.settings, us: (await app.companyProfile()).public });

  route(app, calls.quotationPdf, {}, async (request, reply) => {
    const row = await buyerPdf(app.db, request.params.reference, request.query.key, isStaffDevice(request.headers.cookie));
    const bytes = await quotationPdfBytes(app.db, row, (await app.companyProfile()).record);
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition('inline', quotationPdfName(row.number)))
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('x-content-type-options', 'nosniff');
    return bytes;
  });

  route(app, calls.accept, { bodyLimit: PO_BODY_LIMIT, ...limit }, async (request) => {
    const row = await acceptByBuyer(app.db, await context(), request.params.reference, request.body);
    app.mail.wake();
    request.log.info({ event: 'quotation_accepted', id: row.id }, 'quotation accepted by the buyer');
    return {
      success: true as const,
      message: `Thank you: quotation ${row.number} is accepted. We have mailed you a confirmation and will be in touch about your order.`,
      data: { Number: row.number, State: row.state },
    };
  });

  route(app, calls.decline, limit, async (request) => {
    const row = await declineByBuyer(app.db, await context(), request.params.reference, request.body);
    app.mail.wake();
    request.log.info({ event: 'quotation_declined', id: row.id }, 'quotation declined by the buyer');
    return {
      success: true as const,
      message: `Thank you for your answer: quotation ${row.number} is declined. We have mailed you a confirmation.`,
      data: { Number: row.number, State: row.state },
    };
  });
}

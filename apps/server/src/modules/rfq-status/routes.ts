import { endpoints } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-errors.js';
import { route } from '../../lib/route.js';
import { buyerInvoicePdfRoute } from '../invoices/index.js';
import { buyerProformaPdf } from '../payments/index.js';
import { findLeadByKey } from '../quotations/index.js';

/** One answer for an unknown reference, a wrong key and a proforma that is not theirs. */
const NO_SUCH_PROFORMA = 'No such proforma invoice. Please open the link from our mail again.';

/**
 * The buyer's documents behind the status link (issue 46): a proforma's PDF, with the page's key. An unknown
 * reference, a wrong key, another lead's or an unsent proforma all answer the same 404.
 */
export default async function rfqStatusRoutes(app: FastifyInstance) {
  route(app, endpoints.proforma.buyerPdf, {}, async (request, reply) => {
    const lead = await findLeadByKey(app.db, request.params.reference, request.query.key);
    const pdf = lead ? await buyerProformaPdf(app.db, lead.id, request.params.id) : null;
    if (!pdf) throw notFound(NO_SUCH_PROFORMA);
    const ascii = pdf.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(pdf.name)}`)
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('x-content-type-options', 'nosniff');
    return Buffer.from(pdf.bytes);
  });
  buyerInvoicePdfRoute(app, findLeadByKey);
}

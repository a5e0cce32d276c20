import { endpoints } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { getInvoice } from './read.js';
import { invoicePdfRoutes } from './routes-pdf.js';
import { invoiceBookRoutes } from './routes-books.js';
import { invoiceDeskRoutes } from './routes-desk.js';

/** The back office's invoice calls (issue 48): every one needs a session (the contract's access check). */
export default async function invoiceRoutes(app: FastifyInstance) {
  const calls = endpoints.invoice;
  const threshold = async () => (await app.companyProfile()).record.EwayBillThreshold;

  route(app, calls.get, {}, async (request) => ({
    success: true as const,
    message: 'Invoice found.',
    data: [await getInvoice(app.db, request.body._id, await threshold())],
  }));
  invoicePdfRoutes(app);
  invoiceDeskRoutes(app);
  invoiceBookRoutes(app);
}

import { endpoints, indiaDay } from '@rp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../lib/route.js';
import { actorOf, recordActivity } from '../activity/index.js';
import type { StaffActor } from '../records/index.js';
import { cancelInvoice } from './cancel.js';
import { recordEinvoice, recordEwayBill } from './einvoice.js';
import { exportInvoicesCsv } from './export.js';
import { listInvoicePage } from './list.js';
import { invoiceAnswer } from './read.js';

const staffActor = (request: FastifyRequest): StaffActor => ({ ...actorOf(request), name: request.admin!.name });

/** The invoice desk (issue 48): list, CSV, cancel (Owners, the contract's access) and what the portals returned. */
export function invoiceDeskRoutes(app: FastifyInstance) {
  const calls = endpoints.invoice;
  const threshold = async () => (await app.companyProfile()).record.EwayBillThreshold;

  route(app, calls.list, {}, async (request) => {
    const { page = 1, pageSize, ...filters } = request.body ?? {};
    const result = await listInvoicePage(app.db, filters, await threshold(), page, pageSize);
    return { success: true as const, message: `${result.total} invoice${result.total === 1 ? '' : 's'}.`, ...result };
  });

  route(app, calls.export, {}, async (request, reply) => {
    const filters = request.query;
    const { search, financialYear, month, state, ewayPending, BuyerId, OrderId } = filters;
    const details = {
      format: 'csv',
      search: search ?? null,
      financialYear: financialYear ?? null,
      month: month ?? null,
      state: state ?? null,
      ewayPending: ewayPending ?? null,
      buyer: BuyerId ?? null,
      order: OrderId ?? null,
    };
    await recordActivity(app.db, { ...actorOf(request), kind: 'invoices-exported', subject: 'Invoices', details });
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="invoices-${indiaDay()}.csv"`)
      .header('cache-control', 'private, no-store');
    // Fastify sends a stream as it is (no serializer); the contract types file bodies as bytes.
    return reply.send(exportInvoicesCsv(app.db, filters, await threshold()) as unknown as Uint8Array);
  });

  route(app, calls.cancel, {}, async (request) => {
    const { invoice, reopened } = await cancelInvoice(app.db, request.body, staffActor(request));
    request.log.info({ event: 'invoice_cancelled', id: invoice.id, reopened }, 'invoice cancelled');
    const more = reopened ? ' Its order is back to Ready for dispatch.' : '';
    return {
      success: true as const,
      message: `${invoice.number} cancelled; its quantities are back on the order.${more}`,
      data: await invoiceAnswer(app.db, invoice, await threshold()),
    };
  });

  route(app, calls.einvoice, {}, async (request) => {
    const invoice = await recordEinvoice(app.db, request.body, actorOf(request));
    return { success: true as const, message: `IRN recorded on ${invoice.number}.`, data: await invoiceAnswer(app.db, invoice, await threshold()) };
  });

  route(app, calls.eway, {}, async (request) => {
    const invoice = await recordEwayBill(app.db, request.body, actorOf(request));
    const data = await invoiceAnswer(app.db, invoice, await threshold());
    return { success: true as const, message: `E-way bill ${invoice.ewayBillNo} recorded on ${invoice.number}.`, data };
  });
}

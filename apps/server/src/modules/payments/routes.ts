import { endpoints } from '@rp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../lib/route.js';
import { actorOf } from '../activity/index.js';
import { readFile } from '../files/index.js';
import type { StaffActor } from '../records/index.js';
import { pdfDisposition } from './pdf-headers.js';
import { listPayments, paymentAnswer } from './payment-read.js';
import { removePayment } from './payment-remove.js';
import { paymentText, savePayment } from './payment-save.js';
import { cancelProforma } from './proforma-cancel.js';
import { createProforma } from './proforma-create.js';
import { listProformas, proformaAnswer, requireProforma } from './proforma-read.js';
import { drawProformaPdf, proformaPdfName, sendProforma } from './proforma-send.js';

const staffActor = (request: FastifyRequest): StaffActor => ({ ...actorOf(request), name: request.admin!.name });

/** The back office's proforma and payment calls (issue 46): a session each (the contract's access check); Staff and Owners alike. */
export default async function paymentRoutes(app: FastifyInstance) {
  const profile = async () => (await app.companyProfile()).record;

  route(app, endpoints.proforma.create, {}, async (request, reply) => {
    const row = await createProforma(app.db, await profile(), request.body, staffActor(request));
    request.log.info({ event: 'proforma_created', id: row.id }, 'proforma created');
    void reply.code(201);
    return { success: true as const, message: `Proforma invoice ${row.number} made.`, data: await proformaAnswer(app.db, row) };
  });

  route(app, endpoints.proforma.send, {}, async (request) => {
    const snapshot = await app.companyProfile();
    const context = { company: snapshot.record, us: snapshot.public, siteUrl: app.mail.settings.siteUrl };
    const row = await sendProforma(app.db, context, request.body._id, staffActor(request));
    app.mail.wake();
    request.log.info({ event: 'proforma_sent', id: row.id }, 'proforma sent');
    return {
      success: true as const,
      message: `Proforma invoice ${row.number} is being mailed to the buyer.`,
      data: await proformaAnswer(app.db, row),
    };
  });

  route(app, endpoints.proforma.cancel, {}, async (request) => {
    const row = await cancelProforma(app.db, request.body, staffActor(request));
    return { success: true as const, message: `Proforma invoice ${row.number} cancelled.`, data: await proformaAnswer(app.db, row) };
  });

  route(app, endpoints.proforma.list, {}, async (request) => {
    const { page = 1, pageSize, ...filters } = request.body ?? {};
    const result = await listProformas(app.db, filters, page, pageSize);
    return { success: true as const, message: `${result.total} proforma invoices.`, ...result };
  });

  route(app, endpoints.proforma.pdf, {}, async (request, reply) => {
    const row = await requireProforma(app.db, request.params.id);
    // The copy as mailed once it was sent; before that, drawn now.
    const stored = row.pdfFileId ? await readFile(app.db, row.pdfFileId, 'proforma-pdf') : null;
    const bytes = stored ? stored.data : await drawProformaPdf(app.db, await profile(), row);
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', pdfDisposition(proformaPdfName(row.number)))
      .header('cache-control', 'private, no-store');
    return Buffer.from(bytes);
  });

  route(app, endpoints.payment.save, {}, async (request, reply) => {
    const { row, order } = await savePayment(app.db, await profile(), request.body, staffActor(request));
    void reply.code(201);
    return {
      success: true as const,
      message: `${paymentText(row, order.currency)} recorded against ${order.number}.`,
      data: await paymentAnswer(app.db, row),
    };
  });

  route(app, endpoints.payment.remove, {}, async (request) => {
    const { orderNumber } = await removePayment(app.db, request.body, staffActor(request));
    return { success: true as const, message: `Payment removed from ${orderNumber}.` };
  });

  route(app, endpoints.payment.list, {}, async (request) => {
    const { page = 1, pageSize, ...filters } = request.body ?? {};
    const result = await listPayments(app.db, filters, page, pageSize);
    return { success: true as const, message: `${result.total} payments.`, ...result };
  });
}

import { endpoints } from '@rp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/http-errors.js';
import { route } from '../../lib/route.js';
import { actorOf, recordActivity } from '../activity/index.js';
import { readFile } from '../files/index.js';
import type { StaffActor } from '../records/index.js';
import { markAccepted, reviseQuotation, withdrawQuotation } from './actions.js';
import { exportQuotationsCsv } from './export.js';
import { listQuotationPage } from './list.js';
import { quotationPdfName } from './mails.js';
import { quotationPdfBytes } from './pdf.js';
import { PO_BODY_LIMIT } from './po-file.js';
import { quoteAgain } from './quote-again.js';
import { getQuotation, quotationAnswer, requireQuotationRow } from './read.js';
import { saveDraft } from './save.js';
import { sendQuotation } from './send.js';
import { shareStatusLink } from './share-link.js';

const staffActor = (request: FastifyRequest): StaffActor => ({ ...actorOf(request), name: request.admin!.name });

/** A download's Content-Disposition: ASCII fallback and the UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The staff's quotation calls (issue 33): every one needs a session (the contract's access check). */
export default async function quotationRoutes(app: FastifyInstance) {
  const calls = endpoints.quotation;
  const answer = async (row: Parameters<typeof quotationAnswer>[1]) => quotationAnswer(app.db, row);

  route(app, calls.save, {}, async (request, reply) => {
    const { record: company } = await app.companyProfile();
    const { row, created } = await saveDraft(app.db, company, request.body, staffActor(request));
    request.log.info({ event: 'quotation_saved', id: row.id, created }, 'quotation draft saved');
    void reply.status(created ? 201 : 200);
    return {
      success: true as const,
      message: created ? `Quotation ${row.number} created as a Draft.` : `${row.number} saved.`,
      data: await answer(row),
    };
  });

  route(app, calls.quoteAgain, {}, async (request, reply) => {
    const { row, order } = await quoteAgain(app.db, (await app.companyProfile()).record, request.body.LeadId, staffActor(request));
    void reply.status(201);
    return {
      success: true as const,
      message: `Quotation ${row.number} created as a Draft at the prices of ${order.number}.`,
      data: await answer(row),
    };
  });

  route(app, calls.list, {}, async (request) => {
    const { page = 1, pageSize, ...filters } = request.body ?? {};
    const result = await listQuotationPage(app.db, filters, page, pageSize);
    return { success: true as const, message: `${result.total} quotations.`, ...result };
  });

  route(app, calls.export, {}, async (request, reply) => {
    const { search, state, source, from, to } = request.query;
    const details = {
      search: search ?? null,
      state: state?.join(', ') ?? null,
      source: source?.join(', ') ?? null,
      from: from ?? null,
      to: to ?? null,
    };
    await recordActivity(app.db, { ...actorOf(request), kind: 'quotations-exported', subject: 'Quotations', details });
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="quotations.csv"')
      .header('cache-control', 'private, no-store');
    // Fastify sends a stream as it is (no serializer); the contract types file bodies as bytes.
    return reply.send(exportQuotationsCsv(app.db, request.query) as unknown as Uint8Array);
  });

  route(app, calls.get, {}, async (request) => ({
    success: true as const,
    message: 'Quotation found.',
    data: [await getQuotation(app.db, request.body._id)],
  }));

  route(app, calls.send, {}, async (request) => {
    const profile = await app.companyProfile();
    const ctx = { company: profile.record, us: profile.public, siteUrl: app.mail.settings.siteUrl };
    const row = await sendQuotation(app.db, ctx, request.body._id, staffActor(request));
    app.mail.wake();
    request.log.info({ event: 'quotation_sent', id: row.id }, 'quotation sent');
    return { success: true as const, message: `${row.number} sent to ${row.buyer.Email}.`, data: await answer(row) };
  });

  route(app, calls.revise, {}, async (request) => {
    const row = await reviseQuotation(app.db, request.body._id, staffActor(request));
    return { success: true as const, message: `Revision ${row.number} created as a Draft.`, data: await answer(row) };
  });

  route(app, calls.withdraw, {}, async (request) => {
    const row = await withdrawQuotation(app.db, request.body._id, staffActor(request));
    return { success: true as const, message: `${row.number} withdrawn.`, data: await answer(row) };
  });

  route(app, calls.shareLink, {}, async (request) => {
    const link = await shareStatusLink(app.db, request.body._id, app.mail.settings.siteUrl, staffActor(request));
    return { success: true as const, message: 'A new status link for the buyer.', data: { StatusLink: link } };
  });

  route(app, calls.accept, { bodyLimit: PO_BODY_LIMIT }, async (request) => {
    const { _id, ...acceptance } = request.body;
    const ctx = { us: (await app.companyProfile()).public, siteUrl: app.mail.settings.siteUrl };
    const row = await markAccepted(app.db, ctx, _id, acceptance, staffActor(request));
    app.mail.wake();
    return { success: true as const, message: `${row.number} marked accepted.`, data: await answer(row) };
  });

  route(app, calls.pdf, {}, async (request, reply) => {
    const row = await requireQuotationRow(app.db, request.params.id);
    const bytes = await quotationPdfBytes(app.db, row, (await app.companyProfile()).record);
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition('inline', quotationPdfName(row.number)))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    return bytes;
  });

  route(app, calls.poFile, {}, async (request, reply) => {
    const file = await readFile(app.db, request.params.id, 'purchase-order');
    if (!file) throw notFound('No such PO file.');
    void reply
      .header('content-type', file.mimeType)
      .header('content-disposition', contentDisposition('inline', file.name))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    return Buffer.from(file.data);
  });
}

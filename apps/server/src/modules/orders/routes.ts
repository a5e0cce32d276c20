import { endpoints, indiaDay, orderExportFileName } from '@rp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentDisposition } from '../../lib/content-disposition.js';
import { route } from '../../lib/route.js';
import { actorOf, recordActivity } from '../activity/index.js';
import { acknowledgementPdfName } from '../documents/index.js';
import type { StaffActor } from '../records/index.js';
import { orderAcknowledgementPdf } from './acknowledgement.js';
import { closeShort } from './close-short.js';
import { recordDispatch } from './dispatch.js';
import { exportOrdersCsv } from './export.js';
import { baseConditions, listOrderPage } from './list.js';
import type { OrderMailContext } from './mails.js';
import { getOrder, orderAnswer, requireOrderRow } from './read.js';
import { moveStage } from './stage.js';
import { addOrderNote, updateOrder } from './update.js';

const staffActor = (request: FastifyRequest): StaffActor => ({ ...actorOf(request), name: request.admin!.name });

/** The back office's order calls (issue 34): every one needs a session (the contract's access check); Staff and Owners alike. */
export default async function orderRoutes(app: FastifyInstance) {
  const calls = endpoints.order;
  const mailContext = async (): Promise<OrderMailContext> => ({ siteUrl: app.mail.settings.siteUrl, us: (await app.companyProfile()).public });
  const answer = async (row: Parameters<typeof orderAnswer>[1]) => orderAnswer(app.db, row);

  route(app, calls.list, {}, async (request) => {
    const { page = 1, pageSize, ...filters } = request.body ?? {};
    const result = await listOrderPage(app.db, { ...filters, viewerId: request.admin!.id }, page, pageSize);
    return { success: true as const, message: `${result.total} orders.`, ...result };
  });

  route(app, calls.export, {}, async (request, reply) => {
    const filters = { ...request.query, viewerId: request.admin!.id };
    baseConditions(filters); // a bad filter is a 400 before the file starts
    const { search, stage, late, assigned, from, to } = request.query;
    const details = {
      search: search ?? null,
      stage: stage?.join(', ') ?? null,
      late: late ?? null,
      assigned: assigned ?? null,
      from: from ?? null,
      to: to ?? null,
    };
    await recordActivity(app.db, { ...actorOf(request), kind: 'orders-exported', subject: 'Orders', details });
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${orderExportFileName(indiaDay())}"`)
      .header('cache-control', 'private, no-store');
    // Fastify sends a stream as it is (no serializer); the contract types file bodies as bytes.
    return reply.send(exportOrdersCsv(app.db, filters) as unknown as Uint8Array);
  });

  route(app, calls.get, {}, async (request) => ({
    success: true as const,
    message: 'Order found.',
    data: [await getOrder(app.db, request.body._id)],
  }));

  // The order acknowledgement (issue 46), drawn from the frozen order: the same PDF the acceptance mail attached.
  route(app, calls.acknowledgement, {}, async (request, reply) => {
    const row = await requireOrderRow(app.db, request.params.id);
    const bytes = await orderAcknowledgementPdf(app.db, row, (await app.companyProfile()).record);
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition('inline', acknowledgementPdfName(row.number)))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    return bytes;
  });

  route(app, calls.stage, {}, async (request) => {
    const row = await moveStage(app.db, await mailContext(), request.body, staffActor(request));
    if (request.body.NotifyBuyer) app.mail.wake();
    request.log.info({ event: 'order_stage', id: row.id, stage: row.stage }, 'order moved');
    const told = request.body.NotifyBuyer ? ' The buyer is being mailed.' : '';
    return { success: true as const, message: `${row.number} moved to ${row.stage}.${told}`, data: await answer(row) };
  });

  route(app, calls.dispatch, {}, async (request) => {
    const rules = { profile: (await app.companyProfile()).record, role: request.admin!.role };
    const row = await recordDispatch(app.db, await mailContext(), request.body, staffActor(request), rules);
    if (request.body.NotifyBuyer) app.mail.wake();
    request.log.info({ event: 'order_dispatch', id: row.id, complete: row.stage === 'Dispatched' }, 'order dispatch recorded');
    const what = row.stage === 'Dispatched' ? `${row.number} dispatched in full.` : `Part dispatch of ${row.number} recorded.`;
    return { success: true as const, message: what, data: await answer(row) };
  });

  route(app, calls.closeShort, {}, async (request) => {
    const row = await closeShort(app.db, request.body, staffActor(request));
    request.log.info({ event: 'order_closed_short', id: row.id }, 'order closed short');
    return { success: true as const, message: `${row.number} closed short: what was not dispatched will not be sent.`, data: await answer(row) };
  });

  route(app, calls.update, {}, async (request) => {
    const { row, changed, mailed } = await updateOrder(app.db, await mailContext(), request.body, staffActor(request));
    if (mailed) app.mail.wake();
    return { success: true as const, message: changed ? `${row.number} updated.` : 'Nothing changed.', data: await answer(row) };
  });

  route(app, calls.note, {}, async (request) => {
    const row = await addOrderNote(app.db, await mailContext(), request.body, staffActor(request));
    if (request.body.NotifyBuyer) app.mail.wake();
    return { success: true as const, message: 'Note added.', data: await answer(row) };
  });
}

import { endpoints, indiaDay } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { actorOf, recordActivity } from '../activity/index.js';
import { csvAmount, csvDateTime, csvFile } from '../documents/index.js';
import { allBuyerRows, listBuyerPage } from './list.js';
import { mergeBuyers } from './merge.js';
import { buyerAnswer, getBuyerDetail } from './read.js';
import { saveBuyer } from './save.js';

export const BUYER_EXPORT_COLUMNS = [
  'Company',
  'GSTIN',
  'State code',
  'Contact',
  'Email',
  'Open quotations',
  'Open orders',
  'Outstanding (INR)',
  'Last activity',
];

async function* exportCells(rows: ReturnType<typeof allBuyerRows>) {
  for await (const b of rows) {
    yield [
      b.Company,
      b.GSTIN,
      b.StateCode,
      b.Contact,
      b.Email,
      b.OpenQuotations,
      b.OpenOrders,
      csvAmount(Math.round(b.Outstanding * 100)),
      csvDateTime(new Date(b.LastActivityAt)),
    ];
  }
}

/** The back office's buyer calls (issue 46): every one needs a session (the contract's access check); Staff and Owners alike. */
export default async function buyerRoutes(app: FastifyInstance) {
  const calls = endpoints.buyer;

  route(app, calls.list, {}, async (request) => {
    const { page = 1, pageSize, search } = request.body ?? {};
    const result = await listBuyerPage(app.db, search, page, pageSize);
    return { success: true as const, message: `${result.total} buyers.`, ...result };
  });

  route(app, calls.export, {}, async (request, reply) => {
    const { search } = request.query;
    await recordActivity(app.db, { ...actorOf(request), kind: 'buyers-exported', subject: 'Buyers', details: { search: search ?? null } });
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="buyers-${indiaDay()}.csv"`)
      .header('cache-control', 'private, no-store');
    // Fastify sends a stream as it is (no serializer); the contract types file bodies as bytes.
    return reply.send(csvFile(BUYER_EXPORT_COLUMNS, exportCells(allBuyerRows(app.db, search))) as unknown as Uint8Array);
  });

  route(app, calls.get, {}, async (request) => ({
    success: true as const,
    message: 'Buyer found.',
    data: [await getBuyerDetail(app.db, request.body._id)],
  }));

  route(app, calls.save, {}, async (request, reply) => {
    const { row, created } = await saveBuyer(app.db, request.body, actorOf(request));
    request.log.info({ event: created ? 'buyer_created' : 'buyer_updated', id: row.id }, 'buyer saved');
    void reply.status(created ? 201 : 200);
    return { success: true as const, message: created ? 'Buyer created.' : 'Buyer saved.', data: await buyerAnswer(app.db, row) };
  });

  route(app, calls.merge, {}, async (request) => {
    const { into, merged } = await mergeBuyers(app.db, request.body._id, request.body.IntoId, actorOf(request));
    request.log.info({ event: 'buyer_merged', id: merged.id, into: into.id }, 'buyers merged');
    return { success: true as const, message: `${merged.company} merged into ${into.company}.`, data: await buyerAnswer(app.db, into) };
  });
}

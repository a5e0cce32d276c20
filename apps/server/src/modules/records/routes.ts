import { endpoints, recordExportFileName, type RecordKind } from '@rp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http-errors.js';
import { route } from '../../lib/route.js';
import { exportRecordsCsv } from './export.js';
import { listRecordPage, listRecords } from './list.js';
import { actorOf, recordActivity } from '../activity/index.js';
import { createPublicRecord, RECORD_LABELS, submitLimitOptions, type SaveBody } from './public-create.js';
import { removeRecord } from './service.js';
import { updateRecord, type UpdateOutcome } from './update.js';

export interface RecordRoutesOptions {
  submitRateLimit: number;
}

/** Five 5 MB drawings as base64 (4/3) plus the form: the 20 MB total check then answers, not the body limit. */
const DRAWING_BODY_LIMIT = 36 * 1024 * 1024;

function updateMessage({ record, assignmentChanged }: UpdateOutcome): string {
  if (!assignmentChanged) return 'Status updated.';
  return record.AssignedTo ? `Assigned to ${record.AssignedToName}.` : 'Unassigned.';
}

/** Save: without _id a public create (rate limited, status forced to New); with _id an admin status update. */
async function handleSave(app: FastifyInstance, request: FastifyRequest, kind: RecordKind, body: SaveBody) {
  if (body._id) {
    await app.requireAdmin(request);
    if (!body.Status && body.AssignedTo === undefined) {
      throw badRequest('Status or AssignedTo is required to update a record.', { Status: 'Status is required.' });
    }
    const change = { status: body.Status, assignedTo: body.AssignedTo };
    const outcome = await updateRecord(app.db, app.mail.settings.siteUrl, kind, body._id, change, { ...actorOf(request), name: request.admin!.name });
    if (outcome.mailed) app.mail.wake();
    return { status: 200, payload: { success: true as const, message: updateMessage(outcome), data: outcome.record } };
  }
  const idempotencyKey = (request.headers as { 'idempotency-key'?: string })['idempotency-key'];
  return createPublicRecord(app, request.log, kind, body, idempotencyKey);
}

function recordRoutes(kind: RecordKind, saveBodyLimit?: number) {
  return async function routes(app: FastifyInstance, opts: RecordRoutesOptions) {
    const calls = endpoints[kind];
    const submitLimit = {
      ...submitLimitOptions(opts.submitRateLimit),
      // Admin status updates carry an _id and are not visitor submissions.
      allowList: (request: FastifyRequest) => Boolean((request.body as { _id?: string } | undefined)?._id),
    };

    route(app, calls.list, {}, async (request) => {
      const { Types: _types, page, pageSize, ...chosen } = request.body ?? {};
      const filters = { ...chosen, viewerId: request.admin!.id };
      if (page === undefined) {
        const data = await listRecords(app.db, kind, filters);
        return { success: true as const, message: `${data.length} records.`, data };
      }
      const result = await listRecordPage(app.db, kind, filters, page, pageSize);
      return { success: true as const, message: `${result.total} records.`, ...result };
    });

    route(app, calls.export, {}, async (request, reply) => {
      request.log.info({ event: 'records_exported', kind }, 'CSV export started');
      const { search, status, from, to, overdue, assigned, source, origin } = request.query;
      const details = {
        search: search ?? null,
        status: status?.join(', ') ?? null,
        from: from ?? null,
        to: to ?? null,
        overdue: overdue ?? null,
        assigned: assigned ?? null,
        source: source?.join(', ') ?? null,
        origin: origin ?? null,
      };
      await recordActivity(app.db, { ...actorOf(request), kind: 'leads-exported', subject: kind === 'quote' ? 'Quotes' : 'Inquiries', details });
      void reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${recordExportFileName(kind)}"`)
        .header('cache-control', 'private, no-store');
      // Fastify sends a stream as it is (no serializer); the contract types file bodies as bytes.
      return reply.send(exportRecordsCsv(app.db, kind, { ...request.query, viewerId: request.admin!.id }) as unknown as Uint8Array);
    });

    route(app, calls.save, { bodyLimit: saveBodyLimit, config: { rateLimit: submitLimit } }, async (request, reply) => {
      const { status, payload } = await handleSave(app, request, kind, request.body);
      void reply.status(status);
      return payload;
    });

    route(app, calls.remove, {}, async (request) => {
      const row = await removeRecord(app.db, kind, request.body._id, actorOf(request));
      return { success: true as const, message: `${RECORD_LABELS[kind].noun} from "${row.title}" deleted.` };
    });
  };
}

export const quoteRoutes = recordRoutes('quote', DRAWING_BODY_LIMIT);
export const inquiryRoutes = recordRoutes('inquiry');

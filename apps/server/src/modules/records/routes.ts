import { randomInt, randomUUID } from 'node:crypto';
import { endpoints, RECORD_WIRE, recordExportFileName, REPLY_WITHIN, type ParsedBody, type RecordItem, type RecordKind } from '@rp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http-errors.js';
import { route } from '../../lib/route.js';
import { decodeDrawings } from '../../lib/uploads.js';
import { submitLead } from '../leads/submit-lead.js';
import { exportRecordsCsv } from './export.js';
import { listRecordPage, listRecords } from './list.js';
import { actorOf, recordActivity } from '../activity/record-activity.js';
import { removeRecord } from './service.js';
import { updateRecord, type UpdateOutcome } from './update.js';
import { addNote, getRecordDetail } from './timeline.js';

export interface RecordRoutesOptions {
  submitRateLimit: number;
}

/** Five 5 MB drawings as base64 (4/3) plus the form: the 20 MB total check then answers, not the body limit. */
const DRAWING_BODY_LIMIT = 36 * 1024 * 1024;

type SaveBody = ParsedBody<typeof endpoints.quote.save> | ParsedBody<typeof endpoints.inquiry.save>;

const LABELS: Record<RecordKind, { noun: string; created: string; replayed: string }> = {
  quote: {
    noun: 'Quote request',
    created: `Quote request received. We will reply within ${REPLY_WITHIN}.`,
    replayed: `This quote request was already received. We will reply within ${REPLY_WITHIN}.`,
  },
  inquiry: {
    noun: 'Inquiry',
    created: `Inquiry received. We will reply within ${REPLY_WITHIN}.`,
    replayed: `This inquiry was already received. We will reply within ${REPLY_WITHIN}.`,
  },
};

/** What a bot that filled the honeypot is told: a normal-looking answer, and nothing is stored. */
function decoyRecord(kind: RecordKind, body: SaveBody): RecordItem {
  const now = new Date().toISOString();
  return {
    _id: randomUUID(),
    Reference: `${kind === 'quote' ? 'Q' : 'I'}-${now.slice(0, 4)}-${String(randomInt(1, 100_000)).padStart(5, '0')}`,
    Title: body.Title,
    Description: body.Description,
    Email: body.Email,
    ContactNo: body.ContactNo,
    Message: body.Message,
    Types: RECORD_WIRE[kind].types,
    Status: 'New',
    createdAt: now,
    updatedAt: now,
    MediaFileName: '',
    Attachment: null,
    Attachments: [],
    AssignedTo: null,
    AssignedToName: '',
  };
}

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
  if (body.Website) {
    request.log.warn({ event: 'honeypot', kind }, 'submission dropped: honeypot filled');
    return { status: 201, payload: { success: true as const, message: LABELS[kind].created, data: decoyRecord(kind, body) } };
  }
  const drawings = 'MediaFileBody' in body || 'Attachments' in body ? decodeDrawings(body) : [];
  const idempotencyKey = (request.headers as { 'idempotency-key'?: string })['idempotency-key'];
  const { record: data, replay } = await submitLead(
    app.db,
    app.mail.settings,
    { kind, title: body.Title, description: body.Description, email: body.Email, contactNo: body.ContactNo, message: body.Message, drawings },
    idempotencyKey,
  );
  if (replay) {
    request.log.info({ event: 'record_replayed', kind, id: data._id }, 'idempotent retry answered with the first record');
    return { status: 200, payload: { success: true as const, message: LABELS[kind].replayed, data } };
  }
  app.mail.wake();
  if (drawings.length) app.thumbnails.wake();
  request.log.info({ event: 'record_created', kind, id: data._id, drawings: drawings.length }, 'submission stored');
  return { status: 201, payload: { success: true as const, message: LABELS[kind].created, data } };
}

function recordRoutes(kind: RecordKind, saveBodyLimit?: number) {
  return async function routes(app: FastifyInstance, opts: RecordRoutesOptions) {
    const calls = endpoints[kind];
    const submitLimit = {
      max: opts.submitRateLimit,
      timeWindow: 60 * 60_000,
      groupId: 'submit',
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
      const { search, status, from, to, overdue, assigned } = request.query;
      const details = {
        search: search ?? null,
        status: status?.join(', ') ?? null,
        from: from ?? null,
        to: to ?? null,
        overdue: overdue ?? null,
        assigned: assigned ?? null,
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

    route(app, calls.get, {}, async (request) => ({
      success: true as const,
      message: `${LABELS[kind].noun} found.`,
      data: [await getRecordDetail(app.db, kind, request.body._id)],
    }));

    route(app, calls.note, {}, async (request) => {
      const data = await addNote(app.db, kind, request.body._id, request.body.Text, actorOf(request));
      request.log.info({ event: 'record_note_added', kind, id: data._id }, 'note added');
      return { success: true as const, message: 'Note added.', data: [data] };
    });

    route(app, calls.remove, {}, async (request) => {
      const row = await removeRecord(app.db, kind, request.body._id, actorOf(request));
      return { success: true as const, message: `${LABELS[kind].noun} from "${row.title}" deleted.` };
    });
  };
}

export const quoteRoutes = recordRoutes('quote', DRAWING_BODY_LIMIT);
export const inquiryRoutes = recordRoutes('inquiry');

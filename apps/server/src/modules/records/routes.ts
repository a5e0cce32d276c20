import { randomUUID } from 'node:crypto';
import {
  errorResponse,
  idBody,
  inquirySaveBody,
  messageResponse,
  quoteSaveBody,
  recordListBody,
  recordListResponse,
  recordSaveResponse,
  REPLY_WITHIN,
  type RecordItem,
  type RecordType,
} from '@rp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest } from '../../lib/http-errors.js';
import { decodeDrawing } from '../../lib/uploads.js';
import { createRecord, listRecords, removeRecord, updateStatus } from './service.js';

export interface RecordRoutesOptions {
  submitRateLimit: number;
}

const DRAWING_BODY_LIMIT = 8 * 1024 * 1024;

type SaveBody = z.output<typeof quoteSaveBody> | z.output<typeof inquirySaveBody>;

const LABELS: Record<RecordType, { noun: string; created: string }> = {
  Quote: { noun: 'Quote request', created: `Quote request received. We will reply within ${REPLY_WITHIN}.` },
  Inquery: { noun: 'Inquiry', created: `Inquiry received. We will reply within ${REPLY_WITHIN}.` },
};

/** What a bot that filled the honeypot is told: a normal-looking answer, and nothing is stored. */
function decoyRecord(type: RecordType, body: SaveBody): RecordItem {
  const now = new Date().toISOString();
  return {
    _id: randomUUID(),
    Title: body.Title,
    Description: body.Description,
    Email: body.Email,
    ContactNo: body.ContactNo,
    Message: body.Message,
    Types: type,
    Status: 'New',
    createdAt: now,
    updatedAt: now,
    MediaFileName: '',
    Attachment: null,
  };
}

/** Save: without _id a public create (rate limited, status forced to New); with _id an admin status update. */
async function handleSave(app: FastifyInstance, request: FastifyRequest, type: RecordType, body: SaveBody) {
  if (body._id) {
    await app.requireAdmin(request);
    if (!body.Status) throw badRequest('Status is required to update a record.', { Status: 'Status is required.' });
    const data = await updateStatus(app.db, type, body._id, body.Status);
    return { status: 200, payload: { success: true as const, message: 'Status updated.', data } };
  }
  if (body.Website) {
    request.log.warn({ event: 'honeypot', type }, 'submission dropped: honeypot filled');
    return { status: 201, payload: { success: true as const, message: LABELS[type].created, data: decoyRecord(type, body) } };
  }
  const mediaBody = 'MediaFileBody' in body ? body.MediaFileBody : null;
  const mediaName = 'MediaFileName' in body ? body.MediaFileName : '';
  const drawing = mediaBody ? decodeDrawing(mediaName, mediaBody) : null;
  const data = await createRecord(app.db, {
    type,
    title: body.Title,
    description: body.Description,
    email: body.Email,
    contactNo: body.ContactNo,
    message: body.Message,
    drawing,
  });
  request.log.info({ event: 'record_created', type, id: data._id, hasDrawing: Boolean(drawing) }, 'submission stored');
  return { status: 201, payload: { success: true as const, message: LABELS[type].created, data } };
}

function recordRoutes(type: RecordType, prefix: string): FastifyPluginAsyncZod<RecordRoutesOptions> {
  return async (app, opts) => {
    const submitLimit = {
      max: opts.submitRateLimit,
      timeWindow: 60 * 60_000,
      groupId: 'submit',
      // Admin status updates carry an _id and are not visitor submissions.
      allowList: (request: FastifyRequest) => Boolean((request.body as { _id?: string } | undefined)?._id),
    };

    app.post(
      `/${prefix}/list`,
      { onRequest: app.requireAdmin, schema: { body: recordListBody, response: { 200: recordListResponse, '4xx': errorResponse } } },
      async () => {
        const data = await listRecords(app.db, type);
        return { success: true as const, message: `${data.length} records.`, data };
      },
    );

    const saveSchema = {
      response: { 200: recordSaveResponse, 201: recordSaveResponse, '4xx': errorResponse },
    };
    if (type === 'Quote') {
      app.post(
        `/${prefix}/save`,
        { bodyLimit: DRAWING_BODY_LIMIT, config: { rateLimit: submitLimit }, schema: { body: quoteSaveBody, ...saveSchema } },
        async (request, reply) => {
          const { status, payload } = await handleSave(app, request, type, request.body);
          return reply.status(status).send(payload);
        },
      );
    } else {
      app.post(
        `/${prefix}/save`,
        { config: { rateLimit: submitLimit }, schema: { body: inquirySaveBody, ...saveSchema } },
        async (request, reply) => {
          const { status, payload } = await handleSave(app, request, type, request.body);
          return reply.status(status).send(payload);
        },
      );
    }

    app.delete(
      `/${prefix}/remove`,
      { onRequest: app.requireAdmin, schema: { body: idBody, response: { 200: messageResponse, '4xx': errorResponse } } },
      async (request) => {
        const row = await removeRecord(app.db, type, request.body._id);
        return { success: true as const, message: `${LABELS[type].noun} from "${row.title}" deleted.` };
      },
    );
  };
}

export const quoteRoutes = recordRoutes('Quote', 'quote');
export const inquiryRoutes = recordRoutes('Inquery', 'inquery');

import { randomInt, randomUUID } from 'node:crypto';
import {
  ATTRIBUTION_FIELDS,
  readDescriptionField,
  RECORD_WIRE,
  REPLY_WITHIN,
  rfqStatusPath,
  type endpoints,
  type LeadAttribution,
  type ParsedBody,
  type RecordItem,
  type RecordKind,
} from '@rp/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { clientNetwork } from '../../lib/client-network.js';
import { generateToken } from '../../lib/tokens.js';
import { decodeDrawings } from '../../lib/uploads.js';
import { submitLead } from './submit-lead.js';

export type SaveBody = ParsedBody<typeof endpoints.quote.save> | ParsedBody<typeof endpoints.inquiry.save>;

/**
 * Every public submission (POST /quote/save, /inquery/save, the contact page's form, the buyer's answer to a
 * quotation) shares one counter per client: an IPv4 address, or an IPv6 client's /64 (`clientNetwork`). The
 * default key of @fastify/rate-limit 11 groups the same way; the key is ours so it does not hang on that default.
 */
export const SUBMIT_LIMIT_GROUP = 'submit';
export const submitLimitOptions = (max: number) => ({
  max,
  timeWindow: 60 * 60_000,
  groupId: SUBMIT_LIMIT_GROUP,
  keyGenerator: (request: FastifyRequest) => clientNetwork(request.ip),
});

export const RECORD_LABELS: Record<RecordKind, { noun: string; created: string; replayed: string }> = {
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
    Company: '',
    BuyerId: null,
    RepeatOf: null,
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
    Source: 'Website',
    Attribution: { ...attributionOf(body), Origin: '' },
  };
}

/** The attribution fields of a save body, as the contract trimmed and checked them. */
const attributionOf = (body: SaveBody) => Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, body[field]])) as LeadAttribution;

/**
 * The company the site's forms write as the Description's 'Company:' line: read once here, where the request comes
 * in, and stored as its own column (every later reader uses records.company).
 */
export const companyOfRequest = (description: string) => {
  const company = readDescriptionField(description, 'Company');
  return company === 'N/A' ? '' : company.slice(0, 200);
};

/**
 * A visitor's new quote or inquiry, already validated against the contract: a filled honeypot gets a
 * decoy; otherwise the lead is stored with its mails queued, and the mail (and thumbnail) workers woken.
 */
export async function createPublicRecord(app: FastifyInstance, log: FastifyBaseLogger, kind: RecordKind, body: SaveBody, idempotencyKey?: string) {
  if (body.Website) {
    log.warn({ event: 'honeypot', kind }, 'submission dropped: honeypot filled');
    const data = decoyRecord(kind, body);
    // A status link like a real one, to a page that does not exist.
    const StatusPath = rfqStatusPath(data.Reference, generateToken());
    return { status: 201, payload: { success: true as const, message: RECORD_LABELS[kind].created, data, StatusPath } };
  }
  const drawings = 'MediaFileBody' in body || 'Attachments' in body ? decodeDrawings(body) : [];
  const submitted = await submitLead(
    app.db,
    app.mail.settings,
    {
      kind,
      title: body.Title,
      description: body.Description,
      email: body.Email,
      contactNo: body.ContactNo,
      message: body.Message,
      company: companyOfRequest(body.Description),
      drawings,
      attribution: attributionOf(body),
    },
    idempotencyKey,
  );
  const { record: data, replay, statusKey } = submitted;
  if (replay) {
    log.info({ event: 'record_replayed', kind, id: data._id }, 'idempotent retry answered with the first record');
    return { status: 200, payload: { success: true as const, message: RECORD_LABELS[kind].replayed, data } };
  }
  app.mail.wake();
  if (drawings.length) app.thumbnails.wake();
  log.info({ event: 'record_created', kind, id: data._id, drawings: drawings.length }, 'submission stored');
  // The buyer's status page with the acknowledgement mail's key: the form shows it with the reference.
  const StatusPath = statusKey ? rfqStatusPath(data.Reference, statusKey) : undefined;
  return { status: 201, payload: { success: true as const, message: RECORD_LABELS[kind].created, data, StatusPath } };
}

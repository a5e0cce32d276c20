import {
  quantitiesFromForm,
  quotationDeclineBody,
  quotationPublicAcceptBody,
  rfqStatusPath,
  type PostedFile,
  type QuotationAnswerOutcome,
} from '@rp/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { AppLoadContext, RequestHandler } from 'react-router';
import type { z } from 'zod';
import { discardRestOfBody } from '../lib/discard-body.js';
import { HttpError } from '../lib/http-errors.js';
import { acceptByBuyer, declineByBuyer } from '../modules/quotations/index.js';
import { PO_BODY_LIMIT } from '../modules/quotations/index.js';
import { submitLimitOptions } from '../modules/records/index.js';
import { isSameOriginPost } from './contact-form-post.js';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge.js';

/** The status page; its accept and decline forms post back to it (multipart: the PO file rides along). */
export const RFQ_STATUS_ROUTE = '/rfq/:reference';
/** As the JSON accept call: a 5 MB PO file and the form's few fields fit well inside. */
const FORM_BODY_LIMIT = PO_BODY_LIMIT;

export const ANSWER_CROSS_SITE_MESSAGE = 'This form can only be sent from this site. Please open the link from our mail and answer there.';
const NO_FORM_MESSAGE = 'Send the form as multipart/form-data, as the page does.';
const FIELDS_MESSAGE = 'Please correct the highlighted fields.';
const TOO_MANY_MESSAGE = 'You have sent several answers in a short time. Please wait an hour and try again, or call us.';
const REFUSALS = [400, 404, 409, 413, 429] as const;

/** The page after a body too large to read: the form says why (apps/web rfq-status route, TOO_LARGE_PARAM). */
export const tooLargePath = (reference: string, key: string) => `${rfqStatusPath(reference, key)}&refused=too-large#answer`;

function fieldErrors(error: z.ZodError): QuotationAnswerOutcome {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  // A malformed key is a wrong key: answered like an unknown reference.
  if (errors.Key) return { ok: false, status: 404, message: 'No such request.' };
  return { ok: false, status: 400, message: FIELDS_MESSAGE, errors };
}

/** The service's refusals (HttpError 4xx) as the page shows them; anything else is a real failure. */
async function outcomeOf(run: () => Promise<unknown>): Promise<QuotationAnswerOutcome> {
  try {
    await run();
    return { ok: true };
  } catch (error) {
    const status = error instanceof HttpError ? REFUSALS.find((s) => s === error.statusCode) : undefined;
    if (!status || !(error instanceof HttpError)) throw error;
    return { ok: false, status, message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
  }
}

/** A posted file as the contract's { Name, Body } (a base64 data URL); the service checks its kind and size. */
function asUpload(file: PostedFile) {
  const type = /^[a-z0-9.+-]+\/[a-z0-9.+-]+$/i.test(file.type) ? file.type.toLowerCase() : 'application/octet-stream';
  return { Name: file.name, Body: `data:${type};base64,${Buffer.from(file.bytes).toString('base64')}` };
}

export interface QuotationAnswerPostOptions {
  handle: RequestHandler;
  context: AppLoadContext;
  siteUrl: string;
  submitRateLimit: number;
}

/**
 * POST /rfq/{Reference}?key=...: the status page's accept and decline forms without JavaScript (ADR 040's
 * way). React Router's action on the page reads the form and calls `quotationAnswer`, which checks it with
 * the contract's body and the shared submission limit, then runs the same service as the JSON calls; the page
 * answers with the result or the errors and what was typed. Never cached.
 */
export async function registerQuotationAnswerPost(app: FastifyInstance, opts: QuotationAnswerPostOptions) {
  const limitOptions = submitLimitOptions(opts.submitRateLimit);
  const answerContext = async () => ({ settings: app.mail.settings, us: (await app.companyProfile()).public });

  await app.register(async (scope) => {
    const raw = { parseAs: 'buffer' as const, bodyLimit: FORM_BODY_LIMIT };
    scope.addContentTypeParser('multipart/form-data', raw, (_request, body, done) => done(null, body));
    scope.addContentTypeParser('application/x-www-form-urlencoded', raw, (_request, body, done) => done(null, body));
    const checkLimit = scope.createRateLimit(limitOptions);

    // A PO file over the limit: the page again, saying so, instead of a JSON error (the body is never read).
    scope.setErrorHandler(async (error: FastifyError, request: FastifyRequest<{ Params: { reference: string } }>, reply) => {
      if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
      request.log.info({ status: 303, code: error.code }, 'form post too large');
      await discardRestOfBody(request, reply);
      const key = new URL(request.url, 'http://x').searchParams.get('key') ?? '';
      return reply.header('cache-control', 'no-store').redirect(tooLargePath(request.params.reference, key), 303);
    });

    const limited = async (request: FastifyRequest, run: () => Promise<unknown>): Promise<QuotationAnswerOutcome> => {
      const limit = await checkLimit(request);
      if (!limit.isAllowed && limit.isExceeded) return { ok: false, status: 429, message: TOO_MANY_MESSAGE };
      return outcomeOf(run);
    };

    const answers = (request: FastifyRequest): NonNullable<AppLoadContext['quotationAnswer']> => ({
      accept: async (reference, fields, poFile) => {
        const quantities = quantitiesFromForm(fields);
        const body = { ...fields, ...(quantities.length ? { Quantities: quantities } : {}), ...(poFile ? { POFile: asUpload(poFile) } : {}) };
        const parsed = quotationPublicAcceptBody.safeParse(body);
        if (!parsed.success) return fieldErrors(parsed.error);
        return limited(request, async () => {
          const row = await acceptByBuyer(app.db, await answerContext(), reference, parsed.data);
          app.mail.wake();
          request.log.info({ event: 'quotation_accepted', id: row.id, form: true }, 'quotation accepted by the buyer');
        });
      },
      decline: async (reference, fields) => {
        const parsed = quotationDeclineBody.safeParse(fields);
        if (!parsed.success) return fieldErrors(parsed.error);
        return limited(request, async () => {
          const row = await declineByBuyer(app.db, await answerContext(), reference, parsed.data);
          app.mail.wake();
          request.log.info({ event: 'quotation_declined', id: row.id, form: true }, 'quotation declined by the buyer');
        });
      },
    });

    scope.post(
      RFQ_STATUS_ROUTE,
      // Names the shared counter's group but counts nothing here: only a well-formed answer counts, as on the API.
      { config: { rateLimit: { ...limitOptions, allowList: () => true } } },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        if (!isSameOriginPost(request, opts.siteUrl)) {
          return reply.status(403).type('text/plain; charset=utf-8').send(ANSWER_CROSS_SITE_MESSAGE);
        }
        if (!Buffer.isBuffer(request.body)) return reply.status(400).type('text/plain; charset=utf-8').send(NO_FORM_MESSAGE);
        const controller = new AbortController();
        reply.raw.on('close', () => controller.abort());
        const context = { ...opts.context, cspNonce: reply.scriptNonce, quotationAnswer: answers(request) } as AppLoadContext;
        // The status page keeps Referrer-Policy: no-referrer (its key stays out of Referer headers), so a browser
        // posts with `Origin: null`, which React Router refuses; the check above has judged where it came from.
        const fetchRequest = toFetchRequest(request, controller, request.body, { dropHeaders: ['origin'] });
        return sendFetchResponse(reply, await opts.handle(fetchRequest, context));
      },
    );
  });
}

import { inquirySaveBody, type FormSubmitOutcome, type InquirySaveBody } from '@rp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppLoadContext, RequestHandler } from 'react-router';
import { z } from 'zod';
import { createPublicRecord, submitLimitOptions } from '../modules/records/index.js';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge.js';

/** A form post is small text; the contract's own limits (message 10,000 characters) fit well inside. */
const FORM_BODY_LIMIT = 64 * 1024;

export const CONTACT_PATH = '/contact';
/**
 * The contact page's Referrer-Policy. Everywhere else it is no-referrer (helmet), under which a browser
 * sends `Origin: null` with a form post, and React Router refuses an action whose Origin is not the
 * page's own. 'same-origin' sends the real origin to us and still nothing to other sites.
 */
export const CONTACT_REFERRER_POLICY = 'same-origin';

export const CROSS_SITE_MESSAGE = 'This form can only be sent from this site. Please open the contact page and send it from there.';

/**
 * CSRF: a browser says where a form post comes from. Sec-Fetch-Site (every current browser) must be
 * same-origin; without it, Origin must be this server's or the public site's. A post with neither is not
 * from a browser, so no visitor's browser can be made to send it (ADR 040).
 */
export function isSameOriginPost(request: FastifyRequest, siteUrl: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin === `${request.protocol}://${request.host}` || origin === new URL(siteUrl).origin;
}

/** The contract's check, the shared rate limit, then the same store-and-mail path as POST /inquery/save. */
async function submitInquiryForm(
  app: FastifyInstance,
  request: FastifyRequest,
  checkLimit: ReturnType<FastifyInstance['createRateLimit']>,
  body: InquirySaveBody,
): Promise<FormSubmitOutcome> {
  const parsed = inquirySaveBody.safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { ok: false, status: 400, message: 'Please correct the highlighted fields.', errors };
  }
  const { _id: _ignored, ...create } = parsed.data;
  const limit = await checkLimit(request);
  if (!limit.isAllowed && limit.isExceeded) return { ok: false, status: 429, message: 'Too many requests.' };
  const { payload } = await createPublicRecord(app, request.log, 'inquiry', create);
  return { ok: true, reference: payload.data.Reference, statusPath: payload.StatusPath ?? '' };
}

export interface ContactFormPostOptions {
  handle: RequestHandler;
  context: AppLoadContext;
  siteUrl: string;
  submitRateLimit: number;
}

/**
 * POST /contact: the contact page's form without JavaScript. React Router's action on /contact
 * validates and answers (errors with the values kept, or a redirect to the thank-you view); never cached.
 */
export async function registerContactFormPost(app: FastifyInstance, opts: ContactFormPostOptions) {
  const limitOptions = submitLimitOptions(opts.submitRateLimit);
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    const checkLimit = scope.createRateLimit(limitOptions);
    scope.post(
      CONTACT_PATH,
      {
        schema: { body: z.string({ error: 'Send the form as application/x-www-form-urlencoded.' }) },
        // Names the shared counter's group (its key is client + group) but counts nothing here: only a
        // valid inquiry counts, as on the API, inside submitInquiryForm.
        config: { rateLimit: { ...limitOptions, allowList: () => true } },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store').header('referrer-policy', CONTACT_REFERRER_POLICY);
        if (!isSameOriginPost(request, opts.siteUrl)) {
          return reply.status(403).type('text/plain; charset=utf-8').send(CROSS_SITE_MESSAGE);
        }
        const controller = new AbortController();
        reply.raw.on('close', () => controller.abort());
        const context = {
          ...opts.context,
          cspNonce: reply.scriptNonce,
          inquiryForm: { submit: (body: InquirySaveBody) => submitInquiryForm(app, request, checkLimit, body) },
        } as AppLoadContext;
        const response = await opts.handle(toFetchRequest(request, controller, request.body as string), context);
        return sendFetchResponse(reply, response);
      },
    );
  });
}

import type { AccountCallAnswer, ServerLoadContext } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import type { AppLoadContext, RequestHandler } from 'react-router';
import { z } from 'zod';
import { isSameOriginPost } from './contact-form-post.js';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge.js';

/** The desk's forms are a few short fields (an address, quantities, a note of 2,000 characters). */
const FORM_BODY_LIMIT = 64 * 1024;
/** The buyer's desk pages whose forms post back to themselves (issue 49). */
export const ACCOUNT_FORM_PATHS = ['/account', '/account/reorder'] as const;
/**
 * "Order again" posts multipart/form-data (its new drawing revision): up to five 5 MB drawings and the fields, so
 * that the API's own checks (20 MB together, 5 files) answer with their messages rather than this limit.
 */
const REORDER_FORM_PATH = '/account/reorder';
const REORDER_FORM_BODY_LIMIT = 26 * 1024 * 1024;
export const ACCOUNT_CROSS_SITE_MESSAGE = 'This form can only be sent from this site. Please open /account and send it from there.';

const API_PREFIX = '/api/v1';

function cookiesOf(header: string | string[] | undefined): string[] {
  if (header === undefined) return [];
  return Array.isArray(header) ? header : [header];
}

/**
 * The desk's pages call the account API in-process (light-my-request), with the page request's Cookie header: the
 * buyer session's checks, the contract's validation and the limits are those of the JSON calls. Only
 * /account/... paths: the pages never reach a staff call through this.
 */
export function accountCaller(app: FastifyInstance, boundIp?: string): ServerLoadContext['account'] {
  return {
    async call(method, path, { cookie, body, clientIp }): Promise<AccountCallAnswer> {
      if (!path.startsWith('/account/')) throw new Error('The desk calls only /account/... endpoints.');
      const response = await app.inject({
        method,
        url: `${API_PREFIX}${path}`,
        remoteAddress: clientIp ?? boundIp ?? '127.0.0.1',
        headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      let parsed: AccountCallAnswer['body'] = null;
      try {
        parsed = response.json();
      } catch {
        parsed = null;
      }
      return { status: response.statusCode, body: parsed, setCookies: cookiesOf(response.headers['set-cookie']) };
    },
  };
}

export interface AccountFormPostOptions {
  handle: RequestHandler;
  context: AppLoadContext;
  siteUrl: string;
}

/**
 * POST /account and POST /account/reorder (urlencoded; the reorder also multipart, for its drawings): the desk's
 * forms without JavaScript (ADR 040's way). React Router's
 * actions read the form and call the account API through `context.account`, bound to the posting client's
 * address; the pages answer with a redirect (and the API's Set-Cookie) or the errors and what was typed. Never cached.
 */
export async function registerAccountFormPosts(app: FastifyInstance, opts: AccountFormPostOptions) {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    // The raw multipart bytes go to the page's action as they came (it reads them with request.formData()).
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: REORDER_FORM_BODY_LIMIT }, (request, body, done) => {
      if (request.url.split('?')[0] !== REORDER_FORM_PATH) {
        done(Object.assign(new Error('Send the form as application/x-www-form-urlencoded.'), { statusCode: 415 }), undefined);
        return;
      }
      done(null, body);
    });
    const formBody = z.union([z.string(), z.instanceof(Buffer)], {
      error: 'Send the form as application/x-www-form-urlencoded or multipart/form-data.',
    });
    for (const path of ACCOUNT_FORM_PATHS) {
      scope.post(path, { schema: { body: formBody } }, async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        if (!isSameOriginPost(request, opts.siteUrl)) {
          return reply.status(403).type('text/plain; charset=utf-8').send(ACCOUNT_CROSS_SITE_MESSAGE);
        }
        const controller = new AbortController();
        reply.raw.on('close', () => controller.abort());
        const context = { ...opts.context, cspNonce: reply.scriptNonce, account: accountCaller(app, request.ip) } as AppLoadContext;
        // The site's Referrer-Policy is no-referrer, so a browser posts with `Origin: null`, which React Router
        // refuses; the check above has judged where the post came from.
        const fetchRequest = toFetchRequest(request, controller, request.body as string | Buffer, { dropHeaders: ['origin'] });
        return sendFetchResponse(reply, await opts.handle(fetchRequest, context));
      });
    }
  });
}

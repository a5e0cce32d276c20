import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { discardRestOfBody } from '../lib/discard-body.js';
import { HttpError } from '../lib/http-errors.js';

interface ErrorBody {
  success: false;
  message: string;
  errors?: Record<string, string>;
  TwoFactorRequired?: true;
  TwoFactorEnrolmentRequired?: true;
}

const FASTIFY_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty; send a JSON object.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request is too large. Files may be at most 5MB.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Send the request body as JSON (Content-Type: application/json).' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The request body length does not match its Content-Length.' },
};

/**
 * Errors the router raises before any route or hook runs (a malformed or overlong path), in the
 * same shape as every other error.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  request.log.info({ status: tooLong ? 414 : 400, code: error.code }, 'request rejected');
  return reply
    .status(tooLong ? 414 : 400)
    .send({ success: false, message: tooLong ? 'This address is too long.' : 'This address is not valid.' } satisfies ErrorBody);
}

/** One error shape for every failure: { success: false, message, errors? }, never a stack trace. */
function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ErrorBody = { success: false, message: 'Something went wrong on our side. Please try again.' };
    // Only messages we wrote go to the log; a framework's message may quote what the client sent.
    let ownMessage = true;

    if (error instanceof HttpError) {
      status = error.statusCode;
      body = { success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}), ...error.flags };
      if (error.headers) void reply.headers(error.headers);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').split('/')[0] || '_';
        errors[field] ??= issue.message ?? 'This value is not valid.';
      }
      const rootMessage = errors._;
      delete errors._;
      const first = Object.values(errors)[0];
      const message = rootMessage
        ? `The request ${error.validationContext ?? 'body'} must be a JSON object.`
        : Object.keys(errors).length === 1 && first
          ? first
          : `Please correct these fields: ${Object.keys(errors).join(', ')}.`;
      body = { success: false, message, ...(Object.keys(errors).length ? { errors } : {}) };
    } else if (error.code && FASTIFY_CODES[error.code]) {
      const known = FASTIFY_CODES[error.code]!;
      status = known.status;
      body = { success: false, message: known.message };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { success: false, message: error.message };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { success: false, message: error.message || 'The request could not be processed.' };
      ownMessage = false;
    }

    if (status >= 500 || isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ status, code: error.code, ...(ownMessage ? { message: body.message } : {}) }, 'request rejected');
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // On a connection that closes after the answer, it goes out once the rest of the body is read.
      return discardRestOfBody(request, reply).then(() => {
        reply.status(status).send(body);
      });
    }
    return reply.status(status).send(body);
  });
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });

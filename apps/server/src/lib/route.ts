import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorResponse, type Endpoint, type EndpointReply, type ParsedBody, type ParsedParams, type ParsedQuery } from '@rp/contract';
import type { FastifyContextConfig, FastifyInstance, LogLevel, RawServerDefault, RouteHandlerMethod } from 'fastify';

/** What a route of the endpoint receives (validated body and params) and answers. */
export interface EndpointRoute<E extends Endpoint> {
  Body: ParsedBody<E>;
  Params: ParsedParams<E>;
  Querystring: ParsedQuery<E>;
  Reply: EndpointReply<E>;
}

/** Returns the success answer; set a status other than 200, or headers, on `reply` first. */
export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<RawServerDefault, IncomingMessage, ServerResponse, EndpointRoute<E>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** From the contract: a session still owing its two-factor enrolment (REQUIRE_2FA) may call this. */
    beforeEnrolment?: boolean;
  }
}

/** Route settings the contract does not decide. */
export interface RouteSettings {
  bodyLimit?: number;
  logLevel?: LogLevel;
  config?: FastifyContextConfig;
}

/** The session check of the endpoint's access; an access without a check stops the app at start (fail closed). */
function accessCheck(app: FastifyInstance, endpoint: Endpoint) {
  switch (endpoint.access) {
    case 'public':
      return {};
    case 'admin':
      return { onRequest: app.requireAdmin };
    case 'owner':
      return { onRequest: app.requireOwner };
    case 'buyer':
      if (typeof app.requireBuyer !== 'function') throw new Error(`${endpoint.method} ${endpoint.path}: the buyer session plugin is not registered.`);
      return { onRequest: app.requireBuyer };
    default:
      throw new Error(`${endpoint.method} ${endpoint.path}: unknown access ${String(endpoint.access satisfies never)}.`);
  }
}

/**
 * Registers the route of a contract endpoint: method, path, body, params and response schemas come
 * from the contract, and an admin (or owner) endpoint gets the session (and role) check, a buyer endpoint the buyer session's, before anything else runs.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, settings: RouteSettings, handler: EndpointHandler<E>) {
  const response: Record<string, Endpoint['response']> = { '4xx': errorResponse, '5xx': errorResponse };
  for (const status of endpoint.statuses ?? [200]) response[status] = endpoint.response;
  app.route<EndpointRoute<E>>({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.headers ? { headers: endpoint.headers } : {}),
      response,
    },
    ...accessCheck(app, endpoint),
    ...settings,
    config: { ...settings.config, beforeEnrolment: endpoint.beforeEnrolment === true },
    handler,
  });
}

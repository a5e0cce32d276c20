import type { z } from 'zod';
import { activityListBody, activityListResponse } from './activity.js';
import { loginBody, loginResponse } from './auth.js';
import {
  acceptInviteBody,
  changePasswordBody,
  currentAccountResponse,
  forgotPasswordBody,
  resetPasswordBody,
  teamInviteBody,
  teamListResponse,
  teamMemberResponse,
  teamUpdateBody,
} from './team.js';
import {
  revokeSessionBody,
  revokeSessionResponse,
  sessionListResponse,
  twoFactorDisableBody,
  twoFactorEnableBody,
  twoFactorEnableResponse,
  twoFactorSetupResponse,
} from './account-security.js';
import { emptyBody, healthResponse, idBody, messageResponse } from './common.js';
import { companyProfileBody, companyProfileResponse } from './company-profile.js';
import { contentEndpoints } from './content-endpoints.js';
import { RECORD_WIRE } from './constants.js';
import { dashboardSummaryResponse } from './dashboard.js';
import { fileParams, fileResponse } from './files.js';
import { imageVariantParams } from './images.js';
import { idempotencyHeaders, outboxGetResponse, outboxListResponse, outboxResendResponse, outboxSummaryResponse } from './mail.js';
import { accountEndpoints } from './account-endpoints.js';
import { invoiceEndpoints } from './invoice-endpoints.js';
import { orderEndpoints } from './order-endpoints.js';
import { buyerEndpoints } from './buyer-endpoints.js';
import { rateTablesBody, rateTablesResponse } from './estimate-rates.js';
import {
  drawingAnalysisResponse,
  estimateAnalyzeBody,
  estimateComputeBody,
  estimateComputeResponse,
  estimateSimilarBody,
  estimateSimilarResponse,
} from './estimates.js';
import { quotationEndpoints } from './quotation-endpoints.js';
import { productListResponse, productSaveBody, productSaveResponse } from './products.js';
import { recordNoteBody, recordDetailResponse } from './record-timeline.js';
import { inquirySaveBody, quoteSaveBody, recordExportQuery, recordListBody, recordListResponse, recordSaveResponse } from './records.js';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * public: anyone may call; admin: the server answers 401 unless the call carries a live session;
 * owner: as admin, and 403 for a Staff account; buyer: 401 unless the call carries a live buyer session (the
 * buyer's desk cookie, issue 49), which no staff call accepts.
 */
export type Access = 'public' | 'admin' | 'owner' | 'buyer';

/** One call of the API: the server registers its route from this, the clients derive their types from it. */
export interface Endpoint {
  method: HttpMethod;
  /** Below API_BASE; a `:name` segment is filled from `params`. */
  path: string;
  access: Access;
  /** Every POST and DELETE declares its body; GET has none. */
  body?: z.ZodType;
  params?: z.ZodType;
  /** Query-string parameters (validated). */
  query?: z.ZodType;
  /** Request headers the call reads (validated; other headers pass). */
  headers?: z.ZodType;
  /** The success answer (`fileResponse` for raw bytes). Every error answer is `errorResponse`. */
  response: z.ZodType;
  /** Success statuses the response covers; 200 unless listed. */
  statuses?: readonly (200 | 201)[];
  /** With REQUIRE_2FA, a session whose account has not set up two-factor sign-in may make only these calls. */
  beforeEnrolment?: true;
}

const endpoint = <const E extends Endpoint>(definition: E) => definition;

/** Lists, saves and removes of one record kind, under the spec's path segment for it. */
function recordEndpoints<const K extends keyof typeof RECORD_WIRE, B extends z.ZodType>(kind: K, saveBody: B) {
  const path = RECORD_WIRE[kind].path;
  return {
    list: endpoint({ method: 'POST', path: `/${path}/list`, access: 'admin', body: recordListBody, response: recordListResponse }),
    /** Every record matching the filters as CSV (UTF-8 with BOM), streamed. */
    export: endpoint({ method: 'GET', path: `/${path}/export`, access: 'admin', query: recordExportQuery, response: fileResponse }),
    /** One record in data[0], with its Timeline (created, status changes, notes, mails), oldest first. */
    get: endpoint({ method: 'POST', path: `/${path}/getByID`, access: 'admin', body: idBody, response: recordDetailResponse }),
    /** Adds a staff note to the record's timeline. */
    note: endpoint({ method: 'POST', path: `/${path}/note`, access: 'admin', body: recordNoteBody, response: recordDetailResponse }),
    /**
     * Without _id a public create (201); with _id an update of Status and/or AssignedTo (an active account's
     * _id, or null), which needs an admin session (200).
     */
    save: endpoint({
      method: 'POST',
      path: `/${path}/save`,
      access: 'public',
      body: saveBody,
      headers: idempotencyHeaders,
      response: recordSaveResponse,
      statuses: [200, 201],
    }),
    remove: endpoint({ method: 'DELETE', path: `/${path}/remove`, access: 'admin', body: idBody, response: messageResponse }),
  };
}

/** Every call under /api/v1: the single source of truth for the server, the web app and the e2e tests. */
export const endpoints = {
  health: endpoint({ method: 'GET', path: '/health', access: 'public', response: healthResponse }),
  auth: {
    login: endpoint({ method: 'POST', path: '/auth/login', access: 'public', body: loginBody, response: loginResponse }),
    logout: endpoint({ method: 'POST', path: '/auth/logout', access: 'admin', body: emptyBody, response: messageResponse, beforeEnrolment: true }),
    /** The signed-in account (name, role), for the layout. */
    me: endpoint({ method: 'GET', path: '/auth/me', access: 'admin', response: currentAccountResponse, beforeEnrolment: true }),
    acceptInvite: endpoint({ method: 'POST', path: '/auth/accept-invite', access: 'public', body: acceptInviteBody, response: loginResponse }),
    /** The same answer whether the address has an account or not. */
    forgotPassword: endpoint({
      method: 'POST',
      path: '/auth/forgot-password',
      access: 'public',
      body: forgotPasswordBody,
      response: messageResponse,
    }),
    resetPassword: endpoint({ method: 'POST', path: '/auth/reset-password', access: 'public', body: resetPasswordBody, response: messageResponse }),
    changePassword: endpoint({ method: 'POST', path: '/auth/change-password', access: 'admin', body: changePasswordBody, response: messageResponse }),
    /** The caller's live sessions (signed-in devices), newest first. */
    sessions: endpoint({ method: 'POST', path: '/auth/sessions', access: 'admin', body: emptyBody, response: sessionListResponse }),
    /** Ends one of the caller's own sessions; ending the current one signs out. */
    revokeSession: endpoint({
      method: 'POST',
      path: '/auth/sessions/revoke',
      access: 'admin',
      body: revokeSessionBody,
      response: revokeSessionResponse,
    }),
    /**
     * Ends every other session of the caller ("Sign out everywhere" then logs this one out too). The caller's
     * own stays, so the client ends it with the ordinary logout and a failed call leaves nobody half signed out.
     */
    revokeOtherSessions: endpoint({
      method: 'POST',
      path: '/auth/sessions/revoke-others',
      access: 'admin',
      body: emptyBody,
      response: messageResponse,
      beforeEnrolment: true,
    }),
    twoFactor: {
      /** A new secret (not active until enable); replaces an unconfirmed earlier one. */
      setup: endpoint({
        method: 'POST',
        path: '/auth/2fa/setup',
        access: 'admin',
        body: emptyBody,
        response: twoFactorSetupResponse,
        beforeEnrolment: true,
      }),
      /** Confirms the app with a code: two-factor sign-in is on; answers the recovery codes, once. */
      enable: endpoint({
        method: 'POST',
        path: '/auth/2fa/enable',
        access: 'admin',
        body: twoFactorEnableBody,
        response: twoFactorEnableResponse,
        beforeEnrolment: true,
      }),
      disable: endpoint({ method: 'POST', path: '/auth/2fa/disable', access: 'admin', body: twoFactorDisableBody, response: messageResponse }),
    },
  },
  team: {
    list: endpoint({ method: 'POST', path: '/team/list', access: 'admin', body: emptyBody, response: teamListResponse }),
    invite: endpoint({ method: 'POST', path: '/team/invite', access: 'owner', body: teamInviteBody, response: teamMemberResponse }),
    update: endpoint({ method: 'POST', path: '/team/update', access: 'owner', body: teamUpdateBody, response: teamMemberResponse }),
  },
  product: {
    list: endpoint({ method: 'GET', path: '/product/list', access: 'public', response: productListResponse }),
    /** The spec's answer is a list holding the one product. */
    get: endpoint({ method: 'POST', path: '/product/getByID', access: 'public', body: idBody, response: productListResponse }),
    /** Creates without _id, updates with it. */
    save: endpoint({ method: 'POST', path: '/product/save', access: 'admin', body: productSaveBody, response: productSaveResponse }),
    remove: endpoint({ method: 'DELETE', path: '/product/remove', access: 'admin', body: idBody, response: messageResponse }),
  },
  quote: {
    ...recordEndpoints('quote', quoteSaveBody),
    /** A quote's drawing; Attachment.url of a record points here. */
    attachment: endpoint({ method: 'GET', path: '/quote/attachment/:id', access: 'admin', params: fileParams, response: fileResponse }),
    /** The drawing's PNG thumbnail; Attachments[].thumbnailUrl points here. */
    thumbnail: endpoint({ method: 'GET', path: '/quote/thumbnail/:id', access: 'admin', params: fileParams, response: fileResponse }),
  },
  inquiry: recordEndpoints('inquiry', inquirySaveBody),
  /** An uploaded product image. */
  media: endpoint({ method: 'GET', path: '/media/:id', access: 'public', params: fileParams, response: fileResponse }),
  /** One of its 400 and 800 wide AVIF and WebP copies, e.g. /media/:id/400.avif. */
  mediaVariant: endpoint({ method: 'GET', path: '/media/:id/:variant', access: 'public', params: imageVariantParams, response: fileResponse }),
  dashboard: {
    summary: endpoint({ method: 'GET', path: '/dashboard/summary', access: 'admin', response: dashboardSummaryResponse }),
  },
  /** Who did what in the back office: append-only, newest first; Owner and Staff may read it. */
  activity: {
    list: endpoint({ method: 'POST', path: '/activity/list', access: 'admin', body: activityListBody, response: activityListResponse }),
  },
  /** The company profile (issue 33): what the site, mails, status page and quotations print. Staff may read it. */
  settings: {
    company: endpoint({ method: 'GET', path: '/settings/company', access: 'admin', response: companyProfileResponse }),
    saveCompany: endpoint({ method: 'POST', path: '/settings/company', access: 'owner', body: companyProfileBody, response: companyProfileResponse }),
    /** The estimating rate tables (issue 47): Staff read, Owners save. */
    rates: endpoint({ method: 'GET', path: '/settings/rates', access: 'admin', response: rateTablesResponse }),
    saveRates: endpoint({ method: 'POST', path: '/settings/rates', access: 'owner', body: rateTablesBody, response: rateTablesResponse }),
  },
  /** Quotations (issue 33): drafts, sending, revisions, acceptance, the list and its CSV, the PDF. */
  quotation: quotationEndpoints.quotation,
  /** The buyer's answers to a quotation on the status page (key of the status link; wrong key = 404). */
  rfq: quotationEndpoints.rfq,
  /** Orders (issue 34): an accepted quotation's order through production and dispatch (see order-endpoints.ts). */
  order: orderEndpoints,
  /** Tax invoices, e-way bill data and the Tally import (issue 48; see invoice-endpoints.ts). */
  invoice: invoiceEndpoints,
  /** The buyer's own desk (issue 49; see account-endpoints.ts). */
  account: accountEndpoints,
  /** Estimating (issue 47): staff only, never the buyer's. */
  estimate: {
    compute: endpoint({ method: 'POST', path: '/estimate/compute', access: 'admin', body: estimateComputeBody, response: estimateComputeResponse }),
    similar: endpoint({ method: 'POST', path: '/estimate/similar', access: 'admin', body: estimateSimilarBody, response: estimateSimilarResponse }),
    /** A lead's STEP or DXF drawing measured in the parser, with a stock suggestion from the rates. */
    analyze: endpoint({ method: 'POST', path: '/estimate/analyze', access: 'admin', body: estimateAnalyzeBody, response: drawingAnalysisResponse }),
  },
  buyer: buyerEndpoints.buyer,
  proforma: buyerEndpoints.proforma,
  payment: buyerEndpoints.payment,
  /** Site content staff edit (issue 37; see content-endpoints.ts). */
  content: contentEndpoints,
  /** Lead mails: newest first (at most OUTBOX_LIST_LIMIT), counts for the dashboard, Resend, and one mail's text. */
  outbox: {
    list: endpoint({ method: 'GET', path: '/outbox/list', access: 'admin', response: outboxListResponse }),
    summary: endpoint({ method: 'GET', path: '/outbox/summary', access: 'admin', response: outboxSummaryResponse }),
    resend: endpoint({ method: 'POST', path: '/outbox/resend', access: 'admin', body: idBody, response: outboxResendResponse }),
    /** One mail with its text and attachment names, while its body is kept: Owners only (it holds buyers' data and links). */
    get: endpoint({ method: 'POST', path: '/outbox/get', access: 'owner', body: idBody, response: outboxGetResponse }),
  },
} as const;

/** The endpoints as a flat list, e.g. to check that the server registers each one. */
export const allEndpoints: Endpoint[] = (function flatten(node: object): Endpoint[] {
  return Object.values(node).flatMap((value: Endpoint | object) => ('method' in value ? [value as Endpoint] : flatten(value)));
})(endpoints);

/** What a client sends as the body (before the server's defaults and transforms). */
export type EndpointBody<E extends Endpoint> = E extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
/** The body as a route handler receives it (after validation). */
export type ParsedBody<E extends Endpoint> = E extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
export type EndpointParams<E extends Endpoint> = E extends { params: infer P extends z.ZodType } ? z.input<P> : undefined;
export type EndpointQuery<E extends Endpoint> = E extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;
export type ParsedQuery<E extends Endpoint> = E extends { query: infer Q extends z.ZodType } ? z.output<Q> : undefined;
export type ParsedParams<E extends Endpoint> = E extends { params: infer P extends z.ZodType } ? z.output<P> : undefined;
/** The success answer a client receives: parsed JSON, or the file's bytes (a Blob in the browser). */
export type EndpointResponse<E extends Endpoint, FileBytes = Blob> = E['response'] extends typeof fileResponse ? FileBytes : z.output<E['response']>;
/** What a route handler returns for the success answer. */
export type EndpointReply<E extends Endpoint> = z.input<E['response']>;

/** Fills the `:name` segments of an endpoint's path. */
export function endpointPath(endpoint: Endpoint, params?: Record<string, string>): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path}: the parameter ${name} is missing.`);
    return encodeURIComponent(value);
  });
}

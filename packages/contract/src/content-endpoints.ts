import type { Endpoint } from './endpoints.js';
import { emptyBody, messageResponse } from './common.js';
import { fileParams, fileResponse } from './files.js';
import {
  siteContentAccessBody,
  siteContentDetailResponse,
  siteContentKindBody,
  siteContentOverviewResponse,
  siteContentPublicResponse,
  siteContentRestoreBody,
  siteContentSaveBody,
  siteContentUploadBody,
  siteContentUploadResponse,
} from './site-content-requests.js';

/**
 * Site content (issue 37, ADR 080); part of `endpoints` (endpoints.content). Reading is for every account;
 * save, undo, restore and upload are for Owners, and for Staff while an Owner allows it (the server checks, 403).
 */
export const contentEndpoints = {
  /** Every kind's current document for the public pages, cached per content version. */
  site: { method: 'GET', path: '/content/site', access: 'public', response: siteContentPublicResponse },
  /** A certificate's PDF (images are served as /media/:id like product images). */
  document: { method: 'GET', path: '/content/document/:id', access: 'public', params: fileParams, response: fileResponse },
  list: { method: 'POST', path: '/content/list', access: 'admin', body: emptyBody, response: siteContentOverviewResponse },
  get: { method: 'POST', path: '/content/get', access: 'admin', body: siteContentKindBody, response: siteContentDetailResponse },
  /** Saves a kind's whole document as a new version. */
  save: { method: 'POST', path: '/content/save', access: 'admin', body: siteContentSaveBody, response: siteContentDetailResponse },
  /** Back to the version before the current one (409 when there is none). */
  undo: { method: 'POST', path: '/content/undo', access: 'admin', body: siteContentKindBody, response: siteContentDetailResponse },
  /** An earlier version's document saved again as a new version, so it can be undone (404 unknown version, 409 the current one). */
  restore: { method: 'POST', path: '/content/restore', access: 'admin', body: siteContentRestoreBody, response: siteContentDetailResponse },
  upload: { method: 'POST', path: '/content/upload', access: 'admin', body: siteContentUploadBody, response: siteContentUploadResponse },
  /** Whether Staff may edit site content: the Owner's decision. */
  staffAccess: { method: 'POST', path: '/content/staff-access', access: 'owner', body: siteContentAccessBody, response: messageResponse },
} as const satisfies Record<string, Endpoint>;

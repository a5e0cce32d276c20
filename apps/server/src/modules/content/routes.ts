import { endpoints, SITE_CONTENT_KIND_LABELS } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-errors.js';
import { route } from '../../lib/route.js';
import { actorOf } from '../activity/index.js';
import { readFile } from '../files/index.js';
import { type CachedBody, compressOnce, sendCachedBody, VersionedCache } from '../public-cache/index.js';
import { storeContentUpload } from './content-files.js';
import { readContentDetail, readVersions, restoreContent, saveContent, undoContent } from './content-store.js';
import { mayEditContent, readStaffMayEdit, requireContentEditor, saveStaffMayEdit } from './staff-access.js';

/** Uploads arrive as base64 inside JSON: 5 MB decoded is about 6.7 MB encoded (as product images). */
const UPLOAD_BODY_LIMIT = 8 * 1024 * 1024;
/** A document with many uploaded pictures carries their URLs back; far below this. */
const SAVE_BODY_LIMIT = 512 * 1024;

export default async function contentRoutes(app: FastifyInstance) {
  // The public JSON, checked against the contract and compressed once per content version (ADR 034).
  const publicCache = new VersionedCache<CachedBody>();
  const buildPublic = async () => {
    const payload = endpoints.content.site.response.parse({ success: true, message: 'Site content.', data: await app.siteContent() });
    return compressOnce(JSON.stringify(payload));
  };
  route(app, endpoints.content.site, {}, async (request, reply) => {
    const body = await publicCache.get('site', await app.publicStamp(), buildPublic);
    void reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8');
    return sendCachedBody(request, reply, body);
  });

  // A certificate's PDF: public, as the certificate is shown on the site; a new upload gets a new id.
  route(app, endpoints.content.document, {}, async (request, reply) => {
    const file = await readFile(app.db, request.params.id, 'site-document');
    if (!file) throw notFound('No such document.');
    void reply
      .header('content-type', file.mimeType)
      .header('content-disposition', 'inline')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff');
    return Buffer.from(file.data);
  });

  route(app, endpoints.content.list, {}, async (request) => ({
    success: true as const,
    message: 'Site content.',
    data: { StaffMayEdit: await readStaffMayEdit(app.db), CanEdit: await mayEditContent(app.db, request), Kinds: await readVersions(app.db) },
  }));

  route(app, endpoints.content.get, {}, async (request) => ({
    success: true as const,
    message: `${SITE_CONTENT_KIND_LABELS[request.body.Kind]}.`,
    data: await readContentDetail(app.db, request.body.Kind),
  }));

  route(app, endpoints.content.save, { bodyLimit: SAVE_BODY_LIMIT }, async (request) => {
    await requireContentEditor(app.db, request);
    const data = await saveContent(app.db, request.body, actorOf(request));
    return { success: true as const, message: `${SITE_CONTENT_KIND_LABELS[data.Kind]} saved. The website shows them from the next page load.`, data };
  });

  route(app, endpoints.content.undo, {}, async (request) => {
    await requireContentEditor(app.db, request);
    const data = await undoContent(app.db, request.body.Kind, actorOf(request));
    return { success: true as const, message: `${SITE_CONTENT_KIND_LABELS[data.Kind]}: back to version ${data.Version}.`, data };
  });

  // Owners, and Staff while an Owner allows it: the same check as save and undo.
  route(app, endpoints.content.restore, {}, async (request) => {
    await requireContentEditor(app.db, request);
    const { Kind, Version } = request.body;
    const data = await restoreContent(app.db, Kind, Version, actorOf(request));
    return { success: true as const, message: `${SITE_CONTENT_KIND_LABELS[Kind]}: version ${Version} restored as version ${data.Version}.`, data };
  });

  route(app, endpoints.content.upload, { bodyLimit: UPLOAD_BODY_LIMIT }, async (request) => {
    await requireContentEditor(app.db, request);
    const { Use, FileName, Body } = request.body;
    const data = await storeContentUpload(app.db, Use, FileName, Body);
    return { success: true as const, message: 'File uploaded. Save to use it on the site.', data };
  });

  route(app, endpoints.content.staffAccess, {}, async (request) => {
    await saveStaffMayEdit(app.db, request.body.StaffMayEdit, actorOf(request));
    return {
      success: true as const,
      message: request.body.StaffMayEdit ? 'Staff may now edit site content.' : 'Only Owners may edit site content now.',
    };
  });
}

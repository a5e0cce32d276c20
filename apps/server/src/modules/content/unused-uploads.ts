import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';
import { siteContent } from '../../db/schema.js';

/** The job's name in job_schedule. */
export const UNUSED_UPLOADS_JOB = 'site-content-unused-uploads';

/** An upload no version uses is kept this long: an editor left open over a night can still save it. */
export const UNUSED_UPLOAD_KEEP_HOURS = 24;

/**
 * Deletes site-content uploads (pictures with their copies, certificate PDFs) that no version of any kind
 * refers to, once older than UNUSED_UPLOAD_KEEP_HOURS: pictures uploaded and then discarded or replaced before
 * a save. Files a version uses stay, however old the version (Undo may need them; ADR 080).
 * It first locks every kind's head row, the row a save or undo locks before it checks its files, so no
 * save can come to refer to a file between the check below and the delete.
 */
export async function removeUnusedUploads(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.select({ kind: siteContent.kind }).from(siteContent).orderBy(siteContent.kind).for('update');
    const removed = await tx.execute(sql`
      delete from files f
      where f.kind in ('site-image', 'site-document')
        and f.created_at < now() - make_interval(hours => ${UNUSED_UPLOAD_KEEP_HOURS})
        and not exists (select 1 from site_content_versions v where strpos(v.document::text, f.id::text) > 0)
      returning f.id
    `);
    return rowsOf(removed).length;
  });
}

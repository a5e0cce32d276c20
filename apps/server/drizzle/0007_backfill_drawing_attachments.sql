-- Every existing quote drawing becomes the first row of record_attachments; existing drawings get a
-- thumbnail made by the thumbnail workers when their type allows one.
INSERT INTO "record_attachments" (record_id, file_id, position, name, mime_type, size)
SELECT r.id, f.id, 0, f.name, f.mime_type, f.size
FROM "records" r JOIN "files" f ON f.id = r.attachment_file_id;
--> statement-breakpoint
UPDATE "files" SET thumbnail_status = 'pending'
WHERE kind = 'drawing' AND mime_type IN ('application/pdf', 'image/vnd.dxf', 'image/png', 'image/jpeg');

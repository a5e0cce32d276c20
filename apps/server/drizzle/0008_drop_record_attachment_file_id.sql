ALTER TABLE "records" DROP CONSTRAINT "records_attachment_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "records" DROP COLUMN "attachment_file_id";
CREATE TABLE "record_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_id" uuid NOT NULL,
	"file_id" uuid,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "thumbnail_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "thumbnail" "bytea";--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "thumbnail_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "drawings_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "record_attachments" ADD CONSTRAINT "record_attachments_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_attachments" ADD CONSTRAINT "record_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "record_attachments_record_position_idx" ON "record_attachments" USING btree ("record_id","position");--> statement-breakpoint
CREATE INDEX "files_thumbnail_status_idx" ON "files" USING btree ("thumbnail_status");
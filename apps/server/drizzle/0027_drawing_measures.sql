CREATE TABLE "drawing_measures" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"measure" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drawing_measures" ADD CONSTRAINT "drawing_measures_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
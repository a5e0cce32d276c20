-- Trigram matching for the admin search (records_search_trgm_idx); PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "record_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"from_status" text,
	"to_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(reference || ' ' || title || ' ' || email || ' ' || contact_no || ' ' || description || ' ' || message)) STORED;--> statement-breakpoint
ALTER TABLE "record_events" ADD CONSTRAINT "record_events_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_events_record_idx" ON "record_events" USING btree ("record_id","created_at");--> statement-breakpoint
CREATE INDEX "records_kind_status_created_idx" ON "records" USING btree ("kind","status","created_at");--> statement-breakpoint
CREATE INDEX "records_created_idx" ON "records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "records_search_trgm_idx" ON "records" USING gin ("search_text" gin_trgm_ops);
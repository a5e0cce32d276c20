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
CREATE TABLE "record_status_counts" (
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "record_status_counts_kind_status_pk" PRIMARY KEY("kind","status")
);
--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(reference || ' ' || title || ' ' || email || ' ' || contact_no || ' ' || description || ' ' || message)) STORED;--> statement-breakpoint
ALTER TABLE "record_events" ADD CONSTRAINT "record_events_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_events_record_idx" ON "record_events" USING btree ("record_id","created_at");--> statement-breakpoint
CREATE INDEX "records_kind_status_created_idx" ON "records" USING btree ("kind","status","created_at");--> statement-breakpoint
CREATE INDEX "records_created_idx" ON "records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "records_search_trgm_idx" ON "records" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- record_status_counts follows every insert, update and delete of records (statement triggers with transition
-- tables: one upsert per statement, however many rows it touched).
INSERT INTO "record_status_counts" ("kind", "status", "n") SELECT "kind", "status", count(*) FROM "records" GROUP BY 1, 2;--> statement-breakpoint
CREATE FUNCTION record_status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE record_status_counts c SET n = c.n - o.n
    FROM (SELECT kind, status, count(*)::int AS n FROM old_rows GROUP BY 1, 2) o
    WHERE c.kind = o.kind AND c.status = o.status;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO record_status_counts (kind, status, n)
    SELECT kind, status, count(*)::int FROM new_rows GROUP BY 1, 2
    ON CONFLICT (kind, status) DO UPDATE SET n = record_status_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER records_counts_insert AFTER INSERT ON records REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_status_counts_apply();--> statement-breakpoint
CREATE TRIGGER records_counts_update AFTER UPDATE ON records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_status_counts_apply();--> statement-breakpoint
CREATE TRIGGER records_counts_delete AFTER DELETE ON records REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_status_counts_apply();

CREATE TABLE "quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number_base" text NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"number" text NOT NULL,
	"state" text DEFAULT 'Draft' NOT NULL,
	"record_id" uuid,
	"source" text NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"charges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_terms" text DEFAULT '' NOT NULL,
	"delivery_terms" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"valid_until" date,
	"company_state_code" text NOT NULL,
	"taxable_paise" bigint DEFAULT 0 NOT NULL,
	"cgst_paise" bigint DEFAULT 0 NOT NULL,
	"sgst_paise" bigint DEFAULT 0 NOT NULL,
	"igst_paise" bigint DEFAULT 0 NOT NULL,
	"round_off_paise" bigint DEFAULT 0 NOT NULL,
	"grand_total_paise" bigint DEFAULT 0 NOT NULL,
	"buyer_key_hash" text,
	"pdf_file_id" uuid,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	"accepted_by_name" text DEFAULT '' NOT NULL,
	"accepted_by_designation" text DEFAULT '' NOT NULL,
	"accepted_by" uuid,
	"po_number" text DEFAULT '' NOT NULL,
	"po_date" date,
	"po_file_id" uuid,
	"decline_reason" text,
	"decline_comment" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"sent_by" uuid,
	"search_text" text GENERATED ALWAYS AS (lower(number || ' ' || (buyer ->> 'Company') || ' ' || (buyer ->> 'Email'))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotations_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "source" text DEFAULT 'Website' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_pdf_file_id_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_accepted_by_admins_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_po_file_id_files_id_fk" FOREIGN KEY ("po_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_sent_by_admins_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_base_revision_idx" ON "quotations" USING btree ("number_base","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_record_revision_idx" ON "quotations" USING btree ("record_id","revision");--> statement-breakpoint
CREATE INDEX "quotations_created_idx" ON "quotations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "quotations_state_valid_idx" ON "quotations" USING btree ("state","valid_until");--> statement-breakpoint
CREATE INDEX "quotations_sent_idx" ON "quotations" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "quotations_search_trgm_idx" ON "quotations" USING gin ("search_text" gin_trgm_ops);
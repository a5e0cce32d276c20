CREATE TABLE "buyer_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"designation" text DEFAULT '' NOT NULL,
	"sees_company_documents" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company" text NOT NULL,
	"gstin" text DEFAULT '' NOT NULL,
	"gst_treatment" text DEFAULT 'Unregistered' NOT NULL,
	"billing_address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"pin_code" text DEFAULT '' NOT NULL,
	"state_code" text DEFAULT '' NOT NULL,
	"shipping_addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"merged_into_id" uuid,
	"search_text" text GENERATED ALWAYS AS (lower(company || ' ' || gstin)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"buyer_id" uuid,
	"amount_paise" bigint NOT NULL,
	"date" date NOT NULL,
	"mode" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_by_name" text DEFAULT '' NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_reason" text DEFAULT '' NOT NULL,
	"removed_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proformas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"buyer_id" uuid,
	"percent_hundredths" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"state" text DEFAULT 'Issued' NOT NULL,
	"due_date" date,
	"issue_date" date NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"buyer_key_hash" text,
	"pdf_file_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proformas_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "company" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "buyer_id" uuid;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "buyer_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_id" uuid;--> statement-breakpoint
ALTER TABLE "buyer_contacts" ADD CONSTRAINT "buyer_contacts_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proformas" ADD CONSTRAINT "proformas_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proformas" ADD CONSTRAINT "proformas_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proformas" ADD CONSTRAINT "proformas_pdf_file_id_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proformas" ADD CONSTRAINT "proformas_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_contacts_buyer_position_idx" ON "buyer_contacts" USING btree ("buyer_id","position");--> statement-breakpoint
CREATE INDEX "buyer_contacts_email_idx" ON "buyer_contacts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "buyer_contacts_search_trgm_idx" ON "buyer_contacts" USING gin (lower("name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "buyers_gstin_idx" ON "buyers" USING btree ("gstin") WHERE gstin <> '' and merged_into_id is null;--> statement-breakpoint
CREATE INDEX "buyers_company_idx" ON "buyers" USING btree (lower("company"));--> statement-breakpoint
CREATE INDEX "buyers_search_trgm_idx" ON "buyers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "buyers_updated_idx" ON "buyers" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","date");--> statement-breakpoint
CREATE INDEX "payments_buyer_date_idx" ON "payments" USING btree ("buyer_id","date");--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("date");--> statement-breakpoint
CREATE INDEX "proformas_order_idx" ON "proformas" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "proformas_buyer_idx" ON "proformas" USING btree ("buyer_id","created_at");--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "records_buyer_created_idx" ON "records" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "quotations_buyer_created_idx" ON "quotations" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_buyer_created_idx" ON "orders" USING btree ("buyer_id","created_at");--> statement-breakpoint
UPDATE "records" SET "company" = coalesce(nullif(trim(substring("description" from '(?in)^[ \t]*company[ \t]*:[ \t]*([^\n]*)$')), 'N/A'), '') WHERE "company" = '';

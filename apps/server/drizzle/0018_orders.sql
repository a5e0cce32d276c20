CREATE TABLE "order_dispatch_lines" (
	"dispatch_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"quantity_thousandths" bigint NOT NULL,
	CONSTRAINT "order_dispatch_lines_dispatch_id_line_id_pk" PRIMARY KEY("dispatch_id","line_id")
);
--> statement-breakpoint
CREATE TABLE "order_dispatches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"invoice_no" text NOT NULL,
	"invoice_date" date NOT NULL,
	"transporter" text NOT NULL,
	"docket_no" text NOT NULL,
	"dispatch_date" date NOT NULL,
	"eway_bill_no" text DEFAULT '' NOT NULL,
	"packages" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" uuid,
	"from_value" text DEFAULT '' NOT NULL,
	"to_value" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"visible_to_buyer" boolean DEFAULT false NOT NULL,
	"buyer_key_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"line" jsonb NOT NULL,
	"quantity_thousandths" bigint NOT NULL,
	"dispatched_thousandths" bigint DEFAULT 0 NOT NULL,
	"taxable_paise" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"quotation_id" uuid NOT NULL,
	"quotation_number" text NOT NULL,
	"record_id" uuid,
	"stage" text DEFAULT 'Confirmed' NOT NULL,
	"held_from" text,
	"promised_date" date NOT NULL,
	"assigned_to" uuid,
	"po_number" text DEFAULT '' NOT NULL,
	"po_date" date,
	"po_file_id" uuid,
	"buyer" jsonb NOT NULL,
	"charges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"company_state_code" text NOT NULL,
	"taxable_paise" bigint DEFAULT 0 NOT NULL,
	"grand_total_paise" bigint DEFAULT 0 NOT NULL,
	"payment_terms" text DEFAULT '' NOT NULL,
	"delivery_terms" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"accepted_by_name" text DEFAULT '' NOT NULL,
	"dispatched_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"late_notified_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower(number || ' ' || quotation_number || ' ' || po_number || ' ' || (buyer ->> 'Company'))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "order_dispatch_lines" ADD CONSTRAINT "order_dispatch_lines_dispatch_id_order_dispatches_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."order_dispatches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_dispatch_lines" ADD CONSTRAINT "order_dispatch_lines_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_dispatches" ADD CONSTRAINT "order_dispatches_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_assigned_to_admins_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_po_file_id_files_id_fk" FOREIGN KEY ("po_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_dispatches_order_idx" ON "order_dispatches" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_position_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_quotation_idx" ON "orders" USING btree ("quotation_id");--> statement-breakpoint
CREATE INDEX "orders_record_idx" ON "orders" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_stage_promised_idx" ON "orders" USING btree ("stage","promised_date");--> statement-breakpoint
CREATE INDEX "orders_assigned_created_idx" ON "orders" USING btree ("assigned_to","created_at");--> statement-breakpoint
CREATE INDEX "orders_dispatched_idx" ON "orders" USING btree ("dispatched_at");--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);
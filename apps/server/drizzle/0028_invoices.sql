CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"dispatch_id" uuid NOT NULL,
	"buyer_id" uuid,
	"date" date NOT NULL,
	"state" text DEFAULT 'Issued' NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"amounts" jsonb NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"grand_total_paise" bigint NOT NULL,
	"eway_bill_no" text DEFAULT '' NOT NULL,
	"eway_bill_date" date,
	"irn" text DEFAULT '' NOT NULL,
	"ack_no" text DEFAULT '' NOT NULL,
	"ack_date" date,
	"signed_qr_code" text DEFAULT '' NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_dispatchId_unique" UNIQUE("dispatch_id")
);
--> statement-breakpoint
ALTER TABLE "order_dispatches" ADD COLUMN "vehicle_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_dispatches" ADD COLUMN "transporter_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_dispatches" ADD COLUMN "distance_km" integer;--> statement-breakpoint
ALTER TABLE "order_dispatches" ADD COLUMN "transport_mode" text DEFAULT 'Road' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_dispatch_id_order_dispatches_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."order_dispatches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_buyer_idx" ON "invoices" USING btree ("buyer_id","date");--> statement-breakpoint
CREATE INDEX "invoices_date_idx" ON "invoices" USING btree ("date","number");
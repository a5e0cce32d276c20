ALTER TABLE "quotations" ADD COLUMN "buyer_reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "buyer_reference_date" date;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "incoterm" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "incoterm_place" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "supplier_registration" text DEFAULT 'Regular' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "currency" text DEFAULT 'INR' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "exchange_rate_ten_thousandths" bigint DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "chosen_quantities" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "short_closed_thousandths" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency" text DEFAULT 'INR' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exchange_rate_ten_thousandths" bigint DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "closed_short" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "closed_short_reason" text DEFAULT '' NOT NULL;
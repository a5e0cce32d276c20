CREATE TABLE "estimate_rates" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"rates" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "estimate_rates_single_row" CHECK ("estimate_rates"."id" = 1)
);

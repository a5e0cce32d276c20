ALTER TABLE "idempotency_keys" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "body_pruned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "failed_sign_ins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "sign_in_blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "throttle_mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("to","kind","created_at");
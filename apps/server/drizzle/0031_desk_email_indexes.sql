CREATE INDEX "records_email_lower_idx" ON "records" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "quotations_buyer_email_idx" ON "quotations" USING btree (lower("buyer" ->> 'Email'));--> statement-breakpoint
CREATE INDEX "orders_buyer_email_idx" ON "orders" USING btree (lower("buyer" ->> 'Email'));
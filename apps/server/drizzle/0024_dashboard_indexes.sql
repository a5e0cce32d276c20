CREATE INDEX "quotations_accepted_idx" ON "quotations" USING btree ("accepted_at") WHERE state = 'Accepted';--> statement-breakpoint
CREATE INDEX "quotations_declined_idx" ON "quotations" USING btree ("declined_at") WHERE state = 'Declined';--> statement-breakpoint
CREATE INDEX "order_dispatches_date_idx" ON "order_dispatches" USING btree ("dispatch_date");
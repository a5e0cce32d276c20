CREATE TABLE "activity_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "assigned_to" uuid;--> statement-breakpoint
CREATE INDEX "activity_events_at_idx" ON "activity_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "activity_events_actor_at_idx" ON "activity_events" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "activity_events_kind_at_idx" ON "activity_events" USING btree ("kind","at");--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_assigned_to_admins_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "records_kind_assigned_created_idx" ON "records" USING btree ("kind","assigned_to","created_at");
CREATE TABLE "site_content" (
	"kind" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "site_content_versions" (
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by" text,
	"undone_at" timestamp with time zone,
	"undone_by" text,
	CONSTRAINT "site_content_versions_kind_version_pk" PRIMARY KEY("kind","version")
);

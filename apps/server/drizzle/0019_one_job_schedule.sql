-- One job schedule (ADR 075): the due times that app_meta held for the periodic jobs move to job_schedule,
-- so no turn is taken early or late by the upgrade. The app_meta rows stay for the version still running
-- during a rolling restart (ADR 070); a later release deletes them.
INSERT INTO "job_schedule" ("name", "next_run_at")
SELECT substring("key" from '^job:(.+):due_at$'), "value"::timestamptz
FROM "app_meta"
WHERE "key" ~ '^job:.+:due_at$' AND "value" ~ '^\d{4}-\d\d-\d\d[ T]'
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "job_schedule" ("name", "next_run_at")
SELECT 'drawing-retention', "updated_at" + interval '1 hour'
FROM "app_meta"
WHERE "key" = 'drawing_retention_last_run'
ON CONFLICT ("name") DO NOTHING;

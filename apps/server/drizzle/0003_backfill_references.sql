-- Give every existing quote and inquiry its reference (Q-2026-00001, I-2026-00001, ...): numbered per kind
-- and India-time year in order of creation; then start the counters after the highest number handed out.
WITH numbered AS (
	SELECT
		id,
		kind,
		extract(year FROM created_at AT TIME ZONE 'Asia/Kolkata')::int AS year,
		row_number() OVER (
			PARTITION BY kind, extract(year FROM created_at AT TIME ZONE 'Asia/Kolkata')
			ORDER BY created_at, id
		) AS n
	FROM "records"
	WHERE reference IS NULL
)
UPDATE "records" AS r
SET reference = (CASE WHEN numbered.kind = 'quote' THEN 'Q' ELSE 'I' END) || '-' || numbered.year || '-' || lpad(numbered.n::text, greatest(5, length(numbered.n::text)), '0')
FROM numbered
WHERE r.id = numbered.id;
--> statement-breakpoint
INSERT INTO "reference_counters" (kind, year, last_value)
SELECT kind, extract(year FROM created_at AT TIME ZONE 'Asia/Kolkata')::int, count(*)::int
FROM "records"
GROUP BY 1, 2
ON CONFLICT (kind, year) DO UPDATE SET last_value = greatest("reference_counters".last_value, excluded.last_value);

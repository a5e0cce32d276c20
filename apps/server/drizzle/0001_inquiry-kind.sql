-- Records say which kind they are in the code's words: 'quote' or 'inquiry'. The spec's wire values
-- ('Quote', 'Inquery') are mapped at the API edge. The catalog seed marker follows the code's spelling.
ALTER TABLE "records" RENAME COLUMN "type" TO "kind";--> statement-breakpoint
UPDATE "records" SET "kind" = CASE "kind" WHEN 'Quote' THEN 'quote' WHEN 'Inquery' THEN 'inquiry' ELSE "kind" END;--> statement-breakpoint
ALTER INDEX "records_type_created_idx" RENAME TO "records_kind_created_idx";--> statement-breakpoint
UPDATE "app_meta" SET "key" = 'catalog_seeded_at' WHERE "key" = 'catalogue_seeded_at';

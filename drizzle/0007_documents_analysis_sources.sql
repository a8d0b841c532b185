ALTER TABLE "documents" ADD COLUMN "analysis_document_ids" uuid[];--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "analysis_note" text;--> statement-breakpoint
-- Documents stored before this column: an analysis shared word for word by a veteran's documents
-- came from one batch, so those documents are what it read.
UPDATE "documents" AS "d" SET "analysis_document_ids" = (
  SELECT array_agg("o"."id" ORDER BY "o"."uploaded_at", "o"."id") FROM "documents" AS "o"
  WHERE "o"."user_id" = "d"."user_id" AND "o"."analysis_result" = "d"."analysis_result"
) WHERE "d"."analysis_result" IS NOT NULL;

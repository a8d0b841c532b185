ALTER TABLE "documents" ADD COLUMN "decision" jsonb;--> statement-breakpoint
-- Rating decisions stored before Board decisions could be: the same decision, tagged with its kind.
UPDATE "documents" SET "decision" = jsonb_build_object('kind', 'rating-decision', 'rating', "rating_decision") WHERE "rating_decision" IS NOT NULL;

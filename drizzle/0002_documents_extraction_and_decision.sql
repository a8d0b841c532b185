ALTER TABLE "documents" ADD COLUMN "extraction_problem" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "rating_decision" jsonb;
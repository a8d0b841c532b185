ALTER TABLE "chat_sessions" ADD COLUMN "mode" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "disabilities" ADD COLUMN "spine_segment" text;
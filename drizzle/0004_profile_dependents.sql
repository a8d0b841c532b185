ALTER TABLE "profiles" ADD COLUMN "married" boolean;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "spouse_aid_and_attendance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "children_under_18" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "children_in_school" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "dependent_parents" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_children_under_18_range" CHECK ("profiles"."children_under_18" between 0 and 20);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_children_in_school_range" CHECK ("profiles"."children_in_school" between 0 and 20);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_dependent_parents_range" CHECK ("profiles"."dependent_parents" between 0 and 2);
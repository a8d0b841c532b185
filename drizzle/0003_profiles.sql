CREATE TABLE "profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"email" text NOT NULL,
	"branch_of_service" text,
	"service_years" text NOT NULL,
	"notifications" boolean NOT NULL,
	"email_updates" boolean NOT NULL,
	"ai_personality" text NOT NULL,
	"default_chat_mode" text NOT NULL,
	"privacy_level" text NOT NULL,
	"bio" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
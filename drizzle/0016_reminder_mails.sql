CREATE TABLE "reminder_mails" (
	"user_id" uuid NOT NULL,
	"sent_on" date NOT NULL,
	CONSTRAINT "reminder_mails_user_id_sent_on_pk" PRIMARY KEY("user_id","sent_on")
);
--> statement-breakpoint
ALTER TABLE "reminder_mails" ADD CONSTRAINT "reminder_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
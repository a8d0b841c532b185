CREATE TABLE "exam_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"condition" text NOT NULL,
	"dbq" text NOT NULL,
	"exam_date" date NOT NULL,
	"after_exam" jsonb,
	"report_document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "witness_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"condition_id" uuid,
	"condition_name" text NOT NULL,
	"witness_name" text NOT NULL,
	"relationship" text NOT NULL,
	"what_they_saw" text,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"answers" jsonb,
	"statement_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_records" ADD CONSTRAINT "exam_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_records" ADD CONSTRAINT "exam_records_report_document_id_documents_id_fk" FOREIGN KEY ("report_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "witness_requests" ADD CONSTRAINT "witness_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "witness_requests" ADD CONSTRAINT "witness_requests_condition_id_case_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."case_conditions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "witness_requests" ADD CONSTRAINT "witness_requests_statement_id_case_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."case_statements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_records_user_idx" ON "exam_records" USING btree ("user_id","exam_date");--> statement-breakpoint
CREATE INDEX "witness_requests_user_idx" ON "witness_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "witness_requests_token_idx" ON "witness_requests" USING btree ("token_hash");
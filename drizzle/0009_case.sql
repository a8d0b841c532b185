CREATE TABLE "case_conditions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"basis" text NOT NULL,
	"secondary_to" text,
	"presumptive_rule" text,
	"disability_id" uuid,
	"side" text,
	"approximate_start" text,
	"explanation" text,
	"review_lane" text,
	"decision_date" date,
	"origin" text DEFAULT 'manual' NOT NULL,
	"origin_document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_evidence_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"condition_id" uuid NOT NULL,
	"element_key" text NOT NULL,
	"document_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"quote" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"street" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"country" text,
	"treatment_from" date,
	"treatment_to" date,
	"condition_ids" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"condition_id" uuid,
	"element_key" text,
	"text" text NOT NULL,
	"witness_name" text,
	"witness_relationship" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_conditions" ADD CONSTRAINT "case_conditions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_conditions" ADD CONSTRAINT "case_conditions_disability_id_disabilities_id_fk" FOREIGN KEY ("disability_id") REFERENCES "public"."disabilities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_conditions" ADD CONSTRAINT "case_conditions_origin_document_id_documents_id_fk" FOREIGN KEY ("origin_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_evidence_decisions" ADD CONSTRAINT "case_evidence_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_evidence_decisions" ADD CONSTRAINT "case_evidence_decisions_condition_id_case_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."case_conditions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_evidence_decisions" ADD CONSTRAINT "case_evidence_decisions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_providers" ADD CONSTRAINT "case_providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_statements" ADD CONSTRAINT "case_statements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_statements" ADD CONSTRAINT "case_statements_condition_id_case_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."case_conditions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_conditions_user_idx" ON "case_conditions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "case_evidence_decisions_user_idx" ON "case_evidence_decisions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "case_evidence_decisions_item_idx" ON "case_evidence_decisions" USING btree ("condition_id","element_key","document_id","page",md5("quote"));--> statement-breakpoint
CREATE INDEX "case_providers_user_idx" ON "case_providers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "case_statements_user_idx" ON "case_statements" USING btree ("user_id","created_at");
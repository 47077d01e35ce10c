CREATE TABLE "brokerage_note_executions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"note_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"side" text NOT NULL,
	"instrument" text NOT NULL,
	"symbol" text NOT NULL,
	"maturity" date,
	"quantity" integer NOT NULL,
	"price" numeric(20, 8) NOT NULL,
	"value_cents" bigint,
	"day_trade" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brokerage_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"broker" text NOT NULL,
	"note_number" text NOT NULL,
	"trade_date" date NOT NULL,
	"client_code" text DEFAULT '' NOT NULL,
	"segment" text NOT NULL,
	"pages" integer DEFAULT 1 NOT NULL,
	"business_value_cents" bigint DEFAULT 0 NOT NULL,
	"day_trade_result_cents" bigint DEFAULT 0 NOT NULL,
	"brokerage_cents" bigint DEFAULT 0 NOT NULL,
	"exchange_fees_cents" bigint DEFAULT 0 NOT NULL,
	"registration_fee_cents" bigint DEFAULT 0 NOT NULL,
	"settlement_fee_cents" bigint DEFAULT 0 NOT NULL,
	"iss_cents" bigint DEFAULT 0 NOT NULL,
	"operational_fee_cents" bigint DEFAULT 0 NOT NULL,
	"other_costs_cents" bigint DEFAULT 0 NOT NULL,
	"total_costs_cents" bigint DEFAULT 0 NOT NULL,
	"irrf_day_trade_cents" bigint DEFAULT 0 NOT NULL,
	"irrf_day_trade_base_cents" bigint DEFAULT 0 NOT NULL,
	"net_total_cents" bigint DEFAULT 0 NOT NULL,
	"warnings" text[] DEFAULT '{}'::text[] NOT NULL,
	"pdf_key" text,
	"pdf_bytes" integer,
	"accepted_at" timestamp with time zone,
	"acceptance_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" text,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" text NOT NULL,
	"school_id" text,
	"author_id" text,
	"author_name" text NOT NULL,
	"author_role" text NOT NULL,
	"trade_id" uuid,
	"day" date NOT NULL,
	"body" text NOT NULL,
	"mark" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_class_members" (
	"class_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"nickname" text,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone,
	"left_at" timestamp with time zone,
	CONSTRAINT "school_class_members_class_id_user_id_pk" PRIMARY KEY("class_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "school_classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" text NOT NULL,
	"name" text NOT NULL,
	"created_by" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "mentor_feedback_mail" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "costs_from_note" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "class_challenge_id" uuid;--> statement-breakpoint
ALTER TABLE "brokerage_note_executions" ADD CONSTRAINT "brokerage_note_executions_note_id_brokerage_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."brokerage_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brokerage_notes" ADD CONSTRAINT "brokerage_notes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brokerage_notes" ADD CONSTRAINT "brokerage_notes_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_challenges" ADD CONSTRAINT "class_challenges_class_id_school_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_challenges" ADD CONSTRAINT "class_challenges_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_comments" ADD CONSTRAINT "feedback_comments_student_id_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_comments" ADD CONSTRAINT "feedback_comments_school_id_organization_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."organization"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_comments" ADD CONSTRAINT "feedback_comments_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_comments" ADD CONSTRAINT "feedback_comments_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_class_members" ADD CONSTRAINT "school_class_members_class_id_school_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_class_members" ADD CONSTRAINT "school_class_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_classes" ADD CONSTRAINT "school_classes_school_id_organization_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_classes" ADD CONSTRAINT "school_classes_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brokerage_note_executions_note_idx" ON "brokerage_note_executions" USING btree ("note_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "brokerage_notes_identity_uq" ON "brokerage_notes" USING btree ("user_id","client_code","note_number","trade_date","segment");--> statement-breakpoint
CREATE INDEX "brokerage_notes_user_account_date_idx" ON "brokerage_notes" USING btree ("user_id","account_id","trade_date");--> statement-breakpoint
CREATE INDEX "class_challenges_class_idx" ON "class_challenges" USING btree ("class_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "class_challenges_one_active_uq" ON "class_challenges" USING btree ("class_id") WHERE "class_challenges"."status" = 'active';--> statement-breakpoint
CREATE INDEX "feedback_comments_student_idx" ON "feedback_comments" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_comments_trade_idx" ON "feedback_comments" USING btree ("trade_id");--> statement-breakpoint
CREATE INDEX "feedback_comments_author_idx" ON "feedback_comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "school_class_members_user_idx" ON "school_class_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "school_classes_name_uq" ON "school_classes" USING btree ("school_id",lower("name"));--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_class_challenge_id_class_challenges_id_fk" FOREIGN KEY ("class_challenge_id") REFERENCES "public"."class_challenges"("id") ON DELETE set null ON UPDATE no action;
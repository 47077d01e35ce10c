CREATE TABLE "breathing_pauses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"cycles" integer NOT NULL,
	"source" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge_day_marks" (
	"challenge_id" uuid NOT NULL,
	"day" date NOT NULL,
	"rules_done" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"did_not_trade" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge_week_reviews" (
	"challenge_id" uuid NOT NULL,
	"week" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"start_date" date NOT NULL,
	"custom_rules" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"days_passed" integer,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_plans" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"bias" text NOT NULL,
	"setups" text DEFAULT '' NOT NULL,
	"max_loss" numeric(18, 2),
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_reviews" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"went_well" text DEFAULT '' NOT NULL,
	"to_change" text DEFAULT '' NOT NULL,
	"mood" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"limit_kind" text NOT NULL,
	"level" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_plans" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"risk_mode" text DEFAULT 'percent' NOT NULL,
	"risk_value" numeric(18, 2) DEFAULT '1' NOT NULL,
	"daily_loss_mode" text DEFAULT 'r' NOT NULL,
	"daily_loss_value" numeric(18, 2) DEFAULT '3' NOT NULL,
	"daily_gain_lock" numeric(18, 2),
	"max_trades_per_day" integer DEFAULT 5 NOT NULL,
	"stop_after_losses" integer DEFAULT 3 NOT NULL,
	"cooldown_minutes" integer DEFAULT 15 NOT NULL,
	"max_contracts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "rule_breaks" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "rule_break_note" text;--> statement-breakpoint
ALTER TABLE "breathing_pauses" ADD CONSTRAINT "breathing_pauses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_day_marks" ADD CONSTRAINT "challenge_day_marks_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_week_reviews" ADD CONSTRAINT "challenge_week_reviews_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_plans" ADD CONSTRAINT "daily_plans_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_reviews" ADD CONSTRAINT "daily_reviews_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_alerts" ADD CONSTRAINT "risk_alerts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_alerts" ADD CONSTRAINT "risk_alerts_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_plans" ADD CONSTRAINT "risk_plans_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_plans" ADD CONSTRAINT "risk_plans_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "breathing_pauses_user_day_idx" ON "breathing_pauses" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_day_marks_uq" ON "challenge_day_marks" USING btree ("challenge_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_week_reviews_uq" ON "challenge_week_reviews" USING btree ("challenge_id","week");--> statement-breakpoint
CREATE INDEX "challenges_user_idx" ON "challenges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "challenges_one_active_uq" ON "challenges" USING btree ("user_id") WHERE "challenges"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "daily_plans_user_day_uq" ON "daily_plans" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_reviews_user_day_uq" ON "daily_reviews" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_alerts_once_uq" ON "risk_alerts" USING btree ("account_id","day","limit_kind","level");--> statement-breakpoint
CREATE INDEX "risk_alerts_user_idx" ON "risk_alerts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "trades_user_breaks_idx" ON "trades" USING btree ("user_id","opened_at") WHERE cardinality("trades"."rule_breaks") > 0;
CREATE TABLE "gamification_days" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"trades" integer DEFAULT 0 NOT NULL,
	"with_stop" integer DEFAULT 0 NOT NULL,
	"within_risk" integer DEFAULT 0 NOT NULL,
	"journaled" integer DEFAULT 0 NOT NULL,
	"checklist_passed" boolean DEFAULT false NOT NULL,
	"facts" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gamification_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "gamification_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gamification_state" (
	"user_id" text PRIMARY KEY NOT NULL,
	"xp" integer DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"announced_level" integer DEFAULT 1 NOT NULL,
	"evaluated_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"target" integer NOT NULL,
	"param" integer,
	"met_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranking_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"nickname" text NOT NULL,
	"opted_in" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone,
	"score_30d" numeric(4, 1),
	"eligible_30d" boolean DEFAULT false NOT NULL,
	"score_all" numeric(4, 1),
	"eligible_all" boolean DEFAULT false NOT NULL,
	"window_end" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_achievements" (
	"user_id" text NOT NULL,
	"achievement_id" text NOT NULL,
	"unlocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_achievements_user_id_achievement_id_pk" PRIMARY KEY("user_id","achievement_id")
);
--> statement-breakpoint
CREATE TABLE "xp_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"day" date,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gamification_days" ADD CONSTRAINT "gamification_days_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_events" ADD CONSTRAINT "gamification_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_state" ADD CONSTRAINT "gamification_state_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_members" ADD CONSTRAINT "ranking_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_ledger" ADD CONSTRAINT "xp_ledger_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gamification_events_user_idx" ON "gamification_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "goals_user_idx" ON "goals" USING btree ("user_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "ranking_members_nickname_uq" ON "ranking_members" USING btree (lower("nickname"));--> statement-breakpoint
CREATE INDEX "ranking_members_board_30d_idx" ON "ranking_members" USING btree ("score_30d" DESC NULLS LAST) WHERE "ranking_members"."opted_in" and "ranking_members"."eligible_30d";--> statement-breakpoint
CREATE INDEX "ranking_members_board_all_idx" ON "ranking_members" USING btree ("score_all" DESC NULLS LAST) WHERE "ranking_members"."opted_in" and "ranking_members"."eligible_all";--> statement-breakpoint
CREATE UNIQUE INDEX "xp_ledger_source_uq" ON "xp_ledger" USING btree ("user_id","source_key");--> statement-breakpoint
CREATE INDEX "xp_ledger_user_idx" ON "xp_ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "xp_ledger_user_day_idx" ON "xp_ledger" USING btree ("user_id","day");
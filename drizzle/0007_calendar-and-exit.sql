CREATE TABLE "economic_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_key" text,
	"origin" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"country" text NOT NULL,
	"impact" text NOT NULL,
	"time_zone" text NOT NULL,
	"local_date" date NOT NULL,
	"local_time" time,
	"starts_at" timestamp with time zone,
	"source" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "exit_date" date;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "exit_time" time;--> statement-breakpoint
ALTER TABLE "economic_events" ADD CONSTRAINT "economic_events_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "economic_events_source_key_uq" ON "economic_events" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "economic_events_date_idx" ON "economic_events" USING btree ("local_date");--> statement-breakpoint
CREATE INDEX "economic_events_starts_idx" ON "economic_events" USING btree ("starts_at") WHERE "economic_events"."removed_at" is null and "economic_events"."impact" = 'alta';
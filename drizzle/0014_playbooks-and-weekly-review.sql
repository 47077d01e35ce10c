CREATE TABLE "playbook_criteria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"playbook_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"label" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playbooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"instruments" text[] DEFAULT '{}'::text[] NOT NULL,
	"timeframe" text,
	"image_key" text,
	"thumb_key" text,
	"image_type" text,
	"thumb_type" text,
	"image_bytes" integer,
	"thumb_bytes" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_review_mails" (
	"user_id" text NOT NULL,
	"week_start" date NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_review_mails_user_id_week_start_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "weekly_reviews" (
	"user_id" text NOT NULL,
	"week_start" date NOT NULL,
	"answers" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_reviews_user_id_week_start_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "weekly_review_mail" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "playbook_id" uuid;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "criteria_met" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_plans" ADD COLUMN "playbook_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "playbook_criteria" ADD CONSTRAINT "playbook_criteria_playbook_id_playbooks_id_fk" FOREIGN KEY ("playbook_id") REFERENCES "public"."playbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_criteria" ADD CONSTRAINT "playbook_criteria_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbooks" ADD CONSTRAINT "playbooks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_review_mails" ADD CONSTRAINT "weekly_review_mails_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_reviews" ADD CONSTRAINT "weekly_reviews_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playbook_criteria_playbook_idx" ON "playbook_criteria" USING btree ("playbook_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "playbooks_user_name_uq" ON "playbooks" USING btree ("user_id",lower("name"));--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_playbook_id_playbooks_id_fk" FOREIGN KEY ("playbook_id") REFERENCES "public"."playbooks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trades_user_playbook_idx" ON "trades" USING btree ("user_id","playbook_id") WHERE "trades"."playbook_id" is not null;--> statement-breakpoint
-- A playbook's picture goes as a screenshot does: deleting the row (by any path) or replacing the picture queues the
-- old keys in attachment_blob_deletions in the same transaction; the 'attachment-blobs' job deletes them.
CREATE OR REPLACE FUNCTION mct_playbook_blobs_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.image_key IS NOT DISTINCT FROM NEW.image_key THEN
    RETURN NULL;
  END IF;
  IF OLD.image_key IS NOT NULL THEN
    INSERT INTO attachment_blob_deletions (key, due_at) VALUES (OLD.image_key, now())
      ON CONFLICT (key) DO UPDATE SET due_at = now();
  END IF;
  IF OLD.thumb_key IS NOT NULL THEN
    INSERT INTO attachment_blob_deletions (key, due_at) VALUES (OLD.thumb_key, now())
      ON CONFLICT (key) DO UPDATE SET due_at = now();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER playbooks_blobs_gone AFTER DELETE OR UPDATE OF image_key ON "playbooks"
  FOR EACH ROW EXECUTE FUNCTION mct_playbook_blobs_gone();

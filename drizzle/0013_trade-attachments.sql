CREATE TABLE "attachment_blob_deletions" (
	"key" text PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"trade_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"caption" text,
	"type" text NOT NULL,
	"bytes" integer NOT NULL,
	"thumb_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"image_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"thumb_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trade_attachments" ADD CONSTRAINT "trade_attachments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_attachments" ADD CONSTRAINT "trade_attachments_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachment_blob_deletions_due_idx" ON "attachment_blob_deletions" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "trade_attachments_trade_idx" ON "trade_attachments" USING btree ("trade_id","position");--> statement-breakpoint
CREATE INDEX "trade_attachments_user_idx" ON "trade_attachments" USING btree ("user_id");--> statement-breakpoint
-- However a trade_attachments row goes (its trade, the trade's import, a reset, the user, the route), its blobs
-- are queued for deletion in the same transaction; the 'attachment-blobs' job deletes them after the commit.
CREATE OR REPLACE FUNCTION mct_attachment_blobs_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO attachment_blob_deletions (key, due_at) VALUES (OLD.image_key, now()), (OLD.thumb_key, now())
    ON CONFLICT (key) DO UPDATE SET due_at = now();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trade_attachments_blobs_gone AFTER DELETE ON "trade_attachments"
  FOR EACH ROW EXECUTE FUNCTION mct_attachment_blobs_gone();

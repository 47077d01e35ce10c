CREATE TABLE "trade_column_segments" (
	"user_id" text NOT NULL,
	"month" date NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"rows" integer,
	"data" "bytea",
	"format" text,
	CONSTRAINT "trade_column_segments_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
ALTER TABLE "trade_column_segments" ADD CONSTRAINT "trade_column_segments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The segments are read whole: kept out of line and uncompressed, so reading one is a copy, not a decompression.
ALTER TABLE "trade_column_segments" ALTER COLUMN "data" SET STORAGE EXTERNAL;--> statement-breakpoint
-- Every month that holds trades has its row (the reader learns the months from this table alone).
INSERT INTO "trade_column_segments" ("user_id", "month")
  SELECT DISTINCT "user_id", date_trunc('month', "trade_date")::date FROM "trades"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Whatever writes trades (the ledger write, a foreign key's cascade, psql), the months a statement touched become
-- stale in its transaction: the version moves on and the kept columns go. A segment read before is written back
-- only where the version it was read at is still current (metrics/column-segments.ts), so it can never outlive a
-- write. Deletes only mark existing rows: a trade deleted with its user must not add a row for that user.
CREATE OR REPLACE FUNCTION mct_column_segments_touched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE trade_column_segments s
      SET version = s.version + 1, data = NULL, rows = NULL, format = NULL
      FROM (SELECT DISTINCT user_id, date_trunc('month', trade_date)::date AS month FROM old_rows) t
      WHERE s.user_id = t.user_id AND s.month = t.month;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO trade_column_segments (user_id, month)
      SELECT DISTINCT user_id, date_trunc('month', trade_date)::date FROM new_rows
      ON CONFLICT (user_id, month) DO UPDATE
        SET version = trade_column_segments.version + 1, data = NULL, rows = NULL, format = NULL;
  ELSE
    INSERT INTO trade_column_segments (user_id, month)
      SELECT user_id, date_trunc('month', trade_date)::date FROM new_rows
      UNION SELECT user_id, date_trunc('month', trade_date)::date FROM old_rows
      ON CONFLICT (user_id, month) DO UPDATE
        SET version = trade_column_segments.version + 1, data = NULL, rows = NULL, format = NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trades_column_segments_insert AFTER INSERT ON "trades"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mct_column_segments_touched();--> statement-breakpoint
CREATE TRIGGER trades_column_segments_update AFTER UPDATE ON "trades"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mct_column_segments_touched();--> statement-breakpoint
CREATE TRIGGER trades_column_segments_delete AFTER DELETE ON "trades"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION mct_column_segments_touched();--> statement-breakpoint
CREATE OR REPLACE FUNCTION mct_column_segments_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE trade_column_segments SET version = version + 1, data = NULL, rows = NULL, format = NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trades_column_segments_truncate AFTER TRUNCATE ON "trades"
  FOR EACH STATEMENT EXECUTE FUNCTION mct_column_segments_truncated();--> statement-breakpoint
-- An import's INSERT runs with session_replication_role = replica to skip the foreign keys' checks
-- (imports/foreign-keys.ts): these fire in that mode too.
ALTER TABLE "trades" ENABLE ALWAYS TRIGGER trades_column_segments_insert;--> statement-breakpoint
ALTER TABLE "trades" ENABLE ALWAYS TRIGGER trades_column_segments_update;--> statement-breakpoint
ALTER TABLE "trades" ENABLE ALWAYS TRIGGER trades_column_segments_delete;--> statement-breakpoint
ALTER TABLE "trades" ENABLE ALWAYS TRIGGER trades_column_segments_truncate;--> statement-breakpoint
-- A kept brokerage-note PDF goes as a screenshot does: deleting the note (by any path: the route, the user's
-- deletion) or replacing its PDF queues the old key in attachment_blob_deletions in the same transaction.
CREATE OR REPLACE FUNCTION mct_note_pdf_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.pdf_key IS NOT DISTINCT FROM NEW.pdf_key THEN
    RETURN NULL;
  END IF;
  IF OLD.pdf_key IS NOT NULL THEN
    INSERT INTO attachment_blob_deletions (key, due_at) VALUES (OLD.pdf_key, now())
      ON CONFLICT (key) DO UPDATE SET due_at = now();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER brokerage_notes_pdf_gone AFTER DELETE OR UPDATE OF pdf_key ON "brokerage_notes"
  FOR EACH ROW EXECUTE FUNCTION mct_note_pdf_gone();

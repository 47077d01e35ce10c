-- Custom SQL migration file, put your migrations below! --
-- The request-path cache (src/server/cache/, ADR 018) keeps sessions, users, profiles, trading settings, trading
-- accounts and school-admin memberships of active users in each process's memory. Every change to those rows, by
-- any path (the app, better-auth, the CLI, raw SQL), announces the user it concerns on the `request_cache` channel
-- (delivered on commit to every process); '*' (app_settings, TRUNCATE) drops everything.
CREATE OR REPLACE FUNCTION mct_request_cache_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  col text := TG_ARGV[0];
  old_id text;
  new_id text;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_id := to_jsonb(OLD) ->> col; END IF;
  IF TG_OP <> 'DELETE' THEN new_id := to_jsonb(NEW) ->> col; END IF;
  IF old_id IS NOT NULL THEN PERFORM pg_notify('request_cache', old_id); END IF;
  IF new_id IS NOT NULL AND new_id IS DISTINCT FROM old_id THEN PERFORM pg_notify('request_cache', new_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mct_request_cache_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('request_cache', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A new session or user has nothing cached yet: only updates and deletes matter for them.
CREATE TRIGGER request_cache_user AFTER UPDATE OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION mct_request_cache_row('id');
--> statement-breakpoint
CREATE TRIGGER request_cache_session AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION mct_request_cache_row('user_id');
--> statement-breakpoint
CREATE TRIGGER request_cache_profiles AFTER INSERT OR UPDATE OR DELETE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION mct_request_cache_row('user_id');
--> statement-breakpoint
CREATE TRIGGER request_cache_trading_settings AFTER INSERT OR UPDATE OR DELETE ON "trading_settings"
  FOR EACH ROW EXECUTE FUNCTION mct_request_cache_row('user_id');
--> statement-breakpoint
CREATE TRIGGER request_cache_trading_accounts AFTER INSERT OR UPDATE OR DELETE ON "trading_accounts"
  FOR EACH ROW EXECUTE FUNCTION mct_request_cache_row('user_id');
--> statement-breakpoint
CREATE TRIGGER request_cache_member AFTER INSERT OR UPDATE OR DELETE ON "member"
  FOR EACH ROW EXECUTE FUNCTION mct_request_cache_row('user_id');
--> statement-breakpoint
CREATE TRIGGER request_cache_app_settings AFTER INSERT OR UPDATE OR DELETE ON "app_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION mct_request_cache_all();
--> statement-breakpoint
CREATE TRIGGER request_cache_truncate_user AFTER TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION mct_request_cache_all();
--> statement-breakpoint
CREATE TRIGGER request_cache_truncate_session AFTER TRUNCATE ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION mct_request_cache_all();
--> statement-breakpoint
CREATE TRIGGER request_cache_truncate_profiles AFTER TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION mct_request_cache_all();
--> statement-breakpoint
CREATE TRIGGER request_cache_truncate_trading_settings AFTER TRUNCATE ON "trading_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION mct_request_cache_all();
--> statement-breakpoint
CREATE TRIGGER request_cache_truncate_trading_accounts AFTER TRUNCATE ON "trading_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION mct_request_cache_all();
--> statement-breakpoint
CREATE TRIGGER request_cache_truncate_member AFTER TRUNCATE ON "member"
  FOR EACH STATEMENT EXECUTE FUNCTION mct_request_cache_all();
--> statement-breakpoint
CREATE TRIGGER request_cache_truncate_app_settings AFTER TRUNCATE ON "app_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION mct_request_cache_all();

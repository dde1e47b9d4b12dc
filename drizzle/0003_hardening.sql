CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "login_throttle" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE POLICY "login_throttle_platform" ON "login_throttle" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on') WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on');--> statement-breakpoint
-- Deactivating a person or giving them a new password ends their sessions at once: every path that does it
-- (the portal, the vendor team, the super admin, a script) goes through this trigger.
CREATE OR REPLACE FUNCTION users_bump_token_version() RETURNS trigger AS $$
BEGIN
  IF (OLD.is_active AND NOT NEW.is_active) OR NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
    NEW.token_version := OLD.token_version + 1;
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER users_token_version BEFORE UPDATE OF is_active, password_hash ON "users"
  FOR EACH ROW EXECUTE FUNCTION users_bump_token_version();
--> statement-breakpoint
-- What the request path checks for every access token, in one round trip outside any transaction: the
-- function sees the users table in platform scope (row-level security applies to the table owner too).
CREATE OR REPLACE FUNCTION session_state(uid integer) RETURNS TABLE(token_version integer, is_active boolean)
  LANGUAGE sql STABLE SET app.platform = 'on'
  AS $$ SELECT u.token_version, u.is_active FROM users u WHERE u.id = uid $$;

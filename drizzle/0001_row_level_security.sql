-- Row-level security is the second line of tenant isolation (the first is the application's scope checks).
-- Every request runs inside a transaction that does SET LOCAL ROLE app_tenant: a role that owns no table,
-- so the policies apply to it even when the connecting user owns the tables or is a superuser.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_tenant') THEN
    CREATE ROLE app_tenant NOLOGIN;
  END IF;
END
$$;--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('GRANT app_tenant TO %I', current_user);
EXCEPTION WHEN others THEN
  NULL; -- already a member, or the connecting user is a superuser
END
$$;--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO app_tenant;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO app_tenant;--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_tenant;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO app_tenant;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO app_tenant;

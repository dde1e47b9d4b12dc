// The audit trigger: every row a request inserts, updates or deletes is logged in the same transaction,
// with the request's setting (app.audit, JSON, set by db/database.ts → inScope). Installed at each migration
// run on every table of the schema except those below, so a new table is audited the day it is created.
// A database trigger rather than calls in route code: hand-written routes (service tree, checkout,
// transitions) and the generic CRUD are covered alike, and a change cannot commit without its log row.
// Cost (issue 26, measured in docs/performance.md): the actors' names are read once per transaction, not
// twice per row, and a table without a secret column is not taken apart for redaction. A row trigger
// rather than a statement-level one over transition tables: nearly every statement of a request writes one
// row, and the statement-level version measured ~40% slower per call for those.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';

/**
 * Tables not audited: the log itself, session and sign-in bookkeeping (an anonymous failed login is not a
 * change anyone made), and records that are consequences of a change
 * already logged (timeline, domain events, notifications, webhook deliveries and attempts).
 */
export const unauditedTables = [
  'audit_log',
  'refresh_tokens',
  'login_throttle',
  'timeline_entries',
  'domain_events',
  'notifications',
  'webhook_deliveries',
  'webhook_attempts',
  'shopify_oauth_states',
] as const;

/** Keys whose values never reach the log (passwords, tokens, secrets): kept as "[redacted]". */
const secretKey = '(password|secret|token|hash|encrypted)';

export async function installAuditTrigger(db: Database): Promise<void> {
  await db.execute(
    sql.raw(`
    CREATE OR REPLACE FUNCTION audit_row_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
    DECLARE
      audit jsonb := nullif(current_setting('app.audit', true), '')::jsonb;
      request text := audit ->> 'requestId';
      who int := (audit ->> 'userId')::int;
      acting_as int := (audit ->> 'actingAsUserId')::int;
      old_row jsonb; new_row jsonb; row_data jsonb; changed text[] := '{}';
      -- The actors' names, read once per transaction and kept in a transaction-local setting as
      -- {"<who>,<acting_as>": [name, acting-as name]}; read again after any change to users (a person
      -- renaming themselves), so every row carries the names as they are when it is logged.
      names_key text := concat(who, ',', acting_as);
      names jsonb := nullif(current_setting('app.audit_names', true), '')::jsonb -> names_key;
    BEGIN
      IF request IS NULL THEN RETURN NULL; END IF;
      IF names IS NULL OR TG_TABLE_NAME = 'users' THEN
        names := jsonb_build_array(
          CASE WHEN who IS NOT NULL THEN
            (SELECT trim(u.first_name || ' ' || u.last_name) FROM users u WHERE u.id = who) END,
          CASE WHEN acting_as IS NOT NULL THEN
            (SELECT trim(u.first_name || ' ' || u.last_name) FROM users u WHERE u.id = acting_as) END);
        PERFORM set_config('app.audit_names', jsonb_build_object(names_key, names)::text, true);
      END IF;
      -- TG_ARGV[0] (set at install): 'redact' when the table has a column named like a secret; the others
      -- are logged as to_jsonb gives them, the same JSON without taking the row apart.
      IF TG_OP <> 'INSERT' THEN
        IF TG_ARGV[0] = 'redact' THEN
          SELECT jsonb_object_agg(key, CASE WHEN key ~ '${secretKey}' AND value <> 'null'::jsonb
                                       THEN '"[redacted]"'::jsonb ELSE value END)
            INTO old_row FROM jsonb_each(to_jsonb(OLD));
        ELSE
          old_row := to_jsonb(OLD);
        END IF;
      END IF;
      IF TG_OP <> 'DELETE' THEN
        IF TG_ARGV[0] = 'redact' THEN
          SELECT jsonb_object_agg(key, CASE WHEN key ~ '${secretKey}' AND value <> 'null'::jsonb
                                       THEN '"[redacted]"'::jsonb ELSE value END)
            INTO new_row FROM jsonb_each(to_jsonb(NEW));
        ELSE
          new_row := to_jsonb(NEW);
        END IF;
      END IF;
      IF TG_OP = 'UPDATE' THEN
        SELECT coalesce(array_agg(n.key ORDER BY n.key), '{}') INTO changed
          FROM jsonb_each(to_jsonb(NEW)) n
         WHERE n.key <> 'updated_at' AND n.value IS DISTINCT FROM (to_jsonb(OLD) -> n.key);
        IF cardinality(changed) = 0 THEN RETURN NULL; END IF;
      END IF;
      row_data := coalesce(new_row, old_row);
      INSERT INTO audit_log (store_id, vendor_id, user_id, user_name, role_id, acting_as_user_id, acting_as_name,
                             operation, entity,
                             entity_id, changed, before, after, request_id, method, route, ip)
      VALUES (
        coalesce((row_data ->> 'store_id')::int,
                 CASE WHEN TG_TABLE_NAME = 'stores' THEN (row_data ->> 'id')::int END,
                 nullif(current_setting('app.store_id', true), '')::int),
        coalesce((row_data ->> 'vendor_id')::int,
                 CASE WHEN TG_TABLE_NAME = 'vendors' THEN (row_data ->> 'id')::int END,
                 nullif(current_setting('app.vendor_id', true), '')::int),
        who, names ->> 0,
        (audit ->> 'roleId')::smallint,
        acting_as, names ->> 1,
        lower(TG_OP), TG_TABLE_NAME, coalesce(row_data ->> 'id', row_data ->> 'store_id'), changed, old_row, new_row, request,
        audit ->> 'method', audit ->> 'route', audit ->> 'ip');
      RETURN NULL;
    END
    $fn$;`),
  );
  const skipped = unauditedTables.map((t) => `'${t}'`).join(', ');
  await db.execute(
    sql.raw(`
    DO $$
    DECLARE t record; redact text;
    BEGIN
      FOR t IN SELECT tablename FROM pg_tables
                WHERE schemaname = 'public' AND tablename NOT IN (${skipped}) LOOP
        redact := CASE WHEN EXISTS (SELECT 1 FROM pg_attribute a
                                     WHERE a.attrelid = format('public.%I', t.tablename)::regclass
                                       AND a.attnum > 0 AND NOT a.attisdropped
                                       AND a.attname ~ '${secretKey}')
                       THEN 'redact' ELSE 'plain' END;
        EXECUTE format('CREATE OR REPLACE TRIGGER audit_row_change AFTER INSERT OR UPDATE OR DELETE ON %I
                        FOR EACH ROW EXECUTE FUNCTION audit_row_change(%L)', t.tablename, redact);
      END LOOP;
      -- A table taken off the audited set loses the trigger an earlier run installed.
      FOR t IN SELECT tablename FROM pg_tables
                WHERE schemaname = 'public' AND tablename IN (${skipped}) LOOP
        EXECUTE format('DROP TRIGGER IF EXISTS audit_row_change ON %I', t.tablename);
      END LOOP;
    END
    $$;
    -- Only the trigger writes the log: the request role may read it (row-level security decides which rows).
    REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON audit_log FROM app_tenant;`),
  );
}

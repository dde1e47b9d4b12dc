// The public cache's trigger function (first made by drizzle/0004_public_cache_notify.sql, which puts it on
// the stores, settings and catalogue tables): NOTIFY every process of the store whose public entries
// changed, and note the store in the transaction (db/committed-changes.ts) so the writing process drops
// them the moment its COMMIT returns. Replaced at each migration run, like the audit trigger.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { CHANGED_STORES_SETTING } from '../db/committed-changes.ts';

export async function installPublicCacheTrigger(db: Database): Promise<void> {
  await db.execute(
    sql.raw(`
    CREATE OR REPLACE FUNCTION notify_public_cache() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      key text := CASE WHEN TG_TABLE_NAME = 'stores' THEN 'id' ELSE 'store_id' END;
      ids text[] := '{}';
      id text;
      noted text;
    BEGIN
      IF TG_OP <> 'INSERT' THEN ids := ids || (to_jsonb(OLD) ->> key); END IF;
      IF TG_OP <> 'DELETE' THEN ids := ids || (to_jsonb(NEW) ->> key); END IF;
      FOREACH id IN ARRAY ids LOOP
        PERFORM pg_notify('app_public_cache', id);
        noted := coalesce(current_setting('${CHANGED_STORES_SETTING}', true), '');
        IF position(',' || coalesce(id, '') || ',' IN ',' || noted || ',') = 0 THEN
          PERFORM set_config('${CHANGED_STORES_SETTING}', concat_ws(',', nullif(noted, ''), coalesce(id, '')), true);
        END IF;
      END LOOP;
      RETURN NULL;
    END
    $fn$;`),
  );
}

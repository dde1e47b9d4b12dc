// The session states' trigger on users: when a person's token version or active flag changes (deactivated,
// reactivated, a new password, logged out everywhere) or the person is deleted, NOTIFY every process
// (auth/session-states.ts drops what it remembers of them) and note the id in the transaction
// (db/committed-changes.ts) so the writing process drops it the moment its COMMIT returns. Replaced at each
// migration run, like the audit and public-cache triggers. Not `UPDATE OF token_version`: the version is
// bumped by a BEFORE trigger (drizzle/0003_hardening.sql), which column triggers do not see.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { CHANGED_SESSIONS_SETTING } from '../db/committed-changes.ts';

export const SESSION_STATE_CHANNEL = 'app_session_state';

export async function installSessionStateTrigger(db: Database): Promise<void> {
  await db.execute(
    sql.raw(`
    CREATE OR REPLACE FUNCTION notify_session_state() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      id text := OLD.id::text;
      noted text := coalesce(current_setting('${CHANGED_SESSIONS_SETTING}', true), '');
    BEGIN
      PERFORM pg_notify('${SESSION_STATE_CHANNEL}', id);
      IF position(',' || id || ',' IN ',' || noted || ',') = 0 THEN
        PERFORM set_config('${CHANGED_SESSIONS_SETTING}', concat_ws(',', nullif(noted, ''), id), true);
      END IF;
      RETURN NULL;
    END
    $fn$;
    DROP TRIGGER IF EXISTS users_session_state_changed ON users;
    CREATE TRIGGER users_session_state_changed AFTER UPDATE ON users FOR EACH ROW
      WHEN (OLD.token_version IS DISTINCT FROM NEW.token_version OR OLD.is_active IS DISTINCT FROM NEW.is_active)
      EXECUTE FUNCTION notify_session_state();
    DROP TRIGGER IF EXISTS users_session_state_deleted ON users;
    CREATE TRIGGER users_session_state_deleted AFTER DELETE ON users FOR EACH ROW
      EXECUTE FUNCTION notify_session_state();`),
  );
}

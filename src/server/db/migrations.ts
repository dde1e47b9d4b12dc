// Bringing a database to the current schema: Drizzle's migrations, row-level security forced on every table
// with policies, the audit trigger, and the reference lists every installation has. Idempotent; every app
// process runs it at start.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { installAuditTrigger } from '../audit/audit-trigger.ts';
import { installPublicCacheTrigger } from '../cache/public-cache-trigger.ts';
import { installSessionStateTrigger } from '../auth/session-state-trigger.ts';
import { installVendorAnswerLabels } from '../orders/vendor-answer-labels.ts';
import { installWorkIntake } from '../orders/work-intake.ts';
import type { Database } from './database.ts';
import { seedDefaultPlans, seedReferenceData } from './seed-reference.ts';

/** The drizzle/ folder next to package.json, from src/server/db (tsx) or dist/server (the built server). */
function findMigrationsFolder(): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error('drizzle/ migrations folder not found');
  }
}
const migrationsFolder = findMigrationsFolder();

export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder });
  // Every table with policies also enforces them on its owner, whichever migration created it.
  await db.execute(sql`
    DO $$
    DECLARE t record;
    BEGIN
      FOR t IN SELECT DISTINCT tablename FROM pg_policies WHERE schemaname = 'public' LOOP
        EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.tablename);
      END LOOP;
    END
    $$;`);
  // Every change a request makes is logged by a trigger on every table (audit/audit-trigger.ts).
  await installAuditTrigger(db);
  // The public cache's change trigger also tells the writing process (cache/public-cache-trigger.ts).
  await installPublicCacheTrigger(db);
  // Sessions ended by a change to a person are dropped from every process's memory (auth/session-states.ts).
  await installSessionStateTrigger(db);
  // A vendor reads the words of the answers sent to it, and no more of a store's catalogue.
  await installVendorAnswerLabels(db);
  // A work order's reader reads its item's intake, and no more of the store's order (orders/work-intake.ts).
  await installWorkIntake(db);
  // Reference lists (countries, cities) every installation has.
  await seedReferenceData(db);
  // The plans a new store can choose from the first start (the super admin's from then on).
  await seedDefaultPlans(db);
}

/** The migrations this build ships: their journal `when`, which Drizzle records as `created_at`. */
export function shippedMigrations(): number[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return journal.entries.map((e) => e.when);
}

/** Migrations this build ships that the database has not run (readiness: 0 when the schema is current). */
export async function migrationsPending(db: Database): Promise<number> {
  const { rows } = await db.$client.query<{ created_at: string }>(
    'select created_at from drizzle.__drizzle_migrations',
  );
  const applied = new Set(rows.map((r) => Number(r.created_at)));
  return shippedMigrations().filter((when) => !applied.has(when)).length;
}

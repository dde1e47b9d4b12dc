// npm run restore <file> — brings a backup (npm run backup) back into an empty data directory (DATA_DIR) or
// an empty database (DATABASE_URL); refuses a target that already has tables. Prints the rows per table.
import { loadConfig } from '../src/server/config.ts';
import { connectConfiguredDatabase, restoreDatabase } from '../src/server/db/backup.ts';
import { shippedMigrations } from '../src/server/db/migrations.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore <backup file>');
  process.exit(2);
}
const database = await connectConfiguredDatabase(loadConfig());
const started = Date.now();
try {
  const summary = await restoreDatabase(database.url, file);
  for (const t of summary.tables) console.log(`${t.table.padEnd(40)} ${t.rows}`);
  const rows = summary.tables.reduce((n, t) => n + t.rows, 0);
  console.log(
    `Restored ${file} into ${database.where}: ${summary.tables.length} tables, ${rows} rows, ` +
      `${summary.sequences} sequences in ${Date.now() - started} ms.`,
  );
  const newer = shippedMigrations().length - summary.migrations;
  if (newer > 0)
    console.warn(
      `Note: the backup was taken by an older build (${newer} migration(s) since); data migrations among ` +
        'them were not replayed (docs/operations.md, Backup and restore).',
    );
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
} finally {
  await database.close();
}

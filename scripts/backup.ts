// npm run backup [file] — a consistent backup of the configured database (DATA_DIR's embedded PostgreSQL,
// running or not, or DATABASE_URL) in one file, by default backups/backup-<timestamp>.pgcopy.gz
// (src/server/db/backup.ts). Prints the file and the rows per table.
import path from 'node:path';
import { loadConfig } from '../src/server/config.ts';
import { backupDatabase, connectConfiguredDatabase } from '../src/server/db/backup.ts';

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(process.argv[2] ?? path.join('backups', `backup-${stamp}.pgcopy.gz`));
const database = await connectConfiguredDatabase(loadConfig());
const started = Date.now();
try {
  const summary = await backupDatabase(database.url, file);
  for (const t of summary.tables) console.log(`${t.table.padEnd(40)} ${t.rows}`);
  const rows = summary.tables.reduce((n, t) => n + t.rows, 0);
  console.log(
    `Backed up ${database.where}: ${summary.tables.length} tables, ${rows} rows, ` +
      `${summary.sequences} sequences, ${summary.migrations} migrations in ${Date.now() - started} ms.`,
  );
  console.log(file);
} finally {
  await database.close();
}

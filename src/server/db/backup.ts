// Backup and restore of the app's database with PostgreSQL's own COPY: the embedded package ships no
// pg_dump (only initdb, pg_ctl and postgres), and a system pg_dump of another major version refuses the
// server. A backup is one snapshot (a REPEATABLE READ READ ONLY transaction): the applied migrations, every
// table of the public schema as `COPY … TO STDOUT` text, then every sequence's value. The file is a gzip'd
// stream of frames (kind byte, 32-bit length, payload), so neither side holds a table in memory.
// A restore runs this build's migrations on an empty target (roles of the schema, policies, triggers and
// reference lists come from them), then in one transaction with triggers and foreign-key checks off
// (session_replication_role = replica) empties the tables the migrations filled and loads each table back.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type { Config } from '../config.ts';
import { createDatabase } from './database.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { runMigrations, shippedMigrations } from './migrations.ts';

const FORMAT = 'platform-backup';
const VERSION = 1;

interface Header {
  format: string;
  version: number;
  createdAt: string;
  serverVersion: string;
  /** Drizzle's journal of the backed-up database (`created_at` is the migration's journal `when`). */
  migrations: { hash: string; createdAt: number }[];
  /** The tables that follow, in order. */
  tables: string[];
}
interface TableStart {
  table: string;
  columns: string[];
}
interface SequenceValue {
  sequence: string;
  lastValue: string;
  isCalled: boolean;
}
export interface TableCount {
  table: string;
  rows: number;
}
export interface BackupSummary {
  file: string;
  tables: TableCount[];
  sequences: number;
  migrations: number;
}

/** A restore that would overwrite data, or a backup this build cannot take back. */
export class RestoreRefused extends Error {}

// Frames: H header, T table start, D COPY data, E table end (its row count), S sequences, Z end of backup.
function frame(kind: string, payload: Buffer | string): Buffer {
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const head = Buffer.alloc(5);
  head.write(kind, 0, 'latin1');
  head.writeUInt32BE(body.length, 1);
  return Buffer.concat([head, body]);
}

async function write(stream: Writable, chunk: Buffer): Promise<void> {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

async function* readFrames(source: AsyncIterable<Buffer>) {
  let buffer: Buffer = Buffer.alloc(0);
  for await (const chunk of source) {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    while (buffer.length >= 5) {
      const length = buffer.readUInt32BE(1);
      if (buffer.length < 5 + length) break;
      yield { kind: String.fromCharCode(buffer[0]!), payload: buffer.subarray(5, 5 + length) };
      buffer = buffer.subarray(5 + length);
    }
  }
  if (buffer.length > 0) throw new Error('The backup file is truncated.');
}

const table = (name: string) => `public.${pg.escapeIdentifier(name)}`;

/** The tables of the app's schema with their stored (not generated) columns, in a stable order. */
async function appTables(client: pg.ClientBase): Promise<TableStart[]> {
  const { rows } = await client.query<{ table: string; columns: string[] }>(`
    select c.relname as table, array_agg(a.attname::text order by a.attnum) as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where n.nspname = 'public' and c.relkind = 'r'
    group by c.relname
    order by c.relname`);
  return rows;
}

/** Writes a consistent backup of the database at `url` to `file` (created, with its folder). */
export async function backupDatabase(url: string, file: string): Promise<BackupSummary> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const gzip = zlib.createGzip();
  const output = fs.createWriteStream(file, { mode: 0o600 });
  const written = new Promise<void>((resolve, reject) => {
    output.on('finish', resolve).on('error', reject);
    gzip.on('error', reject);
  });
  gzip.pipe(output);
  const tables: TableCount[] = [];
  let sequences = 0;
  let migrations = 0;
  try {
    await client.query('begin isolation level repeatable read read only');
    // A role that row-level security would filter gets an error here instead of a partial backup.
    await client.query('set local row_security = off');
    const journal = await client.query<{ hash: string; created_at: string }>(
      'select hash, created_at from drizzle.__drizzle_migrations order by id',
    );
    const version = await client.query<{ server_version: string }>('show server_version');
    const starts = await appTables(client);
    const header: Header = {
      format: FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      serverVersion: version.rows[0]!.server_version,
      migrations: journal.rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) })),
      tables: starts.map((t) => t.table),
    };
    migrations = header.migrations.length;
    await write(gzip, frame('H', JSON.stringify(header)));
    for (const start of starts) {
      await write(gzip, frame('T', JSON.stringify(start)));
      const columns = start.columns.map((c) => pg.escapeIdentifier(c)).join(', ');
      const copy = client.query(copyTo(`copy ${table(start.table)} (${columns}) to stdout`));
      for await (const chunk of copy as AsyncIterable<Buffer>) await write(gzip, frame('D', chunk));
      tables.push({ table: start.table, rows: copy.rowCount });
      await write(gzip, frame('E', JSON.stringify({ rows: copy.rowCount })));
    }
    // Sequences are not part of the snapshot: read after the tables, each is at least the highest value any
    // backed-up row took from it.
    const names = await client.query<{ sequence: string }>(
      `select sequencename as sequence from pg_sequences where schemaname = 'public' order by 1`,
    );
    const values: SequenceValue[] = [];
    for (const { sequence } of names.rows) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
        `select last_value::text, is_called from ${table(sequence)}`,
      );
      values.push({ sequence, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called });
    }
    sequences = values.length;
    await write(gzip, frame('S', JSON.stringify(values)));
    await write(gzip, frame('Z', ''));
    await client.query('commit');
    gzip.end();
    await written;
  } catch (e) {
    gzip.destroy();
    output.destroy();
    fs.rmSync(file, { force: true });
    throw e;
  } finally {
    await client.end();
  }
  return { file, tables, sequences, migrations };
}

/** Restores `file` into the empty database at `url`: migrations first, then every table in one transaction. */
export async function restoreDatabase(url: string, file: string): Promise<BackupSummary> {
  const input = fs.createReadStream(file);
  const frames = readFrames(input.pipe(zlib.createGunzip()));
  try {
    return await restoreFrames(url, file, frames);
  } finally {
    input.destroy();
  }
}

async function restoreFrames(
  url: string,
  file: string,
  frames: AsyncGenerator<{ kind: string; payload: Buffer }>,
): Promise<BackupSummary> {
  const next = async () => {
    const r = await frames.next();
    if (r.done) throw new Error('The backup file is truncated.');
    return r.value;
  };
  const first = await next();
  const header = first.kind === 'H' ? (JSON.parse(first.payload.toString()) as Header) : undefined;
  if (header?.format !== FORMAT) throw new RestoreRefused(`${file} is not a backup of this product.`);
  if (header.version !== VERSION)
    throw new RestoreRefused(`${file} has backup format ${header.version}; this build reads ${VERSION}.`);
  const shipped = new Set(shippedMigrations());
  const unknown = header.migrations.filter((m) => !shipped.has(m.createdAt));
  if (unknown.length > 0)
    throw new RestoreRefused(
      `The backup was taken by a newer build (${unknown.length} migration(s) this build does not have); ` +
        'restore it with that build or a later one.',
    );

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const existing = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
    );
    if (existing.rows[0]!.n > 0)
      throw new RestoreRefused(
        'The target database already has tables: a restore goes only into an empty data directory or an ' +
          'empty database.',
      );
    const db = createDatabase(url, 2);
    try {
      await runMigrations(db);
    } finally {
      await db.$client.end();
    }

    const targetTables = new Set((await appTables(client)).map((t) => t.table));
    const missing = header.tables.filter((t) => !targetTables.has(t));
    if (missing.length > 0)
      throw new RestoreRefused(`The backup has tables this build does not: ${missing.join(', ')}.`);
    const tables: TableCount[] = [];
    let sequences = 0;
    await client.query('begin');
    // No audit rows, no foreign-key checks while the tables fill in an arbitrary order.
    await client.query('set local session_replication_role = replica');
    await client.query('set local row_security = off');
    // The backup's tables replace what the migrations seeded (reference lists, default plans); one TRUNCATE
    // covers the foreign keys between them (CASCADE: a newer build's table that refers to them, if any).
    if (header.tables.length > 0)
      await client.query(`truncate ${header.tables.map(table).join(', ')} cascade`);
    for (;;) {
      const f = await next();
      if (f.kind === 'Z') break;
      if (f.kind === 'S') {
        const values = JSON.parse(f.payload.toString()) as SequenceValue[];
        for (const v of values)
          await client.query('select setval($1::regclass, $2::bigint, $3)', [
            table(v.sequence),
            v.lastValue,
            v.isCalled,
          ]);
        sequences = values.length;
        continue;
      }
      if (f.kind !== 'T') throw new Error(`The backup file is damaged (frame ${f.kind}).`);
      const start = JSON.parse(f.payload.toString()) as TableStart;
      if (!header.tables.includes(start.table))
        throw new Error(`The backup file is damaged (table ${start.table} not in its header).`);
      const columns = start.columns.map((c) => pg.escapeIdentifier(c)).join(', ');
      const copy = client.query(copyFrom(`copy ${table(start.table)} (${columns}) from stdin`));
      const done = new Promise<void>((resolve, reject) => {
        copy.on('finish', resolve).on('error', reject);
      });
      let f2 = await next();
      for (; f2.kind === 'D'; f2 = await next()) await Promise.race([write(copy, f2.payload), done]);
      copy.end();
      await done;
      if (f2.kind !== 'E') throw new Error(`The backup file is damaged (frame ${f2.kind}).`);
      const expected = (JSON.parse(f2.payload.toString()) as { rows: number }).rows;
      if (copy.rowCount !== expected)
        throw new Error(`${start.table}: ${copy.rowCount} rows restored, the backup has ${expected}.`);
      tables.push({ table: start.table, rows: copy.rowCount });
    }
    await client.query('commit');
    await client.query('analyze');
    return { file, tables, sequences, migrations: header.migrations.length };
  } catch (e) {
    await client.query('rollback').catch(() => undefined);
    throw e;
  } finally {
    await client.end();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The database the configuration names, for a backup or restore: DATABASE_URL as is; else the embedded
 * server under DATA_DIR — the running one when the app is up (reached on the port its postmaster.pid gives,
 * and never stopped), or started for the job and stopped after.
 */
export async function connectConfiguredDatabase(
  config: Config,
): Promise<{ url: string; where: string; close(): Promise<void> }> {
  if (config.databaseUrl)
    return { url: config.databaseUrl, where: 'DATABASE_URL', close: async () => undefined };
  const dataDir = path.resolve(config.dataDir);
  const pidFile = path.join(dataDir, 'db', 'postmaster.pid');
  const lines = fs.existsSync(pidFile) ? fs.readFileSync(pidFile, 'utf8').split('\n') : [];
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && Number.isInteger(port) && port > 0) {
    const password = fs.readFileSync(path.join(dataDir, 'db-password'), 'utf8').trim();
    return {
      url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/platform`,
      where: `the running embedded PostgreSQL in ${dataDir}/db`,
      close: async () => undefined,
    };
  }
  const embedded = await startEmbeddedPostgres({ dataDir, port: config.embeddedPgPort });
  return { url: embedded.url, where: `the embedded PostgreSQL in ${dataDir}/db`, close: embedded.stop };
}

// The test file's own server, as the browser tests and their helpers reach it: its port and its database.
// tests/support/e2e-server.ts (the e2e project's setup file, run before each test file) starts the server and
// records both here; a test file and its helpers read them through serverPort() and e2eDatabaseUrl(). A plain
// module rather than Vitest's provide/inject: inject() carries values provided for the whole run (config or
// globalSetup), and a value of one test file's own has no public place there. The files of a worker run one
// after another and share this module (isolate: false), so each file's setup overwrites the last one's.
let current: { port: number; databaseUrl: string } | null = null;

export function setE2eServer(values: { port: number; databaseUrl: string }): void {
  current = values;
}

function values() {
  if (!current) throw new Error('No e2e server: tests/support/e2e-server.ts runs as the e2e setup file');
  return current;
}

/** The port of the test file's own server (API and built web app on loopback). */
export const serverPort = (): number => values().port;

/** The server's database: a test reads and writes rows there, or starts a second app instance on it. */
export const e2eDatabaseUrl = (): string => values().databaseUrl;

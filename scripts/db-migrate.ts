// npm run db:migrate — applies the committed migrations to the configured database.
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/open-database.ts';

const database = await openDatabase(loadConfig());
console.log(`Migrations applied (${database.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'}).`);
await database.close();

// npm run db:seed — creates the demo data when the database is empty.
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/open-database.ts';
import { seedDemo } from '../src/server/db/seed-demo.ts';

const database = await openDatabase(loadConfig());
try {
  const seeded = await seedDemo(database.db);
  console.log(seeded ? 'Demo data created.' : 'The database already has stores; demo data left as it is.');
} finally {
  await database.close();
}

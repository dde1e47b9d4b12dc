// npm run db:seed — creates the demo data when the database is empty; with --stores N and --orders N also
// volume data for benchmarks (scripts/seed-volume.ts): npm run db:seed -- --stores 50 --orders 200000.
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/open-database.ts';
import { seedDemo } from '../src/server/db/seed-demo.ts';
import { seedVolume } from './seed-volume.ts';

const { values: args } = parseArgs({
  options: {
    stores: { type: 'string', default: '0' },
    orders: { type: 'string', default: '0' },
    'customers-per-store': { type: 'string', default: '400' },
  },
});
const wanted = {
  stores: Number(args.stores),
  orders: Number(args.orders),
  customersPerStore: Number(args['customers-per-store']),
};
for (const [name, value] of Object.entries(wanted)) {
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} must be a whole number, not ${String(value)}`);
    process.exit(2);
  }
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  const seeded = await seedDemo(database.db, config);
  console.log(seeded ? 'Demo data created.' : 'The database already has stores; demo data left as it is.');
  if (wanted.stores > 0 || wanted.orders > 0) {
    const result = await seedVolume(database.db, { ...wanted, log: (m) => console.log(m) });
    console.log(
      `Volume: ${result.storesCreated} stores created; ${result.customers} customers and ${result.services} ` +
        `services in all; ${result.orders ?? 0} orders created; ${(result.milliseconds / 1000).toFixed(1)} s.`,
    );
  }
} finally {
  await database.close();
}

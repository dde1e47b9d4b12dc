// The reference lists every installation has (spec section 3: countries and cities): a small real list,
// added after the migrations when missing. The super admin maintains them from there (countries, cities).
import { inScope, type Database } from './database.ts';
import { cities, countries } from './schema/index.ts';

const referenceCountries: { code: string; name: string; phoneCode: string; cities: [string, string][] }[] = [
  {
    code: 'US',
    name: 'United States',
    phoneCode: '+1',
    cities: [
      ['New York', 'NY'],
      ['Los Angeles', 'CA'],
      ['Chicago', 'IL'],
      ['Springfield', 'IL'],
      ['Houston', 'TX'],
      ['Portland', 'OR'],
      ['Seattle', 'WA'],
      ['Miami', 'FL'],
    ],
  },
  {
    code: 'CA',
    name: 'Canada',
    phoneCode: '+1',
    cities: [
      ['Toronto', 'ON'],
      ['Montreal', 'QC'],
      ['Vancouver', 'BC'],
      ['Calgary', 'AB'],
      ['Ottawa', 'ON'],
    ],
  },
  {
    code: 'GB',
    name: 'United Kingdom',
    phoneCode: '+44',
    cities: [
      ['London', 'England'],
      ['Manchester', 'England'],
      ['Birmingham', 'England'],
      ['Edinburgh', 'Scotland'],
      ['Cardiff', 'Wales'],
    ],
  },
  {
    code: 'IN',
    name: 'India',
    phoneCode: '+91',
    cities: [
      ['Mumbai', 'Maharashtra'],
      ['Delhi', 'Delhi'],
      ['Bengaluru', 'Karnataka'],
      ['Jaipur', 'Rajasthan'],
      ['Chennai', 'Tamil Nadu'],
    ],
  },
  {
    code: 'AU',
    name: 'Australia',
    phoneCode: '+61',
    cities: [
      ['Sydney', 'NSW'],
      ['Melbourne', 'VIC'],
      ['Brisbane', 'QLD'],
      ['Perth', 'WA'],
      ['Adelaide', 'SA'],
    ],
  },
];

/** Adds the countries that are missing, each with its cities; leaves existing ones as they are. */
export async function seedReferenceData(db: Database): Promise<void> {
  await inScope(db, { kind: 'platform' }, async (tx) => {
    const added = await tx
      .insert(countries)
      .values(referenceCountries.map(({ code, name, phoneCode }) => ({ code, name, phoneCode })))
      .onConflictDoNothing({ target: countries.code })
      .returning();
    if (!added.length) return;
    const byCode = new Map(added.map((c) => [c.code, c.id]));
    const rows = referenceCountries
      .filter((c) => byCode.has(c.code))
      .flatMap((c) => c.cities.map(([name, state]) => ({ countryId: byCode.get(c.code)!, name, state })));
    if (rows.length) await tx.insert(cities).values(rows);
  });
}

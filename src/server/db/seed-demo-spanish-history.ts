// Joyería Aurora's history (docs/product.md#languages): the Spanish store's demo is a real store's, in its own
// words — Spanish walk-in customers, its own workshop (Taller Orfebre Ruiz, with its own login), its jobs
// board in every lane. It is written by the same seeds as Goldsmith & Co's, given this store and its words:
// seed-demo-custody.ts (the board), through the order domain, each step dated to its day (seed-demo-clock.ts).
import { Role } from '../../shared/roles.ts';
import type { Transaction } from './database.ts';
import { seedDemoCustody, type CustodyBoard } from './seed-demo-custody.ts';
import type { Person } from './seed-demo-people.ts';
import { storeVendors, stores, users, vendors } from './schema/index.ts';
import { eq } from 'drizzle-orm';

const RING = 'Ajuste de talla de anillo';
const CHAIN = 'Reparación de cadena';
const WATCH = 'Cambio de pila de reloj';

/** The store's own workshop, which it sends work to. */
export const spanishWorkshop = {
  name: 'Taller Orfebre Ruiz',
  email: 'hola@tallerruiz.test',
  owner: { email: 'taller@joyeria.test', firstName: 'Javier', lastName: 'Ruiz' },
};

/** People who handed in an item at the counter (no storefront account). */
export const spanishPeople: Person[] = [
  { firstName: 'Elena', lastName: 'Sánchez', phone: '612 345 118' },
  { firstName: 'Pablo', lastName: 'Jiménez', phone: '634 902 551' },
  { firstName: 'Ana Belén', lastName: 'Torres', phone: '655 210 987' },
  { firstName: 'Sergio', lastName: 'Navarro', phone: '677 418 203' },
  { firstName: 'Isabel', lastName: 'Moreno', phone: '619 774 032' },
  { firstName: 'Álvaro', lastName: 'Castillo', phone: '688 135 460' },
  { firstName: 'Rocío', lastName: 'Domínguez', phone: '622 509 871' },
  { firstName: 'Tomás', lastName: 'Herrera', phone: '645 863 219' },
];

const workshop = { name: spanishWorkshop.name, owner: spanishWorkshop.owner.email };

/** The jobs board: both shops, every lane, the workshop's lanes; one transfer, one redo. */
export const spanishBoard: CustodyBoard = {
  slug: 'joyeria',
  customerEmail: 'cliente@joyeria.test',
  vendors: { main: workshop, other: workshop },
  people: spanishPeople,
  warrantyService: RING,
  words: {
    transferNote: 'El grabador está en la otra tienda',
    viaTransferNote: 'El taller recoge en la calle Mayor',
    envelope: 'Sobre precintado',
    chargeReason: 'La caña está agrietada: hay que poner un tramo nuevo',
    redoCondition: 'Solitario, talla 12 a 14',
    redoNote: 'La piedra se ha aflojado tras el ajuste',
  },
  items: [
    { service: WATCH, lane: 'placed', at: 0, customer: 'demo', daysOld: 1, stageDays: 1, condition: '' },
    {
      service: CHAIN,
      lane: 'counter',
      at: 1,
      customer: 0,
      daysOld: 2,
      stageDays: 2,
      condition: 'Cadena barbada de oro de 18 quilates, un eslabón abierto',
    },
    {
      service: RING,
      lane: 'counter',
      at: 0,
      customer: 5,
      daysOld: 0.2,
      stageDays: 0.2,
      condition: 'Sello de oro, desgaste leve en la cara',
    },
    {
      service: RING,
      lane: 'bench_queue',
      at: 0,
      customer: 2,
      daysOld: 3,
      stageDays: 1,
      dueInDays: 2,
      condition: 'Alianza de plata, talla 15 a 13',
    },
    {
      service: WATCH,
      lane: 'bench',
      at: 1,
      customer: 3,
      daysOld: 6,
      stageDays: 4,
      dueInDays: -1,
      condition: 'Reloj de buceo de acero, junta reseca',
    },
    {
      service: RING,
      lane: 'bench_vendor',
      at: 0,
      customer: 4,
      daysOld: 5,
      stageDays: 3,
      dueInDays: 3,
      scanned: true,
      condition: 'Anillo liso, talla 11 a 13',
    },
    {
      service: RING,
      lane: 'bench_vendor',
      at: 1,
      customer: 5,
      daysOld: 12,
      stageDays: 9,
      dueInDays: -2,
      condition: 'Anillo de eternidad de oro rosa, una talla menos',
    },
    {
      service: CHAIN,
      lane: 'loupe',
      at: 0,
      customer: 6,
      daysOld: 6,
      stageDays: 2,
      dueInDays: 4,
      scanned: true,
      condition: 'Cadena de eslabón forzado, cierre de mosquetón roto',
    },
    {
      service: RING,
      lane: 'loupe',
      at: 1,
      customer: 'demo',
      daysOld: 8,
      stageDays: 5,
      dueInDays: 1,
      scanned: true,
      via: 'transfer',
      condition: 'Cintillo de zafiros, una garra levantada',
    },
    {
      service: RING,
      lane: 'waiting',
      at: 1,
      customer: 7,
      daysOld: 9,
      stageDays: 4,
      dueInDays: 1,
      condition: 'Alianza de boda, fina por detrás',
    },
    {
      service: CHAIN,
      lane: 'ready',
      at: 0,
      customer: 0,
      daysOld: 9,
      stageDays: 6,
      condition: 'Cadena de bolitas, cierre doblado',
    },
    {
      service: WATCH,
      lane: 'ready',
      at: 1,
      customer: 2,
      daysOld: 3,
      stageDays: 1,
      condition: 'Reloj de vestir de cuarzo',
    },
    {
      service: WATCH,
      lane: 'transfer',
      at: 0,
      customer: 3,
      daysOld: 2,
      stageDays: 1,
      condition: 'Reloj de oro; quieren grabar la tapa',
    },
  ],
};

/** The workshop, its owner's login, its link to the store; onboarding finished. */
async function addWorkshop(tx: Transaction, storeId: number, hash: string): Promise<void> {
  const [vendor] = await tx
    .insert(vendors)
    .values({
      name: spanishWorkshop.name,
      email: spanishWorkshop.email,
      subscriptionStep: 'done',
      addressStep: 'done',
    })
    .returning();
  await tx.insert(users).values({
    audience: 'vendor',
    email: spanishWorkshop.owner.email,
    passwordHash: hash,
    firstName: spanishWorkshop.owner.firstName,
    lastName: spanishWorkshop.owner.lastName,
    roleId: Role.vendorOwner,
    vendorId: vendor!.id,
  });
  await tx.insert(storeVendors).values({ storeId, vendorId: vendor!.id });
}

/** Joyería Aurora's history; run inside the demo seed's transaction (in the app's context), after the stores. */
export async function seedSpanishHistory(tx: Transaction, hash: string, dataDir?: string): Promise<void> {
  const [store] = await tx.select().from(stores).where(eq(stores.slug, 'joyeria'));
  if (!store) return;
  await addWorkshop(tx, store.id, hash);
  await seedDemoCustody(tx, dataDir, spanishBoard);
}

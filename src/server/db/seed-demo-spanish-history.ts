// Joyería Aurora's history (docs/product.md#languages): the Spanish store's demo is a real store's, in its own
// words — Spanish walk-in customers, its own workshop (Taller Orfebre Ruiz, with its own login), its jobs
// board in every lane. It is written by the same seeds as Goldsmith & Co's, given this store and its words:
// seed-demo-custody.ts (the board), seed-demo-counter.ts (deposits, payments, a refund, signatures), seed-demo-work.ts (the workshop's jobs,
// invoiced and paid), through the order domain, each step dated to its day (seed-demo-clock.ts).
import { Role } from '../../shared/roles.ts';
import type { Transaction } from './database.ts';
import { seedDemoCounter, type CounterDesk } from './seed-demo-counter.ts';
import { seedDemoCustody, type CustodyBoard } from './seed-demo-custody.ts';
import type { Person } from './seed-demo-people.ts';
import { seedWorkshopJobs, type WorkshopJobs } from './seed-demo-work.ts';
import { seedDemoHistory, type HistorySpec } from './seed-demo-history.ts';
import { createEstimate, estimateLifecycle } from '../features/estimates/estimates.lifecycle.ts';
import { runTransition } from '../orders/transition.ts';
import { stepDone } from './seed-demo-clock.ts';
import { customers, estimateItems, estimates, storeVendors, stores, users, vendors } from './schema/index.ts';
import { and, eq, sql } from 'drizzle-orm';

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
      customer: 7,
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
      // The demo customer's: the workshop's extra charge waits for them on their account, in Spanish.
      customer: 'demo',
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

/** The counter: deposits asked by the services, three counter orders signed for, paid, one refunded. */
export const spanishCounter: CounterDesk = {
  slug: 'joyeria',
  customerEmail: 'cliente@joyeria.test',
  fixed: { service: CHAIN, depositCents: 1000 },
  percent: { service: RING, percent: 50 },
  atBench: {
    priceCents: 4500,
    condition: 'Cadena de oro de 18 quilates rota en dos puntos; el cierre está bien',
    valueCents: 90000,
    partCents: 1500,
    partNote: 'Pagado a cuenta cuando llamó por teléfono',
  },
  collected: { priceCents: 5500, condition: 'Aro fino por detrás; arañazos leves', valueCents: 70000 },
  cancelled: {
    priceCents: 3000,
    condition: 'Cierre de mosquetón doblado',
    valueCents: 25000,
    partCents: 1000,
    note: 'La clienta prefiere que le hagan una cadena nueva en otro sitio',
    refundPart: 'Pedido cancelado',
    refundDeposit: 'Pedido cancelado: el depósito se devuelve en efectivo',
  },
};

/** The jobs the store has sent its workshop, in every state of the work order (new to returned and invoiced). */
export const spanishJobs: WorkshopJobs = {
  vendor: spanishWorkshop.name,
  owner: spanishWorkshop.owner.email,
  stores: [{ slug: 'joyeria', customerEmail: 'cliente@joyeria.test' }],
  walkIns: { slug: 'joyeria', people: spanishPeople },
  recordedWork: {
    note: 'Cortado, ajustado y soldado; la unión limada y prepulida.',
    parts: [
      { name: 'Soldadura dura de 18 quilates', quantity: 1 },
      { name: 'Pasta de pulir', quantity: 1 },
    ],
  },
  jobs: [
    {
      store: 'joyeria',
      service: RING,
      priceCents: 4000,
      instructions: 'Subir de la talla 12 a la 14. Contraste en el interior del aro: que no toque la unión.',
      dueInDays: 4,
      sentDaysAgo: 1,
      steps: [],
    },
    {
      store: 'joyeria',
      service: CHAIN,
      priceCents: 3000,
      instructions:
        'Soldar el eslabón abierto y cambiar el cierre por uno de mosquetón de oro de 18 quilates.',
      dueInDays: -2,
      sentDaysAgo: 7,
      steps: ['accept'],
      acceptedDaysAgo: 6,
    },
    {
      store: 'joyeria',
      service: RING,
      priceCents: 4000,
      instructions: 'Bajar una talla y media. La clienta lo recoge el sábado.',
      dueInDays: 1,
      sentDaysAgo: 3,
      steps: ['accept', 'start', 'record_work'],
      acceptedDaysAgo: 2,
    },
    {
      store: 'joyeria',
      service: CHAIN,
      priceCents: 3000,
      instructions: 'Cadena de bolitas: cambiar el cierre, pulir.',
      dueInDays: -1,
      sentDaysAgo: 6,
      steps: ['accept', 'start', 'record_work', 'finish'],
      acceptedDaysAgo: 5,
      finishedDaysAgo: 2,
    },
    {
      store: 'joyeria',
      service: RING,
      priceCents: 4000,
      instructions: 'Dos garras desgastadas en el lado izquierdo: repasarlas al ajustar la talla.',
      dueInDays: -8,
      sentDaysAgo: 12,
      steps: ['accept', 'start', 'finish'],
      acceptedDaysAgo: 11,
      finishedDaysAgo: 9,
      invoice: 'paid',
    },
    {
      store: 'joyeria',
      service: CHAIN,
      priceCents: 3000,
      instructions: 'Solo soldar el eslabón.',
      dueInDays: -12,
      sentDaysAgo: 15,
      steps: ['accept', 'start', 'finish', 'return'],
      acceptedDaysAgo: 14,
      finishedDaysAgo: 13,
      invoice: 'sent',
    },
  ],
};

const SIZE = 'Talla del anillo (actual y deseada)';

/** Six weeks of the store's trade: its services with the options customers chose. */
export const spanishHistory: HistorySpec = {
  slug: 'joyeria',
  customerEmail: 'cliente@joyeria.test',
  people: spanishPeople,
  orders: 28,
  days: 42,
  lines: [
    {
      service: RING,
      answers: {
        [SIZE]: { current_size: 12, desired_size: 14 },
        Metal: 'Oro de 18 quilates',
        'Añadir grabado': 'Sí',
        'Texto del grabado': 'Siempre, M.',
      },
    },
    { service: RING, answers: { [SIZE]: { current_size: 16, desired_size: 15 }, Metal: 'Plata de ley' } },
    {
      service: RING,
      answers: {
        [SIZE]: { current_size: 10, desired_size: 12 },
        Metal: 'Oro de 14 quilates',
        'Añadir grabado': 'No',
      },
    },
    {
      service: RING,
      answers: {
        [SIZE]: { current_size: 14, desired_size: 13 },
        Metal: 'Platino',
        'Añadir grabado': 'Sí',
        'Texto del grabado': '12·06·2015',
      },
    },
    { service: CHAIN, answers: {} },
    { service: CHAIN, answers: {} },
    { service: WATCH, answers: { 'Prueba de estanqueidad': 'Sin prueba' } },
    {
      service: WATCH,
      answers: {
        'Prueba de estanqueidad': 'Prueba de presión',
        'Notas para el relojero': 'Lo uso para nadar; la corona se nota floja.',
      },
    },
    {
      service: WATCH,
      answers: {
        'Prueba de estanqueidad': 'Sin prueba',
        'Notas para el relojero': 'Se adelanta un par de minutos al día.',
      },
    },
  ],
  notes: [
    'Es un regalo: por favor, que no se note el arreglo.',
    'Lo recojo por la tarde, después de las seis.',
    'Era de mi abuela, tengan mucho cuidado.',
    'Llámenme antes si el precio cambia.',
  ],
  cancelNotes: [
    'El cliente ha encontrado el anillo que creía perdido y ya no lo necesita',
    'La clienta no trajo la pieza a la tienda',
    'El cliente prefiere comprar una cadena nueva',
  ],
  feedback: [
    { rating: 5, comment: 'El anillo me queda perfecto. ¡Muchísimas gracias!' },
    { rating: 5, comment: 'Rápidos y muy amables; el reloj funciona como el primer día.' },
    { rating: 4, comment: 'Muy buen trabajo, aunque tardó un día más de lo previsto.' },
    { rating: 5, comment: 'La cadena ha quedado como nueva y el grabado es precioso.' },
    { rating: 3, comment: 'Bien hecho, pero tuve que llamar dos veces para saber si estaba listo.' },
    { rating: 5, comment: 'Trato excelente. Volveré seguro.' },
  ],
};

/**
 * Estimates in every state: one sent to the workshop and waiting for its price, one quoted by the workshop
 * and waiting for the customer, one approved, one approved and made into an order.
 */
async function seedEstimates(tx: Transaction, storeId: number, vendorEmail: string): Promise<void> {
  const [owner] = await tx.select().from(users).where(eq(users.email, 'owner@joyeria.test'));
  const [taller] = await tx.select().from(users).where(eq(users.email, vendorEmail));
  const [marta] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.email, 'cliente@joyeria.test')));
  const walkIns = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.storeId, storeId), sql`${customers.email} like '%@joyeria-customers.test'`));
  const store = {
    principal: { userId: owner!.id, roleId: Role.storeOwner, storeId, vendorId: null, customerId: null },
    locations: 'all' as const,
  };
  const vendor = {
    principal: {
      userId: taller!.id,
      roleId: Role.vendorOwner,
      storeId: null,
      vendorId: taller!.vendorId,
      customerId: null,
    },
  };
  const asked = [
    {
      who: marta!,
      note: 'Pulsera de oro: el cierre de caja ya no cierra bien. Le gustaría añadir un cierre de seguridad.',
      items: [
        ['Cambiar el cierre de caja, oro amarillo de 18 quilates', 9500],
        ['Añadir un cierre de seguridad en ocho', 3500],
      ],
      steps: ['send_to_vendor'],
      daysAgo: 2,
    },
    {
      who: walkIns[1]!,
      note: 'Reloj automático de los años 70 que se para por la noche: revisión completa.',
      items: [['Revisión completa de reloj automático', 18000]],
      steps: ['send_to_vendor', 'quote'],
      daysAgo: 5,
    },
    {
      who: walkIns[4]!,
      note: 'Broche antiguo con una perla suelta.',
      items: [
        ['Volver a engastar la perla', 4500],
        ['Limpieza y pulido', 2000],
      ],
      steps: ['quote', 'approve'],
      daysAgo: 8,
    },
    {
      who: walkIns[6]!,
      note: 'Pendientes de aro: cambiar los cierres por unos de presión.',
      items: [['Cambio de cierres de pendientes (par)', 3800]],
      steps: ['quote', 'approve', 'convert'],
      daysAgo: 11,
    },
  ] as const;
  for (const e of asked) {
    const created = await createEstimate(
      tx,
      {
        storeId,
        customer: {
          id: e.who.id,
          name: `${e.who.firstName} ${e.who.lastName}`,
          email: e.who.email,
          phone: e.who.phone,
        },
        note: e.note,
        items: e.items.map(([description]) => ({ serviceId: null, description, quantity: 1, answers: {} })),
      },
      store,
    );
    const items = await tx
      .select()
      .from(estimateItems)
      .where(and(eq(estimateItems.storeId, storeId), eq(estimateItems.estimateId, created.id)));
    const dated = async (daysAgo: number) => {
      const at = sql`now() - make_interval(secs => ${Math.round(daysAgo * 86_400)})`;
      await tx
        .update(estimates)
        .set({ createdAt: at, updatedAt: at })
        .where(and(eq(estimates.storeId, storeId), eq(estimates.id, created.id)));
    };
    await dated(e.daysAgo);
    for (const [k, step] of e.steps.entries()) {
      const byWorkshop = step === 'quote' && e.steps[0] === 'send_to_vendor';
      await runTransition(
        tx,
        estimateLifecycle,
        created.id,
        step,
        byWorkshop ? vendor : store,
        step === 'send_to_vendor'
          ? { vendor_id: taller!.vendorId }
          : step === 'quote'
            ? { items: items.map((item, i) => ({ id: item.id, unit_price: e.items[i]![1] / 100 })) }
            : {},
      );
      const [row] = await tx
        .select()
        .from(estimates)
        .where(and(eq(estimates.storeId, storeId), eq(estimates.id, created.id)));
      if (row?.salesOrderId) await stepDone(tx, { storeId, id: row.salesOrderId }, e.daysAgo - k - 1);
    }
  }
}

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
  await seedDemoCounter(tx, spanishCounter);
  await seedWorkshopJobs(tx, spanishJobs, dataDir);
  await seedEstimates(tx, store.id, spanishWorkshop.owner.email);
  await seedDemoHistory(tx, spanishHistory);
}

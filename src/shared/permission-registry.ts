// The permissions registry: who may do what, declared once, and the one function that decides it.
//
// Every resource × action the product has is here — the generic ones of the declared resources (derived
// from src/shared/declarations: list, read, create, update, delete, export) and the custom ones (each order
// transition, intake, charges, uploads, the bell, the dashboard's sections, acting as an owner …) — each
// with a description, the permission rule (who) and the scopes it applies in (where). `mayAccess` answers
// "may this user do this" and `orderScope` / `rowScope` answer "which orders may this user see"; the
// server's guard (plugins/auth.ts), the faces (canAccess, buttons, menus) and every read that reveals an
// order (lists, exports, feedback, notifications, the dashboard) ask them. This is the only module that
// compares roles (eslint.config.js enforces it); runs in the browser and the server alike (no I/O).
import {
  accessFor,
  storeAccess,
  vendorOwnAccess,
  vendorStaffModules,
  type AccessRule,
  type Audience,
} from './access.ts';
import { ANY_LOCATION, hasPermission, permittedLocations, type SessionRole } from './permissions.ts';
import { Action, Module, Role, Source, type ActionId, type ActionName, type ModuleId } from './roles.ts';
import {
  additionalChargeMachine,
  decide,
  estimateMachine,
  extraChargeMachine,
  invoiceMachine,
  salesOrderMachine,
  workOrderMachine,
  type Machine,
  type Party,
} from './state-machines.ts';

export * from './permission-registry-callers.ts';
import {
  actsForStores,
  audienceOfRole,
  hasStoredPermissions,
  isCustomer,
  isPlatform,
  isStoreSide,
  isVendorOwner,
  isVendorSide,
} from './permission-registry-callers.ts';

// ---------------------------------------------------------------------------------------------------------
// The one decision
// ---------------------------------------------------------------------------------------------------------

const actionName = (action: ActionId): ActionName | undefined =>
  (Object.keys(Action) as (keyof typeof Action)[]).find(
    (k): k is ActionName => k !== 'disable' && Action[k] === action,
  );

/**
 * Whether a session may perform `action` under `rule`, somewhere (store staff: at any location their
 * permission gives; `at` narrows to one location). No session denies.
 */
export function mayAccess(
  role: SessionRole | null | undefined,
  rule: AccessRule,
  action: ActionId,
  at: number | typeof ANY_LOCATION = ANY_LOCATION,
): boolean {
  if (!role) return false;
  const name = actionName(action);
  if (!name) return false;
  const allowed = rule.audiences[name];
  if (allowed.includes('anyone')) return true;
  switch (role.role_id) {
    case Role.superAdmin:
      return allowed.includes('platform');
    case Role.storeOwner:
    case Role.storeStaff:
      return allowed.includes('store') && hasPermission(role, rule.module, action, at);
    case Role.vendorOwner:
      return allowed.includes('vendor');
    case Role.vendorStaff:
      return (
        allowed.includes('vendor') &&
        (vendorStaffModules.includes(rule.module) || (rule.vendorProfile === true && name === 'view'))
      );
    case Role.customer:
      return allowed.includes('customer');
    default:
      return false;
  }
}

/**
 * Where a session may perform `action` under `rule`: 'all' or the locations its stored permissions name.
 * Only store staff let in by their stored permissions are held to locations.
 */
export function locationsOf(role: SessionRole, rule: AccessRule, action: ActionId): 'all' | number[] {
  const name = actionName(action);
  if (!hasStoredPermissions(role.role_id) || !name || rule.audiences[name].includes('anyone')) return 'all';
  return permittedLocations(role, rule.module, action);
}

// ---------------------------------------------------------------------------------------------------------
// The registry
// ---------------------------------------------------------------------------------------------------------

/** Where an action applies: a whole tenant, one location of a store, or the caller's own records. */
export type Scope = 'platform' | 'store' | 'location' | 'vendor' | 'customer';

export interface Permit {
  /** `<resource>:<action>`, unique. */
  id: string;
  resource: string;
  action: string;
  description: string;
  /** Who: the audiences and docs/product.md#roles-modules module. */
  rule: AccessRule;
  /** The permission action checked (docs/product.md#roles-actions: view, create, edit, delete). */
  as: ActionId;
  /** In which scopes the action applies. */
  scopes: readonly Scope[];
  /**
   * A read that reveals orders (or their work): its answer is held to the orders the caller may see
   * (orderScope) of these modules. The location-scope suite calls every such read.
   */
  revealsOrders?: readonly ModuleId[];
}

/** Scopes a rule's audiences cover; store staff's reads of location-bound records narrow to a location. */
function scopesOf(rule: AccessRule, located: boolean): Scope[] {
  const all = new Set(Object.values(rule.audiences).flat());
  const scopes: Scope[] = [];
  if (all.has('platform') || all.has('anyone')) scopes.push('platform');
  if (all.has('store') || all.has('anyone')) scopes.push(located ? 'location' : 'store');
  if (all.has('vendor') || all.has('anyone')) scopes.push('vendor');
  if (all.has('customer') || all.has('anyone')) scopes.push('customer');
  return scopes;
}

function permit(
  resource: string,
  action: string,
  description: string,
  rule: AccessRule,
  as: ActionId,
  options: { located?: boolean; revealsOrders?: readonly ModuleId[] } = {},
): Permit {
  return {
    id: `${resource}:${action}`,
    resource,
    action,
    description,
    rule,
    as,
    scopes: scopesOf(rule, options.located ?? false),
    ...(options.revealsOrders ? { revealsOrders: options.revealsOrders } : {}),
  };
}

/**
 * Who takes a machine's actions: the store side when the store or the worker (internal work) may, vendors
 * when the worker or the issuing vendor may, the customer when they may. Which record and which party is
 * decided per record by partiesFor.
 */
export function machineAccess(machine: Machine): AccessRule {
  const parties = new Set(machine.rows.flatMap((r) => r.by));
  const audiences = new Set<Audience>();
  if (parties.has('store') || parties.has('worker'))
    ['platform', 'store'].forEach((a) => audiences.add(a as Audience));
  if (parties.has('worker') || parties.has('vendor')) audiences.add('vendor');
  if (parties.has('customer')) audiences.add('customer');
  return accessFor(machine.module, [...audiences]);
}

const machines: readonly { resource: string; machine: Machine; located: boolean }[] = [
  { resource: 'sales-orders', machine: salesOrderMachine, located: true },
  { resource: 'work-orders', machine: workOrderMachine, located: true },
  { resource: 'estimates', machine: estimateMachine, located: false },
  { resource: 'additional-charges', machine: additionalChargeMachine, located: true },
  { resource: 'extra-charges', machine: extraChargeMachine, located: true },
  { resource: 'invoices', machine: invoiceMachine, located: false },
];

/**
 * Every order machine's transition route (`<resource>:transition`: who may call it at all), and every
 * transition of it, one permit each (`<resource>:transition.<action>`: who takes it, decided per record by
 * partiesFor over the machine's row).
 */
const transitionPermits: Permit[] = machines.flatMap(({ resource, machine, located }) => [
  permit(
    resource,
    'transition',
    `Change a ${machine.label}'s state (each action by its own permit)`,
    machineAccess(machine),
    Action.edit,
    { located },
  ),
  ...machine.actions.map((action) =>
    permit(
      resource,
      `transition.${action}`,
      `${action.replace(/_/g, ' ')} a ${machine.label} (${machine.rows
        .filter((r) => r.action === action)
        .map((r) => `${r.from.join('|')} → ${r.to} by ${r.by.join(', ')}`)
        .join('; ')})`,
      machineAccess(machine),
      Action.edit,
      { located },
    ),
  ),
]);

const anyone = accessFor(Module.dashboard, ['anyone']);
const storeOnly = (module: ModuleId) => accessFor(module, ['store']);
const readBy = (module: ModuleId, audiences: readonly Audience[]): AccessRule => ({
  ...accessFor(module, []),
  audiences: { ...accessFor(module, []).audiences, view: audiences },
});

/** The custom actions: what is not a generic resource's list, read, create, update or delete. */
export const customPermits: readonly Permit[] = [
  ...transitionPermits,

  // Sales orders (their hand-written routes; the generic list and read are the declaration's).
  permit(
    'sales-orders',
    'intake',
    'Take an order in at the counter',
    storeAccess(Module.salesOrder),
    Action.create,
    {
      located: true,
    },
  ),
  permit(
    'sales-orders',
    'items',
    "An order's items",
    readBy(Module.salesOrder, ['platform', 'store', 'customer']),
    Action.view,
    {
      located: true,
      revealsOrders: [Module.salesOrder],
    },
  ),
  permit(
    'sales-orders',
    'timeline',
    "An order's timeline",
    readBy(Module.salesOrder, ['platform', 'store', 'customer']),
    Action.view,
    {
      located: true,
      revealsOrders: [Module.salesOrder],
    },
  ),
  permit(
    'sales-orders',
    'comments.read',
    "An order's staff comments",
    storeAccess(Module.salesOrder),
    Action.view,
    {
      located: true,
      revealsOrders: [Module.salesOrder],
    },
  ),
  // docs/product.md#messages-replies: staff answer the customer by text or mail from the order page.
  permit(
    'sales-orders',
    'message-customer',
    "Answer an order's customer by text or mail (through the outbox, on the order's timeline)",
    storeAccess(Module.salesOrder),
    Action.edit,
    { located: true },
  ),
  permit(
    'sales-orders',
    'comments.write',
    'Comment on an order',
    storeAccess(Module.salesOrder),
    Action.edit,
    {
      located: true,
    },
  ),
  permit(
    'sales-orders',
    'mark-paid',
    "Record an order's payment taken in store",
    storeAccess(Module.salesOrder),
    Action.edit,
    {
      located: true,
    },
  ),
  permit('sales-orders', 'payments', "An order's payments", storeAccess(Module.salesOrder), Action.view, {
    located: true,
    revealsOrders: [Module.salesOrder],
  }),
  permit(
    'sales-orders',
    'charges.read',
    "An order's extra charges",
    storeAccess(Module.salesOrder),
    Action.view,
    {
      located: true,
      revealsOrders: [Module.salesOrder],
    },
  ),
  permit(
    'sales-orders',
    'charges',
    'Add an extra charge to an order',
    storeAccess(Module.salesOrder),
    Action.edit,
    {
      located: true,
    },
  ),
  // Paper and signatures (docs/product.md#documents-paper, docs/product.md#documents-signatures).
  permit(
    'sales-orders',
    'envelope',
    "Print an order's job envelope (counter copy, bench copy, claim check)",
    storeAccess(Module.salesOrder),
    Action.view,
    { located: true, revealsOrders: [Module.salesOrder] },
  ),
  permit(
    'sales-orders',
    'documents',
    "Download an order's receipts and invoice (a customer: their own order's)",
    readBy(Module.salesOrder, ['platform', 'store', 'customer']),
    Action.view,
    { located: true, revealsOrders: [Module.salesOrder] },
  ),
  permit(
    'sales-orders',
    'sign',
    "Take the customer's signature at intake or pickup",
    storeAccess(Module.salesOrder),
    Action.edit,
    { located: true },
  ),
  permit(
    'sales-orders',
    'signatures',
    "An order's signatures (who signed, for what, when, where)",
    storeAccess(Module.salesOrder),
    Action.view,
    { located: true, revealsOrders: [Module.salesOrder] },
  ),
  // An order's money: one ledger (docs/product.md#payments-ledger).
  permit(
    'sales-orders',
    'ledger',
    "An order's ledger: its charges, payments, deposits and refunds, and its balance",
    readBy(Module.salesOrder, ['platform', 'store', 'customer']),
    Action.view,
    { located: true, revealsOrders: [Module.salesOrder] },
  ),
  permit(
    'sales-orders',
    'take-payment',
    'Take a deposit or a part payment at the counter (cash, card in store, a payment link)',
    storeAccess(Module.salesOrder),
    // Whoever may take an order in at the counter may take its money (docs/product.md#payments-part-payments).
    Action.create,
    { located: true },
  ),
  permit(
    'sales-orders',
    'refund-payment',
    'Give money back on a payment of an order, whole or part',
    storeAccess(Module.refund),
    Action.edit,
    { located: true },
  ),
  permit(
    'sales-orders',
    'complete-with-balance',
    'Hand an item over (complete its order) with money still owed',
    storeAccess(Module.refund),
    Action.edit,
    { located: true },
  ),
  permit(
    'account-orders',
    'view',
    "A customer's own orders: their balance and tracking details",
    readBy(Module.salesOrder, ['customer']),
    Action.view,
  ),
  // docs/product.md#messages-consent: a customer opts in to texts (or out) in My account.
  permit(
    'text-consent',
    'view',
    "A customer's own consent to texts and the number they go to",
    accessFor(Module.salesOrder, ['customer']),
    Action.view,
  ),
  permit(
    'text-consent',
    'edit',
    'A customer opts in to texts with a mobile number, or out',
    accessFor(Module.salesOrder, ['customer']),
    Action.edit,
  ),
  permit(
    'carts',
    'use',
    "A storefront customer's cart and checkout",
    accessFor(Module.salesOrder, ['customer']),
    Action.edit,
  ),

  // Work orders.
  permit(
    'work-orders',
    'open',
    'Open a work order on an order item (internal or for a vendor)',
    storeAccess(Module.workOrder),
    Action.create,
    {
      located: true,
    },
  ),
  permit(
    'work-orders',
    'timeline',
    "A work order's timeline",
    readBy(Module.workOrder, ['platform', 'store', 'vendor']),
    Action.view,
    {
      located: true,
      revealsOrders: [Module.workOrder],
    },
  ),
  permit(
    'work-orders',
    'images.read',
    "A work order's photos",
    readBy(Module.workOrder, ['platform', 'store', 'vendor']),
    Action.view,
    {
      located: true,
      revealsOrders: [Module.workOrder],
    },
  ),
  permit(
    'work-orders',
    'images.add',
    'Add a photo to a work order (the store, the vendor doing it)',
    accessFor(Module.workOrder, ['platform', 'store', 'vendor']),
    Action.edit,
    {
      located: true,
    },
  ),
  permit(
    'work-orders',
    'instructions.read',
    "A work order's instructions",
    readBy(Module.workOrder, ['platform', 'store', 'vendor']),
    Action.view,
    {
      located: true,
      revealsOrders: [Module.workOrder],
    },
  ),
  permit(
    'work-orders',
    'instructions.write',
    "Write a work order's instructions",
    storeAccess(Module.workOrder),
    Action.edit,
    {
      located: true,
    },
  ),
  permit(
    'work-orders',
    'charges.read',
    "A work order's additional charges",
    readBy(Module.workOrder, ['platform', 'store', 'vendor']),
    Action.view,
    {
      located: true,
      revealsOrders: [Module.workOrder],
    },
  ),
  permit(
    'work-orders',
    'charges',
    'Request an additional charge on work (the store, the vendor doing it)',
    accessFor(Module.workOrder, ['platform', 'store', 'vendor']),
    Action.edit,
    {
      located: true,
    },
  ),
  permit(
    'bench',
    'lookup',
    'Find work by its order number at the bench (scanner)',
    accessFor(Module.workOrder, ['platform', 'store', 'vendor']),
    Action.view,
    {
      located: true,
    },
  ),

  // Estimates and invoices.
  permit(
    'estimates',
    'request',
    'Ask for an estimate: a customer for themselves, the store for a customer',
    accessFor(Module.estimates, ['platform', 'store', 'customer']),
    Action.create,
  ),
  permit(
    'estimates',
    'items',
    "An estimate's lines: the store, the vendor it is sent to, the customer",
    readBy(Module.estimates, ['platform', 'store', 'vendor', 'customer']),
    Action.view,
  ),
  permit(
    'estimates',
    'photos',
    'The photos sent with an estimate request',
    readBy(Module.estimates, ['platform', 'store', 'customer']),
    Action.view,
  ),
  permit(
    'invoices',
    'draft',
    'Draft an invoice for finished work: the vendor owner',
    vendorOwnAccess(Module.billing),
    Action.create,
  ),
  permit(
    'invoices',
    'billed-work',
    'Work already invoiced: the vendor owner',
    vendorOwnAccess(Module.billing),
    Action.view,
  ),
  permit(
    'invoices',
    'items',
    "An invoice's lines",
    readBy(Module.billing, ['platform', 'store', 'vendor']),
    Action.view,
  ),
  permit(
    'invoices',
    'document',
    'A vendor invoice as PDF: the issuing vendor and the store it bills',
    readBy(Module.billing, ['platform', 'store', 'vendor']),
    Action.view,
  ),
  permit(
    'invoices',
    'drafts',
    'See invoice drafts: the issuing vendor and the platform (the store sees only what was sent)',
    accessFor(Module.billing, ['platform', 'vendor']),
    Action.view,
  ),
  permit(
    'vendor-sales-orders',
    'import',
    "A vendor's own sales orders in bulk or from a file",
    vendorOwnAccess(Module.salesOrder),
    Action.create,
  ),

  // Where every item is (docs/product.md#custody): the jobs board, the chain of custody, transfers, redos.
  permit(
    'jobs-board',
    'view',
    'The jobs board: open items by stage (the store), or the work sent to the vendor',
    readBy(Module.workOrder, ['platform', 'store', 'vendor']),
    Action.view,
    { located: true, revealsOrders: [Module.salesOrder, Module.workOrder] },
  ),
  permit(
    'jobs-board',
    'move',
    "Move a card on the jobs board (the matching transitions, each decided by the item's machine)",
    accessFor(Module.workOrder, ['platform', 'store', 'vendor']),
    Action.edit,
    { located: true },
  ),
  permit(
    'custody',
    'order-history',
    "The chain of custody of an order's items",
    readBy(Module.salesOrder, ['platform', 'store']),
    Action.view,
    { located: true, revealsOrders: [Module.salesOrder] },
  ),
  permit(
    'custody',
    'work-history',
    "The chain of custody of a work order's item (a vendor: the hand-offs it took part in)",
    readBy(Module.workOrder, ['platform', 'store', 'vendor']),
    Action.view,
    { located: true, revealsOrders: [Module.workOrder] },
  ),
  permit(
    'custody',
    'lookup',
    'Find an item by a scanned or typed code, with the hand-off waiting for the caller',
    readBy(Module.workOrder, ['platform', 'store', 'vendor']),
    Action.view,
    { located: true, revealsOrders: [Module.salesOrder, Module.workOrder] },
  ),
  permit(
    'custody',
    'handoff',
    'Record the hand-off of an item by scan or typed number (receipt at a vendor, back at the store, at another location)',
    accessFor(Module.workOrder, ['platform', 'store', 'vendor']),
    Action.edit,
    { located: true },
  ),
  permit(
    'custody',
    'transfer',
    "Send an item to another of the store's locations",
    storeAccess(Module.salesOrder),
    Action.edit,
    { located: true },
  ),
  permit(
    'custody',
    'transfers',
    'Items moving between locations',
    readBy(Module.salesOrder, ['platform', 'store']),
    Action.view,
    { located: true, revealsOrders: [Module.salesOrder] },
  ),
  permit(
    'custody',
    'redo',
    'Open a redo of completed work (free within the warranty)',
    storeAccess(Module.salesOrder),
    Action.create,
    { located: true },
  ),
  permit(
    'custody',
    'redos',
    'Redos: the store its own, a vendor those of its work',
    readBy(Module.salesOrder, ['platform', 'store', 'vendor']),
    Action.view,
    { located: true, revealsOrders: [Module.salesOrder] },
  ),
  permit(
    'custody',
    'redo-rates',
    'Redo rate per service and per vendor (a vendor: its own)',
    readBy(Module.dashboard, ['platform', 'store', 'vendor']),
    Action.view,
  ),
  permit(
    'custody',
    'settings.read',
    "The store's custody settings (stage targets, names on tracking, warranties)",
    readBy(Module.settings, ['store']),
    Action.view,
  ),
  permit(
    'custody',
    'settings.write',
    "Change the store's custody settings",
    accessFor(Module.settings, ['store']),
    Action.edit,
  ),

  // The bell and the dashboards.
  permit(
    'notifications',
    'list',
    "The bell: one's own notifications, held to the orders one may see",
    anyone,
    Action.view,
    {
      revealsOrders: [Module.salesOrder, Module.workOrder],
    },
  ),
  permit('notifications', 'read', 'Mark notifications read', anyone, Action.edit),
  permit(
    'notifications',
    'bell',
    'See the bell (docs/product.md#roles-notification-bell): store and vendor users who may create sales orders, anywhere; never the super admin',
    accessFor(Module.salesOrder, ['store', 'vendor']),
    Action.create,
  ),
  permit(
    'dashboard',
    'view',
    "The store's dashboard; each section follows its module and the caller's locations",
    storeAccess(Module.dashboard),
    Action.view,
    {
      located: true,
      revealsOrders: [Module.salesOrder, Module.workOrder],
    },
  ),
  permit(
    'dashboard',
    'sales',
    "The dashboard's sales figures and activity",
    storeAccess(Module.salesOrder),
    Action.view,
    {
      located: true,
    },
  ),
  permit('dashboard', 'work', "The dashboard's work figures", storeAccess(Module.workOrder), Action.view, {
    located: true,
  }),
  permit('vendor-dashboard', 'view', "A vendor's figures", vendorOwnAccess(Module.dashboard), Action.view),
  permit(
    'vendor-dashboard',
    'billing',
    "A vendor's billing figures: the vendor owner",
    accessFor(Module.billing, ['vendor']),
    Action.edit,
  ),

  // Catalogue.
  permit(
    'service-categories',
    'view',
    "A store's service categories: everyone working with the store (its people, linked vendors, its customers)",
    accessFor(Module.service, ['platform', 'store', 'vendor', 'customer']),
    Action.view,
  ),
  permit(
    'services',
    'view',
    "A store's services with their options and rules",
    storeAccess(Module.service),
    Action.view,
  ),
  permit('services', 'add', 'Add a service to a store', storeAccess(Module.service), Action.create),
  permit(
    'services',
    'edit',
    'Edit a service, its options and their logic rules',
    storeAccess(Module.service),
    Action.edit,
  ),
  permit(
    'services',
    'sku-template',
    'Download the SKU import template',
    storeAccess(Module.service),
    Action.view,
  ),
  permit('services', 'import-sku', 'Import SKUs into a service', storeAccess(Module.service), Action.edit),
  permit(
    'uploads',
    'create',
    'Upload an image (store and vendor users for their records, customers for their orders)',
    anyone,
    Action.create,
  ),

  // Stores, vendors, accounts.
  permit(
    'stores',
    'act-as-owner',
    "Act as a store's owner (the super admin's /authenticate/:id)",
    accessFor(Module.settings, ['platform']),
    Action.edit,
  ),
  permit(
    'stores',
    'onboarding.view',
    "The store's onboarding steps",
    accessFor(Module.settings, ['store']),
    Action.view,
  ),
  permit(
    'stores',
    'onboarding',
    "Run the store's onboarding",
    accessFor(Module.settings, ['store']),
    Action.edit,
  ),
  permit(
    'billing',
    'view',
    'Plan, subscription and payout account: store and vendor',
    accessFor(Module.billing, ['store', 'vendor']),
    Action.view,
  ),
  permit(
    'billing',
    'manage',
    'Change the plan, connect the payout account',
    accessFor(Module.billing, ['store', 'vendor']),
    Action.edit,
  ),
  permit(
    'platform-invoices',
    'pay',
    "Pay the platform's invoice: the store",
    accessFor(Module.billing, ['store']),
    Action.edit,
  ),
  permit(
    'integrations',
    'shopify.view',
    "The store's Shopify connection",
    accessFor(Module.integration, ['store']),
    Action.view,
  ),
  permit(
    'integrations',
    'shopify.install',
    'Connect a Shopify shop',
    accessFor(Module.integration, ['store']),
    Action.create,
  ),
  permit(
    'integrations',
    'shopify.disconnect',
    'Disconnect the Shopify shop',
    accessFor(Module.integration, ['store']),
    Action.delete,
  ),
  permit(
    'vendors',
    'onboarding.view',
    "The vendor's onboarding steps: the vendor owner",
    vendorOwnAccess(Module.billing),
    Action.view,
  ),
  permit(
    'vendors',
    'onboarding',
    "Resume the vendor's onboarding, give its bank account: the vendor owner",
    vendorOwnAccess(Module.billing),
    Action.edit,
  ),
  permit(
    'store-invitations',
    'answer',
    "Answer a store's invitation: the vendor owner (vendor staff lack the vendor-management module)",
    accessFor(Module.vendorManagement, ['vendor']),
    Action.edit,
  ),
  permit('session', 'view', "One's own session (login response)", anyone, Action.view),
  permit('profile', 'view', "One's own profile", anyone, Action.view),
  permit('profile', 'edit', "Edit one's own profile", anyone, Action.edit),
  permit(
    'store-profile',
    'view',
    "The store's own profile: its owner and staff with the settings module",
    storeOnly(Module.settings),
    Action.view,
  ),
  permit('store-profile', 'edit', "Edit the store's own profile", storeOnly(Module.settings), Action.edit),
  // The store's customer messages (docs/product.md#messages-templates): the editor's preview and test.
  permit(
    'message-templates',
    'preview',
    "Preview a customer message in the store's look, with the demo order's values",
    storeOnly(Module.settings),
    Action.view,
  ),
  permit(
    'message-templates',
    'test',
    'Send a customer message to oneself (mail, and a text when one has a phone)',
    storeOnly(Module.settings),
    Action.edit,
  ),
];

/** The generic actions of a declared resource: one permit per operation, plus its export. */
export interface DeclaredResource {
  name: string;
  access: AccessRule;
  operations: readonly ('list' | 'read' | 'create' | 'update' | 'delete')[];
}

/**
 * Resources whose records are orders or about orders: their reads reveal orders of these modules, and
 * their rows are held to the locations the caller may see those at. The one list; the server maps each to
 * its location column (src/server/resources).
 */
export const orderRevealingResources: Readonly<Record<string, readonly ModuleId[]>> = {
  'sales-orders': [Module.salesOrder],
  'work-orders': [Module.workOrder],
  feedback: [Module.salesOrder],
};

const operationAction = {
  list: Action.view,
  read: Action.view,
  create: Action.create,
  update: Action.edit,
  delete: Action.delete,
} as const;

export function resourcePermits(resources: readonly DeclaredResource[]): Permit[] {
  return resources.flatMap((r) => {
    const reveals = orderRevealingResources[r.name];
    const located = !!reveals;
    const ops = r.operations.map((op) =>
      permit(r.name, op, `${op} ${r.name}`, r.access, operationAction[op], {
        located,
        ...(reveals && (op === 'list' || op === 'read') ? { revealsOrders: reveals } : {}),
      }),
    );
    return r.operations.includes('list')
      ? [
          ...ops,
          permit(r.name, 'export', `Export ${r.name} as CSV`, r.access, Action.view, {
            located,
            ...(reveals ? { revealsOrders: reveals } : {}),
          }),
        ]
      : ops;
  });
}

// The generic permits are derived where the declarations are at hand (resourcePermits(declarations): the
// server's register-resource names each route's permit `<resource>:<operation>`, the suites list them all);
// this module does not import the declarations so that the storefront's bundle stays without them.
const byId = new Map(customPermits.map((p) => [p.id, p]));

/** A custom permit by id (a typo is a start-up error, not a silent refusal). */
export function permitOf(id: string): Permit {
  const found = byId.get(id);
  if (!found) throw new Error(`No permit ${id} in the permissions registry`);
  return found;
}

/** May this session take this custom action (optionally at a location)? */
export function may(
  role: SessionRole | null | undefined,
  id: string,
  at: number | typeof ANY_LOCATION = ANY_LOCATION,
): boolean {
  const p = permitOf(id);
  return mayAccess(role, p.rule, p.as, at);
}

// ---------------------------------------------------------------------------------------------------------
// Which orders a caller may see (every read that reveals an order)
// ---------------------------------------------------------------------------------------------------------

/**
 * The locations whose orders of `module` a session may see: 'all', or the locations store staff hold the
 * module's view permission at (possibly none). Everyone else is held by tenancy (rowScope), not location.
 */
export function orderScope(role: SessionRole, module: ModuleId): 'all' | number[] {
  if (!hasStoredPermissions(role.role_id)) return 'all';
  return permittedLocations(role, module, Action.view);
}

/**
 * Whether a session may see a record of `module` at `locationId`: null is a located kind of record (an order,
 * its work) at no location, which only who sees every location sees; undefined a kind of record that has
 * no location (estimates, invoices), which the module's view permission anywhere shows.
 */
export function mayRevealOrder(
  role: SessionRole,
  module: ModuleId,
  locationId: number | null | undefined,
): boolean {
  if (!hasPermission(role, module, Action.view, ANY_LOCATION)) return false;
  if (locationId === undefined) return true;
  const at = orderScope(role, module);
  return at === 'all' || (locationId !== null && at.includes(locationId));
}

/** Who reads, as far as rows go. */
export interface Reader {
  roleId: number;
  storeId: number | null;
  vendorId: number | null;
  customerId: number | null;
}

/**
 * The rows a reader may see of a table: everything (the platform), their store's (held to `locations` when
 * given), their vendor's, their own as a customer; nothing otherwise. The server turns it into SQL.
 */
export type RowScope =
  | { kind: 'all' }
  | { kind: 'none' }
  | { kind: 'store'; storeId: number; locations: 'all' | number[] }
  | { kind: 'vendor'; vendorId: number }
  | { kind: 'customer'; storeId: number; customerId: number };

export function rowScope(reader: Reader | null, locations: 'all' | number[] = 'all'): RowScope {
  if (!reader) return { kind: 'none' };
  switch (audienceOfRole(reader.roleId)) {
    case 'platform':
      return { kind: 'all' };
    case 'store':
      return { kind: 'store', storeId: reader.storeId ?? -1, locations };
    case 'vendor':
      return { kind: 'vendor', vendorId: reader.vendorId ?? -1 };
    case 'customer':
      return { kind: 'customer', storeId: reader.storeId ?? -1, customerId: reader.customerId ?? -1 };
    default:
      return { kind: 'none' };
  }
}

/** Which store a reader is held to: none for the platform (it may name any), else its own (-1: none). */
export const ownStoreOf = (reader: Pick<Reader, 'roleId' | 'storeId'>): number | undefined =>
  isPlatform(reader.roleId) ? undefined : (reader.storeId ?? -1);

/** Whether a reader reaches a store's records: the platform every store, store users their own. */
export const reachesStore = (reader: Pick<Reader, 'roleId' | 'storeId'>, storeId: number | undefined) =>
  isPlatform(reader.roleId) ||
  (isStoreSide(reader.roleId) && storeId !== undefined && reader.storeId === storeId);

// ---------------------------------------------------------------------------------------------------------
// Who a caller is relative to one record: the parties of state-machines.ts
// ---------------------------------------------------------------------------------------------------------

/** What the parties depend on in a record. */
export interface RecordFacts {
  storeId: number;
  locationId?: number | null;
  customerId?: number | null;
  /** The vendor the work or estimate is sent to, or the invoice's issuer. */
  vendorId?: number | null;
  /** Work orders: internal work (source 2) is done by the store's own users. */
  source?: number | null;
}

/** The session as far as actions go: its role (with stored permissions) and whose it is. */
export interface ActingSession {
  role: SessionRole;
  storeId?: number | null;
  vendorId?: number | null;
  customerId?: number | null;
}

/** The module a machine's action needs. */
export const moduleOfAction = (machine: Machine, action: string): ModuleId =>
  (machine.actionModules as Record<string, ModuleId> | undefined)?.[action] ?? machine.module;

/** Whether a store-side session acts for a store on a module (staff: edit permission, at the location). */
export function storeMayAct(
  session: ActingSession,
  storeId: number,
  module: ModuleId,
  locationId?: number | null,
): boolean {
  const roleId = session.role.role_id;
  if (isPlatform(roleId)) return true;
  if (!isStoreSide(roleId) || session.storeId !== storeId) return false;
  return hasPermission(session.role, module, Action.edit, locationId ?? ANY_LOCATION);
}

/** The parties a session is for one action on a record. */
export function partiesFor(
  session: ActingSession,
  facts: RecordFacts,
  machine: Machine,
  action: string,
): Party[] {
  const roleId = session.role.role_id;
  if (actsForStores(roleId)) {
    if (!storeMayAct(session, facts.storeId, moduleOfAction(machine, action), facts.locationId)) return [];
    return facts.source === Source.internal ? ['store', 'worker'] : ['store'];
  }
  if (isVendorSide(roleId)) {
    if (facts.vendorId == null || session.vendorId !== facts.vendorId) return [];
    const parties: Party[] = facts.source === Source.internal ? [] : ['worker'];
    // Invoices and billing are the vendor owner's (docs/product.md#roles-vendor-staff: vendor staff do not
    // see them).
    if (isVendorOwner(roleId)) parties.push('vendor');
    return parties;
  }
  if (isCustomer(roleId))
    return facts.customerId != null && session.customerId === facts.customerId ? ['customer'] : [];
  return [];
}

/** The actions to offer in this state: allowed by the machine for this session's parties. */
export function actionsFor(
  machine: Machine,
  state: string,
  session: ActingSession | null | undefined,
  facts: RecordFacts,
): string[] {
  if (!session) return [];
  return machine.actions.filter(
    (action) => decide(machine, state, action, partiesFor(session, facts, machine, action)).ok,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Who may see an upload: its owners, and whoever may see the record it is attached to
// (docs/product.md#uploads-visibility)
// ---------------------------------------------------------------------------------------------------------

/** Whose an upload is. */
export interface UploadOwners {
  storeId: number | null;
  vendorId: number | null;
  uploadedBy: number | null;
}

/** A record an upload is attached to: its module (whose view permission shows it) and its parties. */
export interface UploadAttachment {
  module: ModuleId;
  storeId: number;
  /** The record's location (null: located kind at no location; undefined: a kind without locations). */
  locationId?: number | null;
  /** The vendor the record's work is sent to. */
  vendorId?: number | null;
  /** The customer the record belongs to. */
  customerId?: number | null;
}

/** The session reading an upload. */
export interface UploadReader extends ActingSession {
  userId: number;
}

/** Whether a session owns an upload (uploaded it for its store or vendor, or sent it as the customer). */
export function ownsUpload(session: UploadReader, upload: UploadOwners): boolean {
  const roleId = session.role.role_id;
  if (isPlatform(roleId)) return true;
  if (isVendorSide(roleId)) return session.vendorId != null && upload.vendorId === session.vendorId;
  if (isCustomer(roleId)) return upload.uploadedBy === session.userId;
  if (isStoreSide(roleId)) return session.storeId != null && upload.storeId === session.storeId;
  return false;
}

/** Whether a session may see the record an upload is attached to, and so the upload. */
export function maySeeAttachment(session: UploadReader, record: UploadAttachment): boolean {
  const roleId = session.role.role_id;
  if (isPlatform(roleId)) return true;
  if (isStoreSide(roleId))
    return (
      session.storeId === record.storeId && mayRevealOrder(session.role, record.module, record.locationId)
    );
  if (isVendorSide(roleId)) return record.vendorId != null && session.vendorId === record.vendorId;
  if (isCustomer(roleId)) return record.customerId != null && session.customerId === record.customerId;
  return false;
}

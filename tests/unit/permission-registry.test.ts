// The permissions registry, generated over its own entries: every permit — the custom actions and each
// declared resource's list, read, create, update, delete and export — is decided for every role exactly as
// docs/product.md#roles-permission-check says (tests/support/expectations.ts, written from the spec, not from
// the registry), every
// order transition has its permit, and the order scope holds staff to their locations. A permit declared
// tomorrow is in this matrix the day it is declared.
import { describe, expect, it } from 'vitest';
import { declarations } from '../../src/shared/declarations/index.ts';
import type { SessionRole } from '../../src/shared/permissions.ts';
import {
  customPermits,
  machineAccess,
  mayAccess,
  mayRevealOrder,
  orderRevealingResources,
  orderScope,
  permitOf,
  resourcePermits,
} from '../../src/shared/permission-registry.ts';
import { Action, Module, Role } from '../../src/shared/roles.ts';
import {
  additionalChargeMachine,
  estimateMachine,
  extraChargeMachine,
  invoiceMachine,
  salesOrderMachine,
  workOrderMachine,
} from '../../src/shared/state-machines.ts';
import { actorNames, allowedFor, type ActorName } from '../support/expectations.ts';

const permits = [...customPermits, ...resourcePermits(declarations)];

/** Store staff trusted with some modules globally and sales orders at location 7 only. */
const staffRole: SessionRole = {
  role_id: Role.storeStaff,
  stores_permissions: {
    global_permissions: [
      { module_id: Module.dashboard, permissions: [Action.view] },
      { module_id: Module.customer, permissions: [Action.view, Action.create, Action.edit] },
      { module_id: Module.workOrder, permissions: [Action.view, Action.edit] },
    ],
    locations_permissions: [
      {
        location_id: 7,
        module_id: Module.salesOrder,
        permissions: [Action.view, Action.create, Action.edit],
      },
    ],
  },
};

const roleOf: Record<ActorName, SessionRole | null> = {
  admin: { role_id: Role.superAdmin },
  owner: { role_id: Role.storeOwner },
  staff: staffRole,
  customer: { role_id: Role.customer },
  vendorOwner: { role_id: Role.vendorOwner },
  vendorStaff: { role_id: Role.vendorStaff },
  anonymous: null,
};

describe('the registry is well formed', () => {
  it('names each permit once, with a description, a scope and a section 6 action', () => {
    const ids = permits.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of permits) {
      expect(p.description.length, p.id).toBeGreaterThan(3);
      expect(p.scopes.length, p.id).toBeGreaterThan(0);
      expect([Action.view, Action.create, Action.edit, Action.delete], p.id).toContain(p.as);
    }
  });

  it('has a permit for every transition of every order machine, deciding like its route', () => {
    for (const [resource, machine] of [
      ['sales-orders', salesOrderMachine],
      ['work-orders', workOrderMachine],
      ['estimates', estimateMachine],
      ['additional-charges', additionalChargeMachine],
      ['extra-charges', extraChargeMachine],
      ['invoices', invoiceMachine],
    ] as const)
      for (const action of machine.actions)
        expect(permitOf(`${resource}:transition.${action}`).rule).toEqual(machineAccess(machine));
  });

  it('has a permit for every operation of every declared resource, and its export', () => {
    for (const d of declarations) {
      for (const op of d.operations)
        expect(
          permits.some((p) => p.id === `${d.name}:${op}`),
          d.name,
        ).toBe(true);
      if (d.operations.includes('list')) expect(permits.some((p) => p.id === `${d.name}:export`)).toBe(true);
    }
  });

  it('marks the reads of every order-revealing resource as revealing orders', () => {
    for (const name of Object.keys(orderRevealingResources)) {
      const reads = permits.filter(
        (p) => p.resource === name && ['list', 'read', 'export'].includes(p.action),
      );
      expect(reads.length, name).toBeGreaterThan(0);
      for (const p of reads) expect(p.revealsOrders, p.id).toEqual(orderRevealingResources[name]);
    }
  });
});

describe.each(permits.map((p) => [p.id, p] as const))('permit %s', (_id, permit) => {
  it.each(actorNames)('as %s: decided as section 6 says', (actor) => {
    expect(mayAccess(roleOf[actor], permit.rule, permit.as)).toBe(
      allowedFor(actor, permit.rule, permit.as, staffRole),
    );
  });
});

describe('the order scope (every read that reveals an order)', () => {
  it('holds staff to the locations of their view permission, per module', () => {
    expect(orderScope(staffRole, Module.salesOrder)).toEqual([7]);
    expect(orderScope(staffRole, Module.workOrder)).toBe('all');
    expect(orderScope(staffRole, Module.estimates)).toEqual([]);
    expect(orderScope({ role_id: Role.storeOwner }, Module.salesOrder)).toBe('all');
  });

  it('reveals an order only where its location is in scope', () => {
    expect(mayRevealOrder(staffRole, Module.salesOrder, 7)).toBe(true);
    expect(mayRevealOrder(staffRole, Module.salesOrder, 8)).toBe(false);
    expect(mayRevealOrder(staffRole, Module.salesOrder, null)).toBe(false);
    // A record kind without a location (an estimate, an invoice): the module anywhere.
    expect(mayRevealOrder(staffRole, Module.salesOrder, undefined)).toBe(true);
    expect(mayRevealOrder(staffRole, Module.billing, undefined)).toBe(false);
    expect(mayRevealOrder({ role_id: Role.storeOwner }, Module.salesOrder, null)).toBe(true);
  });
});

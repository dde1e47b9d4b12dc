import { describe, expect, it } from 'vitest';
import { hasPermission } from '../../src/shared/permissions.ts';
import { Action, Module, Role } from '../../src/shared/roles.ts';
import { faceOf } from '../../src/shared/hosts.ts';

const staff = {
  role_id: Role.storeStaff,
  stores_permissions: {
    global_permissions: [{ module_id: Module.customer, permissions: [Action.view] }],
    locations_permissions: [
      { location_id: 7, module_id: Module.salesOrder, permissions: [Action.view, Action.create] },
    ],
  },
};

describe('permission check (docs/product.md#roles-permission-check)', () => {
  it('denies without a session', () => {
    expect(hasPermission(null, Module.customer, Action.view)).toBe(false);
  });
  it('allows everything without stores_permissions', () => {
    expect(hasPermission({ role_id: Role.storeOwner }, Module.billing, Action.delete)).toBe(true);
  });
  it('uses a global permission for the module', () => {
    expect(hasPermission(staff, Module.customer, Action.view)).toBe(true);
    expect(hasPermission(staff, Module.customer, Action.edit)).toBe(false);
  });
  it('uses a per-location permission by location id', () => {
    expect(hasPermission(staff, Module.salesOrder, Action.create, 7)).toBe(true);
    expect(hasPermission(staff, Module.salesOrder, Action.create, 8)).toBe(false);
    expect(hasPermission(staff, Module.salesOrder, Action.create)).toBe(false);
  });
  it('passes ANY when any location grants it', () => {
    expect(hasPermission(staff, Module.salesOrder, Action.create, 'ANY')).toBe(true);
    expect(hasPermission(staff, Module.salesOrder, Action.delete, 'ANY')).toBe(false);
  });
});

describe('host route sets (docs/product.md#routes)', () => {
  it.each([
    ['vendor.localhost:3000', 'vendor'],
    ['vendor-uat.example.com', 'vendor'],
    ['repair.example.com', 'vendor'],
    ['hotfix-vendor.example.com', 'vendor'],
    ['app.localhost', 'platform'],
    ['live.example.com', 'platform'],
    ['staging.example.com', 'platform'],
    ['hotfix.example.com', 'platform'],
    ['demo.localhost:5173', 'storefront'],
    ['shop.jeweller.com', 'storefront'],
  ])('%s gets the %s route set', (host, face) => {
    expect(faceOf(host)).toBe(face);
  });
});

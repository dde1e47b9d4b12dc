import { describe, expect, it } from 'vitest';
import { canAccessSection, homePathFor, safeReturnPath } from '../../../src/portal/access.ts';
import { Action, Module, Role } from '../../../src/shared/roles.ts';
import type { SessionRole } from '../../../src/shared/permissions.ts';

const owner: SessionRole = { role_id: Role.storeOwner };
// The demo staff member: views the dashboard, locations and customers, creates customers, and views and
// creates sales orders at location 1 only.
const staff: SessionRole = {
  role_id: Role.storeStaff,
  stores_permissions: {
    global_permissions: [
      { module_id: Module.dashboard, permissions: [Action.view] },
      { module_id: Module.address, permissions: [Action.view] },
      { module_id: Module.customer, permissions: [Action.view, Action.create] },
    ],
    locations_permissions: [
      { module_id: Module.salesOrder, location_id: 1, permissions: [Action.view, Action.create] },
    ],
  },
};

describe('canAccessSection', () => {
  it('lets an owner (no stored permissions) do everything in every section', () => {
    for (const action of ['list', 'show', 'create', 'edit', 'delete'])
      expect(canAccessSection(owner, 'location', action)).toBe(true);
    expect(canAccessSection(owner, 'billing', 'list')).toBe(true);
  });

  it('maps react-admin actions onto the staff member’s module permissions', () => {
    expect(canAccessSection(staff, 'location', 'list')).toBe(true);
    expect(canAccessSection(staff, 'location', 'show')).toBe(true);
    expect(canAccessSection(staff, 'location', 'create')).toBe(false);
    expect(canAccessSection(staff, 'location', 'edit')).toBe(false);
    expect(canAccessSection(staff, 'location', 'delete')).toBe(false);
    expect(canAccessSection(staff, 'customers', 'create')).toBe(true);
  });

  it('counts a permission at any location for the menu', () => {
    expect(canAccessSection(staff, 'sales-orders', 'list')).toBe(true);
    expect(canAccessSection(staff, 'work-orders', 'list')).toBe(false);
  });

  it('gives the staff member exactly the menu of their view permissions', () => {
    const sections = [
      'dashboard',
      'users',
      'location',
      'customers',
      'store-services',
      'sales-orders',
      'work-orders',
      'billing',
      'integrations',
      'vendors',
      'settings',
    ];
    expect(sections.filter((s) => canAccessSection(staff, s, 'list'))).toEqual([
      'dashboard',
      'location',
      'customers',
      'sales-orders',
      // Settings is the area of the addresses, which the address module lets them manage
      // (docs/product.md#product-store-staff-scope).
      'settings',
    ]);
  });

  it('denies without a session, and for unknown sections or actions', () => {
    expect(canAccessSection(null, 'location', 'list')).toBe(false);
    expect(canAccessSection(owner, 'nowhere', 'list')).toBe(false);
    expect(canAccessSection(owner, 'location', 'frobnicate')).toBe(false);
  });
});

describe('landing and return paths', () => {
  it('sends owner and super admin to locations, staff to the dashboard', () => {
    expect(homePathFor(Role.storeOwner)).toBe('/portal/dashboard');
    expect(homePathFor(Role.superAdmin)).toBe('/portal/location');
    expect(homePathFor(Role.storeStaff)).toBe('/portal/dashboard');
  });

  it('follows only paths of this app', () => {
    expect(safeReturnPath('/portal/location/3?x=1')).toBe('/portal/location/3?x=1');
    expect(safeReturnPath('//evil.example/')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example/')).toBeNull();
    expect(safeReturnPath('/portal/login')).toBeNull();
    expect(safeReturnPath('/')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });
});

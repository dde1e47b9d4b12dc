// Role ids and the other enumerations of docs/product.md#roles-ids, verbatim. The one place they are written.

export const Role = {
  customer: 1,
  storeStaff: 3,
  storeOwner: 4,
  superAdmin: 5,
  vendorOwner: 7,
  vendorStaff: 8,
} as const;
export type RoleId = (typeof Role)[keyof typeof Role];

export const OwnerType = { storeOwner: 1, vendor: 2 } as const;
export const Source = { external: 1, internal: 2 } as const;

export const Action = { disable: 0, create: 1, edit: 2, view: 3, delete: 4 } as const;
export type ActionId = (typeof Action)[keyof typeof Action];
export type ActionName = Exclude<keyof typeof Action, 'disable'>;

export const Module = {
  dashboard: 1,
  address: 2,
  customer: 3,
  service: 4,
  salesOrder: 5,
  workOrder: 6,
  billing: 7,
  integration: 8,
  vendorManagement: 9,
  settings: 10,
  users: 11,
  estimates: 12,
  refund: 13,
  discount: 14,
  login: 15,
  pos: 16,
} as const;
export type ModuleId = (typeof Module)[keyof typeof Module];
export const moduleIds = Object.values(Module) as ModuleId[];

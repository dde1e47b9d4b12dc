// What a user may do to sales orders beyond the state machine's actions (mark paid, add an extra charge):
// the very rule the server's routes are guarded by (storeAccess(sales orders), edit). The generic
// `sales-orders` resource is list-and-read only, so its declaration cannot answer "may edit".
import { storeAccess } from '../../shared/access.ts';
import { mayAccess } from '../../shared/permission-registry.ts';
import { Action, Module } from '../../shared/roles.ts';
import type { SessionRole } from '../../shared/permissions.ts';

export const mayEditSalesOrders = (role: SessionRole | null | undefined) =>
  mayAccess(role, storeAccess(Module.salesOrder), Action.edit);

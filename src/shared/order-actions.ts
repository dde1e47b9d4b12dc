// The transition buttons a portal shows for one record: the actions of its state machine that this user may
// take in the record's current state. The same decision as the server's (state-machines.ts decide() over
// the parties of src/server/orders/parties.ts), made from the session's role instead of the database, so a
// button is shown exactly when the server would allow it (tests/api/portal-actions.test.ts proves it for
// every state × role). Pure: no I/O.
import { ANY_LOCATION, hasPermission, type SessionRole } from './permissions.ts';
import { Action, Role, Source, type ModuleId } from './roles.ts';
import { decide, type Machine, type Party } from './state-machines.ts';

/** What the parties depend on in the record, as the portal knows it. */
export interface RecordFacts {
  storeId: number;
  locationId?: number | null;
  /** Work orders: internal work (source 2) is done by the store's own users. */
  source?: number | null;
  /** The vendor the work or estimate is sent to, or the invoice's issuer. */
  vendorId?: number | null;
}

/** The session as far as actions go: its role and the store it belongs to. */
export interface ActingSession {
  role: SessionRole;
  storeId?: number | null;
  /** Vendor roles: their vendor. */
  vendorId?: number | null;
}

/** The parties a store-portal user is for one action on a record (the portal's half of parties.ts). */
export function storePartiesOf(
  session: ActingSession,
  facts: RecordFacts,
  machine: Machine,
  action: string,
): Party[] {
  const roleId = session.role.role_id;
  const module = (machine.actionModules as Record<string, ModuleId> | undefined)?.[action] ?? machine.module;
  const acts =
    roleId === Role.superAdmin ||
    (session.storeId === facts.storeId &&
      (roleId === Role.storeOwner ||
        (roleId === Role.storeStaff &&
          hasPermission(session.role, module, Action.edit, facts.locationId ?? ANY_LOCATION))));
  if (!acts) return [];
  return facts.source === Source.internal ? ['store', 'worker'] : ['store'];
}

/** The parties a vendor-portal user is (the vendor half of parties.ts): the worker of what is sent to their
 * vendor, and — the vendor owner only — the issuing vendor of its invoices (section 6). */
export function vendorPartiesOf(session: ActingSession, facts: RecordFacts): Party[] {
  const roleId = session.role.role_id;
  if (roleId !== Role.vendorOwner && roleId !== Role.vendorStaff) return [];
  if (facts.vendorId == null || facts.vendorId !== session.vendorId) return [];
  const parties: Party[] = facts.source === Source.internal ? [] : ['worker'];
  if (roleId === Role.vendorOwner) parties.push('vendor');
  return parties;
}

/** The actions to offer in this state: allowed by the machine for this user's parties. */
export function actionsFor(
  machine: Machine,
  state: string,
  session: ActingSession | null | undefined,
  facts: RecordFacts,
): string[] {
  if (!session) return [];
  return machine.actions.filter(
    (action) =>
      decide(machine, state, action, [
        ...storePartiesOf(session, facts, machine, action),
        ...vendorPartiesOf(session, facts),
      ]).ok,
  );
}

// Runs one lifecycle transition of any machine: lock the record (SELECT … FOR UPDATE, only if the caller
// can see it: 404 otherwise), resolve the caller's parties, decide with the machine's table (403 / 409 with
// a clear message — nothing is written), write the new state, append the timeline entry and emit the
// domain event, then run the transition's consequences — all in the caller's one transaction.
import type { Transaction } from '../db/database.ts';
import { ApiFailure, conflict, forbidden, notFound } from '../http-errors.ts';
import { ErrorCode } from '../../shared/errors.ts';
import { recordChange } from './events.ts';
import { type StoredEvent } from './domain-event.ts';
import { partiesOf, type Actor, type PartyFacts } from './parties.ts';
import { decide, type Machine } from '../../shared/state-machines.ts';
import { custodyOfTransition } from '../features/custody/custody-record.ts';
import { said, stateWord, type Note, type Said, type SaidKey } from '../../shared/i18n/said.ts';
import { noteEnglish } from './said-english.ts';

export interface TransitionInput {
  note?: string | null;
  [key: string]: unknown;
}

export interface Lifecycle<R extends { status: string; storeId: number; id: number }> {
  machine: Machine;
  /** Locks the record if the actor may see it (the caller's scope and row-level security apply). */
  lock(tx: Transaction, id: number, actor: Actor): Promise<R | undefined>;
  facts(row: R): PartyFacts;
  /** Checks the input a transition needs (400) once it is known to be allowed; may return extra fields to set. */
  prepare?(tx: Transaction, row: R, action: string, input: TransitionInput, actor: Actor): Promise<void>;
  /** Writes the new state and whatever the transition sets with it; returns the record as written. */
  write(tx: Transaction, row: R, to: string, action: string, input: TransitionInput): Promise<R>;
  /** The timeline / event context: order, vendor, a human reference, payload for consumers. */
  describe(
    tx: Transaction,
    row: R,
    before: R,
    action: string,
    input: TransitionInput,
  ): Promise<Described> | Described;
  /** Consequences in the same transaction (other machines' system transitions, payments, feedback). */
  after?(
    tx: Transaction,
    row: R,
    before: R,
    action: string,
    actor: Actor,
    input: TransitionInput,
  ): Promise<void>;
  /** Entries shown to whoever tracks the order. */
  isPublic?: boolean;
}

export interface Described {
  salesOrderId: number | null;
  vendorId: number | null;
  /** The record's own number (an order's, an item's), named by the timeline's "<record>: <from> → <to>". */
  number: string;
  payload: Record<string, unknown>;
  /** The timeline's words when "<record>: <from> → <to>" says too little (an action that keeps the state). */
  said?: Said;
  /** The timeline note, when the action builds it from its input. */
  note?: Note | null;
}

export interface TransitionResult<R> {
  row: R;
  from: string;
  to: string;
  event: StoredEvent;
}

export async function runTransition<R extends { status: string; storeId: number; id: number }>(
  tx: Transaction,
  lifecycle: Lifecycle<R>,
  id: number,
  action: string,
  actor: Actor,
  input: TransitionInput = {},
): Promise<TransitionResult<R>> {
  const { machine } = lifecycle;
  if (!(machine.actions as readonly string[]).includes(action)) {
    throw new ApiFailure(ErrorCode.validation, `${action} is not an action of a ${machine.label}`, [
      { field: 'action', message: `action must be one of ${machine.actions.join(', ')}` },
    ]);
  }
  const before = await lifecycle.lock(tx, id, actor);
  if (!before) throw notFound(`No such ${machine.label}.`);
  const parties = await partiesOf(tx, actor, lifecycle.facts(before), machine, action);
  const decision = decide(machine, before.status, action, parties);
  if (!decision.ok) throw decision.status === 403 ? forbidden(decision.said) : conflict(decision.said);
  await lifecycle.prepare?.(tx, before, action, input, actor);
  const row = await lifecycle.write(tx, before, decision.to, action, input);
  const context = await lifecycle.describe(tx, row, before, action, input);
  const event = await recordChange(tx, {
    storeId: row.storeId,
    entity: machine.entity,
    entityId: row.id,
    salesOrderId: context.salesOrderId,
    vendorId: context.vendorId,
    action,
    from: before.status,
    to: decision.to,
    actor,
    said:
      context.said ??
      said(`change.${machine.entity}` as SaidKey, {
        number: context.number,
        from: stateWord(before.status),
        to: stateWord(decision.to),
      }),
    note: context.note ?? input.note ?? null,
    isPublic: lifecycle.isPublic ?? false,
    payload: { ...context.payload, note: noteEnglish(context.note ?? input.note) },
  });
  await lifecycle.after?.(tx, row, before, action, actor, input);
  // Every hand-off the change means is on the item's chain of custody (docs/product.md#custody-transitions).
  await custodyOfTransition(tx, machine.entity, row, before, action, actor);
  return { row, from: before.status, to: decision.to, event };
}

// The queries of the portal's service editor (one option, value, image, logic or rule; deleting a logic or a
// rule), each in the caller's transaction.
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { rowOfStore } from '../../db/rows.ts';
import {
  logicRules,
  optionLogics,
  optionValueImages,
  optionValues,
  serviceImages,
  serviceOptions,
} from '../../db/schema/index.ts';

export function optionOfService(tx: Transaction, storeId: number, serviceId: number, optionId: number) {
  return rowOfStore(tx, serviceOptions, storeId, optionId, {
    where: eq(serviceOptions.serviceId, serviceId),
  });
}

export function valueOfOption(tx: Transaction, storeId: number, optionId: number, valueId: number) {
  return rowOfStore(tx, optionValues, storeId, valueId, { where: eq(optionValues.optionId, optionId) });
}

export function imagesOfValue(tx: Transaction, storeId: number, valueId: number) {
  return tx
    .select()
    .from(optionValueImages)
    .where(and(eq(optionValueImages.storeId, storeId), eq(optionValueImages.valueId, valueId)));
}

/** An image of a value of the option. */
export async function valueImageOfOption(
  tx: Transaction,
  storeId: number,
  optionId: number,
  imageId: number,
) {
  const [image] = await tx
    .select({ image: optionValueImages })
    .from(optionValueImages)
    .innerJoin(
      optionValues,
      and(
        eq(optionValues.storeId, optionValueImages.storeId),
        eq(optionValues.id, optionValueImages.valueId),
      ),
    )
    .where(
      and(
        eq(optionValueImages.storeId, storeId),
        eq(optionValueImages.id, imageId),
        eq(optionValues.optionId, optionId),
      ),
    );
  return image?.image;
}

export function logicOfOption(tx: Transaction, storeId: number, optionId: number, logicId: number) {
  return rowOfStore(tx, optionLogics, storeId, logicId, { where: eq(optionLogics.optionId, optionId) });
}

export function rulesOfLogic(tx: Transaction, storeId: number, logicId: number) {
  return tx
    .select()
    .from(logicRules)
    .where(and(eq(logicRules.storeId, storeId), eq(logicRules.logicId, logicId)));
}

/** A rule of one of the option's logics. */
export async function ruleOfOption(tx: Transaction, storeId: number, optionId: number, ruleId: number) {
  const [rule] = await tx
    .select({ rule: logicRules })
    .from(logicRules)
    .innerJoin(
      optionLogics,
      and(eq(optionLogics.storeId, logicRules.storeId), eq(optionLogics.id, logicRules.logicId)),
    )
    .where(
      and(eq(logicRules.storeId, storeId), eq(logicRules.id, ruleId), eq(optionLogics.optionId, optionId)),
    );
  return rule?.rule;
}

/** Deletes the option's logic; whether there was one. */
export async function deleteLogicOfOption(
  tx: Transaction,
  storeId: number,
  optionId: number,
  logicId: number,
) {
  const [deleted] = await tx
    .delete(optionLogics)
    .where(
      and(
        eq(optionLogics.storeId, storeId),
        eq(optionLogics.optionId, optionId),
        eq(optionLogics.id, logicId),
      ),
    )
    .returning();
  return !!deleted;
}

/** A rule with its logic and the logic's service, within one store when `storeId` is given. */
export async function ruleWithLogic(tx: Transaction, ruleId: number, storeId: number | undefined) {
  const [found] = await tx
    .select({ rule: logicRules, logic: optionLogics, serviceId: serviceOptions.serviceId })
    .from(logicRules)
    .innerJoin(
      optionLogics,
      and(eq(optionLogics.storeId, logicRules.storeId), eq(optionLogics.id, logicRules.logicId)),
    )
    .innerJoin(
      serviceOptions,
      and(eq(serviceOptions.storeId, optionLogics.storeId), eq(serviceOptions.id, optionLogics.optionId)),
    )
    .where(
      and(eq(logicRules.id, ruleId), storeId === undefined ? undefined : eq(logicRules.storeId, storeId)),
    );
  return found;
}

export async function deleteLogic(tx: Transaction, storeId: number, logicId: number) {
  await tx.delete(optionLogics).where(and(eq(optionLogics.storeId, storeId), eq(optionLogics.id, logicId)));
}

export async function deleteRuleRow(tx: Transaction, storeId: number, ruleId: number) {
  await tx.delete(logicRules).where(and(eq(logicRules.storeId, storeId), eq(logicRules.id, ruleId)));
}

export async function renumberRule(tx: Transaction, storeId: number, ruleId: number, sequence: number) {
  await tx
    .update(logicRules)
    .set({ logicSequenceNumber: sequence })
    .where(and(eq(logicRules.storeId, storeId), eq(logicRules.id, ruleId)));
}

export async function updateLogic(
  tx: Transaction,
  storeId: number,
  logicId: number,
  set: { logicRule: string; isLogicEnable: boolean },
) {
  const [updated] = await tx
    .update(optionLogics)
    .set(set)
    .where(and(eq(optionLogics.storeId, storeId), eq(optionLogics.id, logicId)))
    .returning();
  return updated!;
}

export function rulesOfLogics(tx: Transaction, storeId: number, logicIds: number[]) {
  return tx
    .select()
    .from(logicRules)
    .where(and(eq(logicRules.storeId, storeId), inArray(logicRules.logicId, logicIds)));
}

export function imageOfService(tx: Transaction, storeId: number, serviceId: number, imageId: number) {
  return rowOfStore(tx, serviceImages, storeId, imageId, { where: eq(serviceImages.serviceId, serviceId) });
}

// A service with its images and options (values, value images, logics, logic rules) as one record: loaded
// with one query per table, and saved in the caller's transaction after the rules module has checked it
// (docs/product.md#options-logic-text's logic and validation-rule messages). Saved rows keep their ids across
// saves (answers
// in carts refer to option ids, rules to choice ids); new rows may carry temporary text ids that rules of
// the same payload refer to.
import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  canEnableLogic,
  checkLogicText,
  checkValidationRule,
  createOption,
  duplicateChoice,
  eligibleCompareFields,
  isNumberField,
  isOperatorAllowed,
  OptionType,
  renumberRules,
  tagForType,
  toNumber,
  VALIDATION_OPTION_TYPES,
  type OptionId,
  type OptionLogic,
  type OptionToggles,
  type ServiceOption,
  type OptionRecord,
  type ServicePayload,
} from '../../shared/rules/index.ts';
import type { FieldError } from '../../shared/errors.ts';
import { invalid, notFound } from '../http-errors.ts';
import type { Transaction } from '../db/database.ts';
import {
  itemCategories,
  logicRules,
  optionLogics,
  optionValueImages,
  optionValues,
  serviceCategories,
  serviceImages,
  serviceOptions,
  services,
} from '../db/schema/index.ts';
import { fromCents, toCents } from '../crud/record-mapping.ts';

type Row = Record<string, unknown>;

/** Options whose answers are a choice among the option's values. */
// ------------------------------------------------------------------------------------------------ read

/** The service records of `ids` in one store, keyed by id (missing ids are absent). */
export async function loadServices(
  tx: Transaction,
  storeId: number,
  ids: number[],
): Promise<Map<number, Row>> {
  const out = new Map<number, Row>();
  if (!ids.length) return out;
  const rows = await tx
    .select()
    .from(services)
    .where(and(eq(services.storeId, storeId), inArray(services.id, ids)));
  if (!rows.length) return out;
  const found = rows.map((r) => r.id);
  const [images, options] = await Promise.all([
    tx
      .select()
      .from(serviceImages)
      .where(and(eq(serviceImages.storeId, storeId), inArray(serviceImages.serviceId, found)))
      .orderBy(asc(serviceImages.sequence), asc(serviceImages.id)),
    tx
      .select()
      .from(serviceOptions)
      .where(and(eq(serviceOptions.storeId, storeId), inArray(serviceOptions.serviceId, found)))
      .orderBy(asc(serviceOptions.sequence), asc(serviceOptions.id)),
  ]);
  const optionRecords = await optionRecordsOf(tx, storeId, options);
  for (const s of rows) {
    out.set(s.id, {
      ...serviceRecord(s),
      images: images.filter((i) => i.serviceId === s.id).map(imageRecord),
      options: options.flatMap((o, i) => (o.serviceId === s.id ? [optionRecords[i]!] : [])),
    });
  }
  return out;
}

export function serviceRecord(s: typeof services.$inferSelect): Row {
  return {
    id: s.id,
    store_id: s.storeId,
    name: s.name,
    description: s.description,
    price: fromCents(s.basePriceCents),
    item_tag: s.itemTag,
    top_level_tag: s.topLevelTag,
    image: s.image,
    sequence: s.sequence,
    is_active: s.isActive,
    deposit_rule: s.depositRule,
    deposit_amount: fromCents(s.depositAmountCents),
    deposit_percent: s.depositPercent,
    version: s.version,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
  };
}

const imageRecord = (i: typeof serviceImages.$inferSelect) => ({
  id: i.id,
  url: i.url,
  alt: i.alt,
  sequence: i.sequence,
});

export const valueImageRecord = (i: typeof optionValueImages.$inferSelect) => ({
  id: i.id,
  url: i.url,
  sequence: i.sequence,
});

export function valueRecord(
  v: typeof optionValues.$inferSelect,
  images: (typeof optionValueImages.$inferSelect)[],
) {
  return {
    id: v.id,
    value: v.value,
    sku: v.sku,
    price: fromCents(v.priceCents),
    image: v.image,
    sequence: v.sequence,
    images: images.filter((i) => i.valueId === v.id).map(valueImageRecord),
  };
}

export const ruleRecord = (r: typeof logicRules.$inferSelect) => ({
  id: r.id,
  logic_sequence_number: r.logicSequenceNumber,
  compare_option_field: r.compareOptionField,
  operator_type: r.operatorType,
  compare_to: r.compareTo,
});

export function logicRecord(l: typeof optionLogics.$inferSelect, rules: (typeof logicRules.$inferSelect)[]) {
  return {
    id: l.id,
    action: l.action,
    conditional_join: l.conditionalJoin,
    apply_to_option_id: l.applyToOptionId,
    is_logic_enable: l.isLogicEnable,
    logic_rule: l.logicRule,
    rules: rules.filter((r) => r.logicId === l.id).map(ruleRecord),
  };
}

/** Option records (values with images, logic with rules) of option rows, in the rows' order. */
export async function optionRecordsOf(
  tx: Transaction,
  storeId: number,
  options: (typeof serviceOptions.$inferSelect)[],
): Promise<Row[]> {
  if (!options.length) return [];
  const optionIds = options.map((o) => o.id);
  const [values, logics] = await Promise.all([
    tx
      .select()
      .from(optionValues)
      .where(and(eq(optionValues.storeId, storeId), inArray(optionValues.optionId, optionIds)))
      .orderBy(asc(optionValues.sequence), asc(optionValues.id)),
    tx
      .select()
      .from(optionLogics)
      .where(and(eq(optionLogics.storeId, storeId), inArray(optionLogics.optionId, optionIds))),
  ]);
  const [valueImages, rules] = await Promise.all([
    values.length
      ? tx
          .select()
          .from(optionValueImages)
          .where(
            and(
              eq(optionValueImages.storeId, storeId),
              inArray(
                optionValueImages.valueId,
                values.map((v) => v.id),
              ),
            ),
          )
          .orderBy(asc(optionValueImages.sequence), asc(optionValueImages.id))
      : [],
    logics.length
      ? tx
          .select()
          .from(logicRules)
          .where(
            and(
              eq(logicRules.storeId, storeId),
              inArray(
                logicRules.logicId,
                logics.map((l) => l.id),
              ),
            ),
          )
          .orderBy(asc(logicRules.logicSequenceNumber), asc(logicRules.id))
      : [],
  ]);
  return options.map((o) => ({
    id: o.id,
    sequence: o.sequence,
    type: o.type,
    tag: o.tag,
    label: { value: o.label },
    values: values.filter((v) => v.optionId === o.id).map((v) => valueRecord(v, valueImages)),
    logics: logics.filter((l) => l.optionId === o.id).map((l) => logicRecord(l, rules)),
    advance_option_meta_data: o.advanceOptionMetaData,
    meta_data: o.metaData,
    toggles: o.toggles,
  }));
}

// ---------------------------------------------------------------------------------------------- check

const at = (path: string, message: string): FieldError => ({ field: path, message });

/**
 * Normalises the options of a payload into the rules module's shape (order = array order, tags from types,
 * default toggles and meta data, rules renumbered, apply_to set to the option's own index) and checks them
 * with the rules module. Every problem is returned with its path, e.g. options.2.logics.0.logic_rule.
 */
export function checkOptions(payload: readonly OptionRecord[]): {
  options: ServiceOption[];
  errors: FieldError[];
} {
  const errors: FieldError[] = [];
  const options: ServiceOption[] = payload.map((o, i) => {
    const validation = o.advance_option_meta_data ?? {};
    const isValidation = validation.is_validation ?? false;
    const option = createOption({
      id: o.id ?? `new-option-${i}`,
      type: o.type,
      sequence: i + 1,
      label: { value: o.label.value },
      values: (o.values ?? []).map((v, j) => ({ ...v, id: v.id ?? `new-value-${i}-${j}` })),
      meta_data: {
        warranty_date_label: o.meta_data?.warranty_date_label ?? null,
        is_external_database: o.meta_data?.is_external_database ?? false,
        fields: o.meta_data?.fields ?? [],
      },
      toggles: o.toggles as OptionToggles | undefined,
    });
    option.tag = tagForType(o.type)!;
    option.advance_option_meta_data = {
      is_validation: isValidation,
      validations_rules: (validation.validations_rules ?? []).map((r) => ({ ...r, tag: option.tag })),
    };
    // The Validation toggle and is_validation are one setting (docs/rules-engine.md).
    option.toggles.validation = { ...option.toggles.validation, active: isValidation };
    option.logics = (o.logics ?? []).map((l) => ({
      id: l.id,
      action: l.action,
      conditional_join: l.conditional_join,
      apply_to_option_id: i,
      is_logic_enable: l.is_logic_enable ?? false,
      logic_rule: l.logic_rule ?? '',
      rules: renumberRules(l.rules.map((r) => ({ ...r, logic_sequence_number: 0 }))),
    }));
    return option;
  });

  options.forEach((option, i) => {
    const base = `options.${i}`;
    if (option.toggles.is_metal_type.active && option.type !== OptionType.dropdown)
      errors.push(at(`${base}.toggles.is_metal_type`, 'Metal Type is for dropdown options only.'));
    const validation = option.advance_option_meta_data;
    if (validation.is_validation) {
      if (!VALIDATION_OPTION_TYPES.includes(option.type))
        errors.push(
          at(
            `${base}.advance_option_meta_data.is_validation`,
            'Validation is for size, insurance and warranty only.',
          ),
        );
      else
        validation.validations_rules.forEach((rule, k) => {
          for (const [field, message] of Object.entries(checkValidationRule(rule, option)))
            errors.push(at(`${base}.advance_option_meta_data.validations_rules.${k}.${field}`, message));
        });
    }
    option.logics.forEach((logic, l) => checkLogic(options, i, logic, `${base}.logics.${l}`, errors));
  });
  return { options, errors };
}

function checkLogic(
  options: ServiceOption[],
  index: number,
  logic: OptionLogic,
  base: string,
  errors: FieldError[],
) {
  if (logic.rules.length === 0) {
    errors.push(
      at(`${base}.rules`, 'A logic needs at least one rule; deleting the last rule removes the logic.'),
    );
    return;
  }
  const eligible = new Set(eligibleCompareFields(options, index).map((f) => f.index));
  logic.rules.forEach((rule, r) => {
    const path = `${base}.rules.${r}`;
    const target = options[rule.compare_option_field];
    if (!target || !eligible.has(rule.compare_option_field)) {
      errors.push(at(`${path}.compare_option_field`, 'This field cannot be compared in a rule.'));
      return;
    }
    if (!isOperatorAllowed(target, rule.operator_type)) {
      errors.push(at(`${path}.operator_type`, 'This operator is not offered for the compared field.'));
      return;
    }
    if (isNumberField(target)) {
      if (toNumber(rule.compare_to) === undefined)
        errors.push(at(`${path}.compare_to`, 'Please enter a number.'));
    } else if (!target.values.some((v) => String(v.id) === String(rule.compare_to))) {
      errors.push(at(`${path}.compare_to`, 'This is not a choice of the compared field.'));
    }
  });
  const duplicate = duplicateChoice(logic.rules, options);
  if (duplicate.message)
    errors.push(at(`${base}.rules.${duplicate.duplicates[0]}.compare_to`, duplicate.message));
  if (logic.is_logic_enable) {
    if (!canEnableLogic(logic.rules.length))
      errors.push(at(`${base}.is_logic_enable`, 'Logic can be enabled only with 2 or more rules.'));
    else {
      const message = checkLogicText(
        logic.logic_rule,
        logic.rules.map((rule) => rule.logic_sequence_number),
      );
      if (message) errors.push(at(`${base}.logic_rule`, message));
    }
  }
}

// ----------------------------------------------------------------------------------------------- save

interface SyncItem {
  id?: OptionId;
  values: Row;
  path: string;
}

/**
 * Makes a parent's child rows match `items`: rows named by a saved id are updated (an id that is not a
 * child of this parent is refused), rows without one are inserted, the parent's other rows are deleted.
 * Returns the ids in item order.
 */
async function syncRows(
  tx: Transaction,
  table: PgTable & { id: AnyPgColumn },
  parent: SQL,
  items: readonly SyncItem[],
): Promise<number[]> {
  const existing = new Set(
    ((await tx.select({ id: table.id }).from(table).where(parent)) as { id: number }[]).map((r) => r.id),
  );
  const kept = items.flatMap((item) => (typeof item.id === 'number' ? [item.id] : []));
  const unknown = items.filter((item) => typeof item.id === 'number' && !existing.has(item.id));
  if (unknown.length)
    throw invalid(
      unknown.map((item) => at(`${item.path}.id`, `${item.path}.id is not part of this service`)),
    );
  // Deleted first: a replaced row may hold a unique key (one logic per option, one SKU per option).
  await tx.delete(table).where(kept.length ? and(parent, notInArray(table.id, kept)) : parent);
  const ids: number[] = [];
  for (const item of items) {
    if (typeof item.id === 'number') {
      await tx
        .update(table)
        .set(item.values as never)
        .where(and(parent, eq(table.id, item.id)));
      ids.push(item.id);
    } else {
      const [created] = (await tx
        .insert(table)
        .values(item.values as never)
        .returning({ id: table.id })) as { id: number }[];
      ids.push(created!.id);
    }
  }
  return ids;
}

/** Item and top-level tags must name the store's categories. */
async function checkTags(tx: Transaction, storeId: number, body: ServicePayload) {
  const errors: FieldError[] = [];
  const pairs = [
    ['item_tag', body.item_tag, itemCategories] as const,
    ['top_level_tag', body.top_level_tag, serviceCategories] as const,
  ];
  for (const [field, tag, table] of pairs) {
    if (tag === undefined || tag === null) continue;
    const [found] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.storeId, storeId), eq(table.tag, tag)));
    if (!found) errors.push(at(field, `${field} is not a category of this store`));
  }
  if (errors.length) throw invalid(errors);
}

/**
 * Creates (serviceId null) or updates a service with its images and options in the caller's transaction.
 * Fields left out keep their values; `images` and `options`, when given, replace the lists.
 */
export async function saveService(
  tx: Transaction,
  storeId: number,
  serviceId: number | null,
  body: ServicePayload,
): Promise<number> {
  const checked = body.options ? checkOptions(body.options) : null;
  if (checked?.errors.length) throw invalid(checked.errors);
  await checkTags(tx, storeId, body);

  const columns: Row = {};
  if (body.name !== undefined) columns.name = body.name;
  if (body.description !== undefined) columns.description = body.description;
  if (body.price !== undefined) columns.basePriceCents = toCents(body.price);
  if (body.item_tag !== undefined) columns.itemTag = body.item_tag;
  if (body.top_level_tag !== undefined) columns.topLevelTag = body.top_level_tag;
  if (body.image !== undefined) columns.image = body.image;
  if (body.sequence !== undefined) columns.sequence = body.sequence;
  if (body.is_active !== undefined) columns.isActive = body.is_active;
  if (body.deposit_rule !== undefined) columns.depositRule = body.deposit_rule;
  if (body.deposit_amount !== undefined) columns.depositAmountCents = toCents(body.deposit_amount);
  if (body.deposit_percent !== undefined) columns.depositPercent = body.deposit_percent;

  let id: number;
  if (serviceId === null) {
    const [created] = await tx
      .insert(services)
      .values({ ...columns, storeId } as typeof services.$inferInsert)
      .returning({ id: services.id });
    id = created!.id;
  } else {
    const [updated] = await tx
      .update(services)
      .set({ ...columns, version: sql`${services.version} + 1` })
      .where(and(eq(services.storeId, storeId), eq(services.id, serviceId)))
      .returning({ id: services.id });
    if (!updated) throw notFound();
    id = updated.id;
  }

  if (body.images)
    await syncRows(
      tx,
      serviceImages,
      and(eq(serviceImages.storeId, storeId), eq(serviceImages.serviceId, id))!,
      body.images.map((image, i) => ({
        id: image.id,
        path: `images.${i}`,
        values: { storeId, serviceId: id, url: image.url, alt: image.alt ?? '', sequence: i },
      })),
    );

  if (checked) await saveOptions(tx, storeId, id, checked.options, body.options!);
  return id;
}

async function saveOptions(
  tx: Transaction,
  storeId: number,
  serviceId: number,
  options: ServiceOption[],
  payload: readonly OptionRecord[],
) {
  const optionIds = await syncRows(
    tx,
    serviceOptions,
    and(eq(serviceOptions.storeId, storeId), eq(serviceOptions.serviceId, serviceId))!,
    options.map((o, i) => ({
      id: payload[i]!.id,
      path: `options.${i}`,
      values: {
        storeId,
        serviceId,
        sequence: o.sequence,
        type: o.type,
        tag: o.tag,
        label: o.label.value,
        toggles: o.toggles,
        metaData: o.meta_data,
        advanceOptionMetaData: o.advance_option_meta_data,
      },
    })),
  );

  // Values first: rules refer to choices by id, and a new choice's temporary id becomes its real one.
  const choiceIds = new Map<string, number>();
  for (const [i, option] of options.entries()) {
    const optionId = optionIds[i]!;
    const values = payload[i]!.values ?? [];
    const valueIds = await syncRows(
      tx,
      optionValues,
      and(eq(optionValues.storeId, storeId), eq(optionValues.optionId, optionId))!,
      values.map((v, j) => ({
        id: v.id,
        path: `options.${i}.values.${j}`,
        values: {
          storeId,
          optionId,
          sequence: j,
          value: v.value,
          sku: v.sku ?? null,
          priceCents: toCents(v.price ?? 0),
          image: v.image ?? null,
        },
      })),
    );
    for (const [j, value] of values.entries()) {
      choiceIds.set(`${i}:${String(option.values[j]!.id)}`, valueIds[j]!);
      if (!value.images) continue;
      await syncRows(
        tx,
        optionValueImages,
        and(eq(optionValueImages.storeId, storeId), eq(optionValueImages.valueId, valueIds[j]!))!,
        value.images.map((image, k) => ({
          id: image.id,
          path: `options.${i}.values.${j}.images.${k}`,
          values: { storeId, valueId: valueIds[j]!, url: image.url, sequence: k },
        })),
      );
    }
  }

  for (const [i, option] of options.entries()) {
    const optionId = optionIds[i]!;
    const logicIds = await syncRows(
      tx,
      optionLogics,
      and(eq(optionLogics.storeId, storeId), eq(optionLogics.optionId, optionId))!,
      option.logics.map((logic, l) => ({
        id: logic.id,
        path: `options.${i}.logics.${l}`,
        values: {
          storeId,
          optionId,
          action: logic.action,
          conditionalJoin: logic.conditional_join,
          applyToOptionId: i,
          isLogicEnable: logic.is_logic_enable,
          logicRule: logic.logic_rule,
        },
      })),
    );
    for (const [l, logic] of option.logics.entries()) {
      await syncRows(
        tx,
        logicRules,
        and(eq(logicRules.storeId, storeId), eq(logicRules.logicId, logicIds[l]!))!,
        logic.rules.map((rule, r) => {
          const target = options[rule.compare_option_field]!;
          const compareTo = isNumberField(target)
            ? toNumber(rule.compare_to)!
            : (choiceIds.get(`${rule.compare_option_field}:${String(rule.compare_to)}`) ?? rule.compare_to);
          return {
            id: rule.id,
            path: `options.${i}.logics.${l}.rules.${r}`,
            values: {
              storeId,
              logicId: logicIds[l]!,
              logicSequenceNumber: rule.logic_sequence_number,
              compareOptionField: rule.compare_option_field,
              operatorType: rule.operator_type,
              compareTo,
            },
          };
        }),
      );
    }
  }
}

/** Marks a service changed (its options' compile cache keys on the version). */
export async function bumpVersion(tx: Transaction, storeId: number, serviceId: number) {
  await tx
    .update(services)
    .set({ version: sql`${services.version} + 1` })
    .where(and(eq(services.storeId, storeId), eq(services.id, serviceId)));
}

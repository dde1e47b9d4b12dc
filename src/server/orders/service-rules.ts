// The server's check of an item's answers against its service's option rules (decisions.md "Service
// options"), at add-to-cart, at checkout and on estimate requests: hidden options' answers are dropped,
// required visible options must be answered, and a broken validation rule refuses the item with its
// message. A service with no options accepts any answers as none. Also prices the item: the service's base
// price plus the option cost of each chosen value whose option has "Option cost" on.
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  applyServiceAnswers,
  compileService,
  type Answer,
  type ServiceAnswers,
  type ServiceDefinition,
  type ServiceOption,
} from '../../shared/rules/index.ts';
import type { Transaction } from '../db/database.ts';
import { logicRules, optionLogics, optionValues, serviceOptions, services } from '../db/schema/index.ts';
import { invalid } from '../http-errors.ts';

export type ServiceRow = typeof services.$inferSelect;

/** A service's options in the rules engine's shape (spec section 3), in sequence order. */
export async function loadServiceDefinition(
  tx: Transaction,
  storeId: number,
  service: ServiceRow,
): Promise<ServiceDefinition> {
  const options = await tx
    .select()
    .from(serviceOptions)
    .where(and(eq(serviceOptions.storeId, storeId), eq(serviceOptions.serviceId, service.id)))
    .orderBy(asc(serviceOptions.sequence), asc(serviceOptions.id));
  if (options.length === 0) return { id: service.id, options: [] };
  const optionIds = options.map((o) => o.id);
  const logics = await tx
    .select()
    .from(optionLogics)
    .where(and(eq(optionLogics.storeId, storeId), inArray(optionLogics.optionId, optionIds)));
  const rules = logics.length
    ? await tx
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
        .orderBy(asc(logicRules.logicSequenceNumber))
    : [];
  return {
    id: service.id,
    options: options.map((o): ServiceOption => ({
      id: o.id,
      sequence: o.sequence,
      tag: o.tag,
      type: o.type,
      label: { value: o.label },
      // The rules compare choice ids; the choices themselves are not needed to decide.
      values: [],
      logics: logics
        .filter((l) => l.optionId === o.id)
        .map((l) => ({
          id: l.id,
          action: l.action,
          conditional_join: l.conditionalJoin,
          apply_to_option_id: l.applyToOptionId,
          is_logic_enable: l.isLogicEnable,
          logic_rule: l.logicRule,
          rules: rules
            .filter((r) => r.logicId === l.id)
            .map((r) => ({
              id: r.id,
              logic_sequence_number: r.logicSequenceNumber,
              compare_option_field: r.compareOptionField,
              operator_type: r.operatorType,
              compare_to: r.compareTo,
            })),
        })),
      advance_option_meta_data: o.advanceOptionMetaData,
      meta_data: o.metaData,
      toggles: o.toggles,
    })),
  };
}

export interface CheckedItem {
  service: ServiceRow;
  answers: Record<string, Answer>;
  unitPriceCents: number;
}

/**
 * Finds an active service of the store and applies its option rules to the answers. Refuses with 400:
 * an unknown service (naming `fieldPrefix`service_id), or the first broken rule (naming the answer).
 */
export async function checkItem(
  tx: Transaction,
  storeId: number,
  serviceId: number,
  answers: ServiceAnswers,
  fieldPrefix = '',
): Promise<CheckedItem> {
  const [service] = await tx
    .select()
    .from(services)
    .where(and(eq(services.storeId, storeId), eq(services.id, serviceId), eq(services.isActive, true)));
  if (!service) {
    throw invalid([
      {
        field: `${fieldPrefix}service_id`,
        message: `${fieldPrefix}service_id is not a service of this store`,
      },
    ]);
  }
  const definition = await loadServiceDefinition(tx, storeId, service);
  if (definition.options.length === 0)
    return { service, answers: {}, unitPriceCents: service.basePriceCents };
  const applied = applyServiceAnswers(compileService(definition), answers);
  if (!applied.ok) {
    const fields = Object.entries(applied.errors).flatMap(([optionId, messages]) =>
      messages.map((message) => ({ field: `${fieldPrefix}answers.${optionId}`, message })),
    );
    throw invalid(fields, applied.message ?? undefined);
  }
  return {
    service,
    answers: applied.answers,
    unitPriceCents: service.basePriceCents + (await optionCosts(tx, storeId, definition, applied.answers)),
  };
}

/** The option cost of the chosen values of options with "Option cost" on. */
async function optionCosts(
  tx: Transaction,
  storeId: number,
  definition: ServiceDefinition,
  answers: Record<string, Answer>,
): Promise<number> {
  const chosen: { optionId: number; valueId: number }[] = [];
  for (const option of definition.options) {
    if (!option.toggles?.is_option_cost?.active) continue;
    const answer = answers[String(option.id)];
    const ids = Array.isArray(answer) ? answer : [answer];
    for (const id of ids) {
      const n = typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : NaN;
      if (Number.isSafeInteger(n)) chosen.push({ optionId: Number(option.id), valueId: n });
    }
  }
  if (chosen.length === 0) return 0;
  const rows = await tx
    .select({ id: optionValues.id, optionId: optionValues.optionId, priceCents: optionValues.priceCents })
    .from(optionValues)
    .where(
      and(
        eq(optionValues.storeId, storeId),
        inArray(
          optionValues.id,
          chosen.map((c) => c.valueId),
        ),
      ),
    );
  return chosen.reduce(
    (sum, c) => sum + (rows.find((r) => r.id === c.valueId && r.optionId === c.optionId)?.priceCents ?? 0),
    0,
  );
}

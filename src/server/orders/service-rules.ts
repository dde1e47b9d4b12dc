// The server's check of an item's answers against its service's option rules
// (docs/product.md#options-server-check),
// at add-to-cart, at checkout and on estimate requests: hidden options' answers are dropped,
// required visible options must be answered, and a broken validation rule refuses the item with its
// message. A service with no options accepts any answers as none. Also prices the item: the service's base
// price plus the option cost of each chosen value whose option has "Option cost" on. The service is read
// with the catalogue's own loader (catalogue/service-tree.ts), compiled once per service version.
import type { FieldError } from '../../shared/errors.ts';
import { ruleMessageKey } from '../../shared/i18n/rule-messages.ts';
import {
  applyServiceAnswers,
  compileServiceCached,
  type Answer,
  type ServiceAnswers,
  type ServiceOption,
} from '../../shared/rules/index.ts';
import { loadServices } from '../catalogue/service-tree.ts';
import { toCents } from '../crud/record-mapping.ts';
import type { Transaction } from '../db/database.ts';
import { invalid } from '../http-errors.ts';

export interface CheckedItem {
  serviceId: number;
  serviceName: string;
  answers: Record<string, Answer>;
  unitPriceCents: number;
  /** The service's own deposit rule, as read with it (depositFor needs no read of its own). */
  deposit: ServiceDeposit;
}

/** A service's deposit rule (docs/product.md#payments-deposits), amounts in cents. */
export interface ServiceDeposit {
  rule: string;
  amountCents: number;
  percent: number;
}

type LoadedOption = ServiceOption & { values: { id: number; price: number }[] };

/**
 * Finds an active service of the store and applies its option rules to the answers. Refuses with 400: an
 * unknown service (naming `<prefix>service_id`), or every broken rule (naming `<prefix>answers.<option id>`).
 */
export async function checkItem(
  tx: Transaction,
  storeId: number,
  serviceId: number,
  answers: ServiceAnswers,
  fieldPrefix = '',
): Promise<CheckedItem> {
  return checkLoadedItem(
    (await loadServices(tx, storeId, [serviceId])).get(serviceId),
    serviceId,
    answers,
    fieldPrefix,
  );
}

/** A service as loadServices gives it (catalogue/service-tree.ts), or undefined for none. */
export type LoadedService = Awaited<ReturnType<typeof loadServices>> extends Map<number, infer R> ? R : never;

/**
 * checkItem on a service already loaded (the storefront's, from the public cache: carts.service.ts
 * storefrontService). The service is only read, never changed: a cached one is shared by every request.
 */
export function checkLoadedItem(
  service: LoadedService | undefined,
  serviceId: number,
  answers: ServiceAnswers,
  fieldPrefix = '',
): CheckedItem {
  if (!service || service.is_active !== true) {
    throw invalid([
      {
        field: `${fieldPrefix}service_id`,
        message: `${fieldPrefix}service_id is not a service of this store`,
      },
    ]);
  }
  const base = {
    serviceId,
    serviceName: String(service.name),
    unitPriceCents: toCents(Number(service.price)),
    deposit: {
      rule: String(service.deposit_rule),
      amountCents: toCents(Number(service.deposit_amount ?? 0)),
      percent: Number(service.deposit_percent ?? 0),
    },
  };
  const options = (service.options ?? []) as LoadedOption[];
  if (options.length === 0) return { ...base, answers: {} };
  const compiled = compileServiceCached({ id: serviceId, version: service.version as number, options });
  const applied = applyServiceAnswers(compiled, answers);
  if (!applied.ok) {
    const fields = Object.entries(applied.errors).flatMap(([optionId, messages]) =>
      messages.map((message): FieldError => {
        // The product's own words go with their key (docs/product.md#api-errors-words); a store's as written.
        const key = ruleMessageKey(message);
        return {
          field: `${fieldPrefix}answers.${optionId}`,
          message,
          ...(key ? { message_key: key, message_params: {} } : {}),
        };
      }),
    );
    const key = applied.message ? ruleMessageKey(applied.message) : undefined;
    throw invalid(fields, key ? { key, params: {} } : (applied.message ?? undefined));
  }
  return {
    ...base,
    answers: applied.answers,
    unitPriceCents: base.unitPriceCents + optionCosts(options, applied.answers),
  };
}

/** The option cost of the chosen values of options with "Option cost" on. */
function optionCosts(options: LoadedOption[], answers: Record<string, Answer>): number {
  let cents = 0;
  for (const option of options) {
    if (!option.toggles?.is_option_cost?.active) continue;
    const answer = answers[String(option.id)];
    const chosen = new Set((Array.isArray(answer) ? answer : [answer]).map(String));
    for (const value of option.values) if (chosen.has(String(value.id))) cents += toCents(value.price);
  }
  return cents;
}

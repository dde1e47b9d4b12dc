// Option answers in words. An order item keeps its answers keyed by option id, with choice ids as values
// (`{"41": "97"}`), which tells staff nothing; every read of items (sales orders, work orders, estimates)
// sends them also as `answer_labels` — the option's label and the chosen value's label, in the service's
// option order — resolved in two queries per page of items, whatever its size. A vendor reads the words of
// the answers sent to it only, through vendor_answer_options/choices (vendor-answer-labels.ts); for a store
// those add nothing, and row-level security keeps the plain reads to the reader's own store.
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { CHOICE_TYPES, OptionType } from '../../shared/rules/option-types.ts';
import { DateFormat } from '../../shared/format.ts';
import { isLocale } from '../../shared/i18n/locales.ts';
import { wordsIn, type StoreWords } from '../i18n/store-words.ts';

export interface AnswerLabel {
  option_id: string;
  option: string;
  value: string;
}

/** An item's store and answers (a super admin's page may hold several stores' items). */
export interface AnsweredItem {
  storeId: number;
  answers: Record<string, unknown> | null | undefined;
}

const blank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && !v.length);
const words = (key: string) => key.replace(/[_-]/g, ' ').replace(/^./, (c) => c.toUpperCase());
/** An int[] parameter (every element an integer, so the literal is safe). */
const intArray = (ids: number[]) => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;
type OptionRow = {
  storeId: number;
  id: number;
  label: string;
  type: number;
  sequence: number;
  metaData: unknown;
  /** The store's language and currency: the answers are worded as its catalogue is (docs/product.md#languages). */
  language: string | null;
  currency: string | null;
};

const asId = (key: string) => (/^\d{1,9}$/.test(key) ? Number(key) : null);

/** The answers of each item in words, in the items' order. */
export async function labelAnswers(tx: Transaction, items: AnsweredItem[]): Promise<AnswerLabel[][]> {
  const storeIds = [...new Set(items.map((i) => i.storeId))];
  const optionIds = [
    ...new Set(
      items.flatMap((i) => Object.keys(i.answers ?? {}).map(asId)).filter((id): id is number => id !== null),
    ),
  ];
  const options = optionIds.length
    ? (
        await tx.execute<OptionRow>(sql`
          select o.store_id as "storeId", o.id, o.label, o.type, o.sequence, o.meta_data as "metaData",
                 ss.language, ss.currency
            from service_options o left join store_settings ss on ss.store_id = o.store_id
           where o.store_id = any(${intArray(storeIds)}) and o.id = any(${intArray(optionIds)})
          union all
          select store_id, id, label, type, sequence, meta_data, language, currency
            from vendor_answer_options(${intArray(storeIds)}, ${intArray(optionIds)})`)
      ).rows
    : [];
  // An option counts for an item of its own store only.
  const options_ = new Map(options.map((o) => [`${o.storeId}:${o.id}`, o]));
  const optionOf = (item: AnsweredItem, key: string) => options_.get(`${item.storeId}:${key}`);
  const choiceIds = new Set<number>();
  for (const item of items)
    for (const [key, value] of Object.entries(item.answers ?? {}))
      if (CHOICE_TYPES.includes(optionOf(item, key)?.type ?? 0))
        for (const v of [value].flat()) {
          const id = asId(String(v));
          if (id !== null) choiceIds.add(id);
        }
  const choices = choiceIds.size
    ? (
        await tx.execute<{ id: number; optionId: number; value: string }>(sql`
          select id, option_id as "optionId", value from option_values
           where store_id = any(${intArray(storeIds)}) and id = any(${intArray([...choiceIds])})
          union all
          select id, option_id, value from vendor_answer_choices(${intArray(storeIds)}, ${intArray([...choiceIds])})`)
      ).rows
    : [];
  const choiceOf = new Map(choices.map((c) => [`${c.optionId}:${c.id}`, c.value]));

  return items.map((item) =>
    Object.entries(item.answers ?? {})
      .filter(([, value]) => !blank(value))
      .map(([key, value]) => {
        const option = optionOf(item, key);
        return {
          sequence: option?.sequence ?? Number.MAX_SAFE_INTEGER,
          label: {
            option_id: key,
            option: option?.label ?? words(key),
            value: valueText(option, value, choiceOf, wordsOf(option)),
          },
        };
      })
      .sort((a, b) => a.sequence - b.sequence)
      .map((a) => a.label),
  );
}

type Option = { id: number; type: number; metaData: unknown };

/** The words of the option's store (English when its settings are not readable to the caller). */
const wordsOf = (option: OptionRow | undefined): StoreWords =>
  wordsIn(isLocale(option?.language) ? option.language : undefined, option?.currency ?? undefined);

/** One answer as staff read it; a choice that no longer exists keeps its stored id. */
function valueText(
  option: Option | undefined,
  value: unknown,
  choiceOf: Map<string, string>,
  { t, money, date }: StoreWords,
): string {
  const type = option?.type;
  if (option && CHOICE_TYPES.includes(type ?? 0))
    return [value]
      .flat()
      .map((v) => choiceOf.get(`${option.id}:${String(v)}`) ?? String(v))
      .join(', ');
  if (typeof value === 'boolean') return t(value ? 'storefront.options.yes' : 'storefront.options.no');
  if (type === OptionType.insurance) {
    const retail =
      typeof value === 'object' && value ? (value as { retail_value?: unknown }).retail_value : value;
    return Number.isFinite(Number(retail))
      ? t('storefront.options.retail_value_amount', { amount: money(Number(retail)) })
      : String(retail);
  }
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'object' && value) {
    const meta = (option?.metaData ?? {}) as {
      warranty_date_label?: string | null;
      fields?: { key: string; label?: string }[];
    };
    return Object.entries(value)
      .filter(([, v]) => !blank(v))
      .map(([field, v]) => {
        if (field === 'purchase_date')
          return `${meta.warranty_date_label || t('storefront.options.purchase_date')}: ${date(String(v), DateFormat.short)}`;
        const label =
          meta.fields?.find((f) => f.key === field)?.label ||
          t(`storefront.options.${field}`, { _: words(field) });
        return `${label}: ${String(v)}`;
      })
      .join(', ');
  }
  return String(value);
}

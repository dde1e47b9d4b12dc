// The answers of a cart or order item as the customer gave them, in words: each answered option's label and
// its value (a choice's name, yes/no, a size pair, "photo attached"), in the service's option order.
import type { Translate } from '../../shared/i18n/translate.ts';
import type { StoreService } from '../service/service-api.ts';

type Option = NonNullable<StoreService['options']>[number];

/** The words for an answer's own fields (a size pair, a warranty's date); an unknown field by its key. */
const FIELD_KEYS: Record<string, string> = {
  current_size: 'storefront.options.current_size',
  desired_size: 'storefront.options.desired_size',
  retail_value: 'storefront.options.retail_value',
  purchase_date: 'storefront.options.purchase_date',
  other: 'storefront.options.other',
};

function describe(t: Translate, option: Option | undefined, value: unknown): string {
  const humanKey = (key: string) => (FIELD_KEYS[key] ? t(FIELD_KEYS[key]) : key.replace(/_/g, ' '));
  const choice = (v: unknown) =>
    option?.values?.find((c) => c.id !== undefined && String(c.id) === String(v))?.value;
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) return value.map((v) => choice(v) ?? describe(t, undefined, v)).join(', ');
  if (typeof value === 'boolean') return value ? t('storefront.options.yes') : t('storefront.options.no');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => `${humanKey(k)} ${describe(t, undefined, v)}`)
      .join(', ');
  const named = choice(value);
  if (named) return named;
  const text = String(value);
  if (/^(https?:\/\/|\/api\/v1\/uploads\/)/.test(text)) return t('storefront.answers.photo');
  return text;
}

export interface AnswerLine {
  label: string;
  value: string;
}

export function summarizeAnswers(
  service: StoreService | undefined,
  answers: Record<string, unknown>,
  t: Translate,
): AnswerLine[] {
  const options = service?.options ?? [];
  const known = options
    .filter((o) => o.id !== undefined && String(o.id) in answers)
    .map((o) => ({ label: o.label.value, value: describe(t, o, answers[String(o.id)]) }));
  const unknown = Object.keys(answers)
    .filter((k) => !options.some((o) => String(o.id) === k))
    .map((k) => ({ label: t('storefront.answers.detail'), value: describe(t, undefined, answers[k]) }));
  return [...known, ...unknown].filter((l) => l.value !== '');
}

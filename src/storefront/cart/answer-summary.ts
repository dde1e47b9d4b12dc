// The answers of a cart or order item as the customer gave them, in words: each answered option's label and
// its value (a choice's name, yes/no, a size pair, "photo attached"), in the service's option order.
import type { StoreService } from '../service/service-api.ts';

type Option = NonNullable<StoreService['options']>[number];

const humanKey = (key: string) => key.replace(/_/g, ' ');

function describe(option: Option | undefined, value: unknown): string {
  const choice = (v: unknown) =>
    option?.values?.find((c) => c.id !== undefined && String(c.id) === String(v))?.value;
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) return value.map((v) => choice(v) ?? describe(undefined, v)).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => `${humanKey(k)} ${describe(undefined, v)}`)
      .join(', ');
  const named = choice(value);
  if (named) return named;
  const text = String(value);
  if (/^(https?:\/\/|\/api\/v1\/uploads\/)/.test(text)) return 'Photo attached';
  return text;
}

export interface AnswerLine {
  label: string;
  value: string;
}

export function summarizeAnswers(
  service: StoreService | undefined,
  answers: Record<string, unknown>,
): AnswerLine[] {
  const options = service?.options ?? [];
  const known = options
    .filter((o) => o.id !== undefined && String(o.id) in answers)
    .map((o) => ({ label: o.label.value, value: describe(o, answers[String(o.id)]) }));
  const unknown = Object.keys(answers)
    .filter((k) => !options.some((o) => String(o.id) === k))
    .map((k) => ({ label: 'Detail', value: describe(undefined, answers[k]) }));
  return [...known, ...unknown].filter((l) => l.value !== '');
}

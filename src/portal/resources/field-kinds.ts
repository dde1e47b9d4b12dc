// What kind of value a record field holds, read from its JSON schema and the declaration: it decides how a
// list cell, a detail line, a filter and a form input show it. Pure: no React, testable in Node.
import type { PortalView } from '../../shared/declarations/declare.ts';
import type { JsonSchemaProperty } from '../../shared/resource-schema.ts';

export type FieldKind =
  | 'text'
  | 'longText'
  | 'email'
  | 'url'
  | 'image'
  | 'html'
  | 'date'
  | 'dateTime'
  /** A moment shown as the time since (`x-display: 'age'`): "3 days". */
  | 'age'
  | 'money'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'enum'
  | 'reference'
  | 'tags'
  | 'list'
  | 'object';

export function typesOf(property: JsonSchemaProperty | undefined): string[] {
  const type = property?.type;
  if (type === undefined) return [];
  return typeof type === 'string' ? [type] : [...type];
}

export function mainTypeOf(property: JsonSchemaProperty | undefined): string | undefined {
  return typesOf(property).find((t) => t !== 'null');
}

export function enumOf(property: JsonSchemaProperty | undefined): (string | number)[] | undefined {
  const values = property?.enum;
  if (!Array.isArray(values)) return undefined;
  const out = values.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
  return out.length ? out : undefined;
}

export function fieldKindOf(
  source: string,
  property: JsonSchemaProperty | undefined,
  view?: Pick<PortalView, 'references' | 'form'>,
): FieldKind {
  if (view?.references?.[source]) return 'reference';
  if (view?.form?.[source]?.image) return 'image';
  if (view?.form?.[source]?.html) return 'html';
  const main = mainTypeOf(property);
  if (enumOf(property)) return 'enum';
  if (main === 'boolean') return 'boolean';
  if (main === 'number' && property?.format === 'money') return 'money';
  if (main === 'integer') return 'integer';
  if (main === 'number') return 'number';
  if (main === 'array') {
    const items = property?.items as JsonSchemaProperty | undefined;
    return mainTypeOf(items) === 'object' ? 'list' : 'tags';
  }
  if (main === 'object') return 'object';
  if (property?.['x-display'] === 'age') return 'age';
  if (property?.format === 'date-time') return 'dateTime';
  if (property?.format === 'date') return 'date';
  if (property?.format === 'email' || /email/.test(source)) return 'email';
  if (view?.form?.[source]?.multiline) return 'longText';
  if (/^image$|_image$|^logo$|^favicon$/.test(source)) return 'image';
  if (/url$|_link$/.test(source)) return 'url';
  return 'text';
}

/** The whole days since a moment, as people say it: "today", "1 day", "12 days". */
/** Whole days since a moment (0 today), or null when it is not a date. */
export function ageDays(since: string | number | Date, now: Date = new Date()): number | null {
  const days = Math.floor((now.getTime() - new Date(since).getTime()) / 86_400_000);
  return Number.isFinite(days) ? days : null;
}

export function ageText(since: string | number | Date, now: Date = new Date()): string {
  const days = ageDays(since, now);
  if (days === null) return '—';
  if (days < 1) return 'today';
  return days === 1 ? '1 day' : `${days} days`;
}

/** "in_progress" → "In progress": an enum value shown to people. */
export function humanizeValue(value: unknown): string {
  const text = String(value ?? '')
    .replace(/[_-]+/g, ' ')
    .trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The people's names of an enum's values, from the schema's `x-enum-labels` (same order as `enum`). */
export function enumChoicesOf(
  property: JsonSchemaProperty | undefined,
): { id: string | number; name: string }[] {
  const values = enumOf(property) ?? [];
  const labels = Array.isArray(property?.['x-enum-labels']) ? (property['x-enum-labels'] as unknown[]) : [];
  return values.map((id, i) => ({ id, name: typeof labels[i] === 'string' ? labels[i] : humanizeValue(id) }));
}

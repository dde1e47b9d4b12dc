// Parses ra-data-simple-rest's list query (filter, range and sort as JSON strings) against what a resource
// allows, so a bad query is a 400 naming the parameter, never a 500.
import { invalid } from '../http-errors.ts';
import { unstorableFields } from '../validation.ts';
import { nestsDeeperThan, tooDeep } from '../json-limits.ts';

export interface ListQuery {
  filter: Record<string, unknown>;
  offset: number;
  limit: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
}

export const listQuerystring = {
  type: 'object',
  additionalProperties: false,
  properties: {
    filter: {
      type: 'string',
      maxLength: 2000,
      description: 'JSON object, e.g. {"q":"main","is_active":true}',
    },
    range: { type: 'string', maxLength: 50, description: 'JSON [first, last], zero-based and inclusive' },
    sort: { type: 'string', maxLength: 100, description: 'JSON [field, "ASC" | "DESC"]' },
  },
} as const;

const maxPage = 500;

function parseJson(name: string, text: string | undefined): unknown {
  if (text === undefined) return undefined;
  if (nestsDeeperThan(text)) throw tooDeep(name);
  try {
    return JSON.parse(text);
  } catch {
    throw invalid([{ field: name, message: `${name} is not valid JSON` }]);
  }
}

export function parseListQuery(
  query: { filter?: string; range?: string; sort?: string },
  allowed: { filterable: readonly string[]; sortable: readonly string[]; defaultSort: ListQuery['sort'] },
): ListQuery {
  const filter = parseJson('filter', query.filter) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    throw invalid([{ field: 'filter', message: 'filter must be a JSON object' }]);
  // JSON escapes (\u0000) get past the query-string check: the parsed values are checked the same way.
  const unstorable = unstorableFields(filter);
  if (unstorable.length)
    throw invalid(
      unstorable.map((path) => ({
        field: `filter.${path}`,
        message: `filter.${path} must not contain NUL characters or unpaired surrogates`,
      })),
    );
  for (const key of Object.keys(filter)) {
    if (key !== 'q' && key !== 'id' && !allowed.filterable.includes(key))
      throw invalid([{ field: `filter.${key}`, message: `filter.${key} is not a filterable field` }]);
  }
  const range = parseJson('range', query.range) ?? [0, 24];
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((n) => Number.isInteger(n) && n >= 0) ||
    range[1] < range[0] ||
    range[1] - range[0] >= maxPage
  )
    throw invalid([{ field: 'range', message: `range must be [first, last] with at most ${maxPage} rows` }]);
  const sort = parseJson('sort', query.sort) ?? [allowed.defaultSort.field, allowed.defaultSort.order];
  if (
    !Array.isArray(sort) ||
    sort.length !== 2 ||
    !(allowed.sortable.includes(sort[0]) || sort[0] === 'id') ||
    !['ASC', 'DESC'].includes(sort[1])
  )
    throw invalid([
      { field: 'sort', message: `sort must be [field, "ASC" | "DESC"] on ${allowed.sortable.join(', ')}` },
    ]);
  return {
    filter: filter as Record<string, unknown>,
    offset: range[0],
    limit: range[1] - range[0] + 1,
    sort: { field: sort[0], order: sort[1] },
  };
}

// The server's field errors (docs/product.md#api-errors) as rjsf's error schema, so every rjsf form shows
// them on their fields.
import type { ErrorSchema } from '@rjsf/utils';
import type { ApiError } from '../../shared/errors.ts';

/** docs/product.md#api-errors's field errors as rjsf's error schema (field paths `a.b` → nested). */
export function errorSchemaOf(error: ApiError | null): ErrorSchema {
  const out: Record<string, unknown> = {};
  for (const f of error?.fields ?? []) {
    const path = f.field.split('.');
    let node = out;
    for (const part of path) node = (node[part] ??= {}) as Record<string, unknown>;
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), f.message];
  }
  return out as ErrorSchema;
}

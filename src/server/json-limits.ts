// Bounds on JSON a client sends, checked before anything walks it: a body of 2,000 nested arrays
// overflowed the stack of a recursive walker (a 500 on every JSON-body operation). The depth is measured
// without recursion (on JSON text: one pass, strings skipped; on a parsed body: an explicit stack), and
// the body's size by Fastify's bodyLimit. Too deep: 400 VALIDATION_ERROR naming the field; too large: 413
// VALIDATION_ERROR naming the body.
import { ApiFailure } from './http-errors.ts';
import { ErrorCode } from '../shared/errors.ts';

/** Deepest nesting of arrays and objects any request may send (the deepest schema needs about 6). */
export const maxJsonDepth = 32;
/** Largest JSON body, in bytes (uploads are multipart and have their own limit). */
export const maxJsonBytes = 1024 * 1024;

/** True when the JSON text nests arrays/objects deeper than `limit` (strings and escapes are skipped). */
export function nestsDeeperThan(text: string, limit = maxJsonDepth): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}

/** True when a parsed value nests arrays/objects deeper than `limit` (iterative: no stack to overflow). */
export function nestedDeeperThan(value: unknown, limit = maxJsonDepth): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const item of Array.isArray(v) ? v : Object.values(v))
      if (item !== null && typeof item === 'object') stack.push([item, depth + 1]);
  }
  return false;
}

export const tooDeep = (field: string) =>
  new ApiFailure(
    ErrorCode.validation,
    `${field}: nests arrays or objects deeper than ${maxJsonDepth} levels`,
    [{ field, message: `Must not nest arrays or objects deeper than ${maxJsonDepth} levels.` }],
  );

export const tooLarge = () =>
  new ApiFailure(
    ErrorCode.validation,
    `body: must be at most ${maxJsonBytes} bytes`,
    [{ field: 'body', message: `Must be at most ${maxJsonBytes} bytes.` }],
    413,
  );

// The logic text of an option's logic (e.g. `(1 AND 2) OR 3`): tokenizer, parser, the section-5 checks, a
// printer, and the rewrite used when a rule is deleted. The text may hold only digits 1-9, AND, OR,
// brackets and spaces; AND and OR may not be mixed at one bracket level.
import { RULE_MESSAGES } from './messages.ts';

/** Parsed logic text: a rule reference, or a group of terms joined by one operator. */
export type LogicExpr = { kind: 'ref'; n: number } | { kind: 'and' | 'or'; items: LogicExpr[] };

type Token = { t: 'num'; n: number } | { t: 'and' } | { t: 'or' } | { t: '(' } | { t: ')' };

export type ParseLogicResult = { ok: true; expr: LogicExpr } | { ok: false; message: string };

const ALLOWED = /^[1-9ANDOR() ]*$/;

function tokenize(text: string): Token[] | null {
  if (!ALLOWED.test(text)) return null;
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === ' ') {
      i += 1;
    } else if (c === '(' || c === ')') {
      tokens.push({ t: c });
      i += 1;
    } else if (c !== undefined && c >= '1' && c <= '9') {
      let j = i;
      while (j < text.length && (text[j] ?? '') >= '1' && (text[j] ?? '') <= '9') j += 1;
      tokens.push({ t: 'num', n: Number(text.slice(i, j)) });
      i = j;
    } else if (text.startsWith('AND', i)) {
      tokens.push({ t: 'and' });
      i += 3;
    } else if (text.startsWith('OR', i)) {
      tokens.push({ t: 'or' });
      i += 2;
    } else {
      return null;
    }
  }
  return tokens;
}

class Parser {
  pos = 0;
  mixed = false;
  readonly used: number[] = [];
  constructor(private readonly tokens: Token[]) {}

  /** expr := term ((AND | OR) term)* ; null when malformed. */
  expr(): LogicExpr | null {
    const first = this.term();
    if (!first) return null;
    const items = [first];
    let op: 'and' | 'or' | null = null;
    for (;;) {
      const tok = this.tokens[this.pos];
      if (!tok || (tok.t !== 'and' && tok.t !== 'or')) break;
      if (op !== null && op !== tok.t) this.mixed = true;
      op ??= tok.t;
      this.pos += 1;
      const next = this.term();
      if (!next) return null;
      items.push(next);
    }
    return op === null ? first : { kind: op, items };
  }

  /** term := NUMBER | '(' expr ')' */
  term(): LogicExpr | null {
    const tok = this.tokens[this.pos];
    if (!tok) return null;
    if (tok.t === 'num') {
      this.pos += 1;
      this.used.push(tok.n);
      return { kind: 'ref', n: tok.n };
    }
    if (tok.t === '(') {
      this.pos += 1;
      const inner = this.expr();
      if (!inner || this.tokens[this.pos]?.t !== ')') return null;
      this.pos += 1;
      return inner;
    }
    return null;
  }
}

/**
 * Parses the logic text against the rule numbers that exist. On failure the message is the one of spec
 * docs/product.md#options-logic-text; checks run in this order: characters and shape (incl. brackets),
 * repeated numbers, unknown
 * numbers, AND/OR mixed at one level.
 */
export function parseLogicText(text: string, ruleNumbers: readonly number[]): ParseLogicResult {
  const invalid = { ok: false as const, message: RULE_MESSAGES.invalidLogic };
  const tokens = tokenize(text);
  if (!tokens || tokens.length === 0) return invalid;
  const parser = new Parser(tokens);
  const expr = parser.expr();
  if (!expr || parser.pos !== tokens.length) return invalid;
  if (new Set(parser.used).size !== parser.used.length)
    return { ok: false, message: RULE_MESSAGES.repeatedNumber };
  if (parser.used.some((n) => !ruleNumbers.includes(n))) return invalid;
  if (parser.mixed) return { ok: false, message: RULE_MESSAGES.parentheses };
  return { ok: true, expr };
}

/** null when the logic text is valid, else the message of docs/product.md#options-logic-text. */
export function checkLogicText(text: string, ruleNumbers: readonly number[]): string | null {
  const result = parseLogicText(text, ruleNumbers);
  return result.ok ? null : result.message;
}

/** Logic (the text expression) can be enabled only with 2 or more rules. */
export function canEnableLogic(ruleCount: number): boolean {
  return ruleCount >= 2;
}

/** Prints an expression back as logic text; sub-groups get brackets. */
export function printLogicExpr(expr: LogicExpr): string {
  if (expr.kind === 'ref') return String(expr.n);
  const sep = expr.kind === 'and' ? ' AND ' : ' OR ';
  return expr.items
    .map((item) => (item.kind === 'ref' ? String(item.n) : `(${printLogicExpr(item)})`))
    .join(sep);
}

/**
 * Rewrites an expression after rules were deleted or renumbered: `renumber` maps an old rule number to its
 * new one, or to null when that rule is gone. Groups left with one term collapse; null when nothing is left.
 */
export function rewriteLogicExpr(expr: LogicExpr, renumber: (n: number) => number | null): LogicExpr | null {
  if (expr.kind === 'ref') {
    const n = renumber(expr.n);
    return n === null ? null : { kind: 'ref', n };
  }
  const items: LogicExpr[] = [];
  for (const item of expr.items) {
    const next = rewriteLogicExpr(item, renumber);
    if (next) items.push(next);
  }
  if (items.length === 0) return null;
  if (items.length === 1) return items[0] ?? null;
  return { kind: expr.kind, items };
}

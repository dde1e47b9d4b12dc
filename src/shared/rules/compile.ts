// Compiles a service's options once per service version: each option's logic becomes one json-rules-engine
// rule ({ conditions, event, priority }), plus the index the evaluators need — option positions, which
// options read which answers (the dependency index for incremental evaluation), required flags and the
// checked validation rules. The result is plain JSON (no functions), so it can be cached or shipped.
import { isNumberField, isOperatorAllowed } from './compare-fields.ts';
import { toNumber } from './answers.ts';
import type { BooleanCondition, Condition, FactCondition } from './conditions.ts';
import { factName, factsOf } from './conditions.ts';
import { canEnableLogic, parseLogicText, type LogicExpr } from './logic-text.ts';
import type { OptionTag, OptionTypeId } from './option-types.ts';
import { VALIDATION_OPTION_TYPES } from './option-types.ts';
import type {
  LogicAction,
  LogicRule,
  OptionId,
  OptionLogic,
  ServiceDefinition,
  ServiceOption,
} from './types.ts';
import { compileValidationRule, type CompiledValidation } from './validation-rule.ts';

export const LOGIC_EVENT = 'option-logic';

/** One option's logic in json-rules-engine's rule format. */
export interface CompiledRule {
  name: string;
  /** Higher runs first in json-rules-engine: options resolve in order (first option = highest). */
  priority: number;
  conditions: BooleanCondition;
  event: { type: typeof LOGIC_EVENT; params: { optionId: string; index: number; action: LogicAction } };
}

export interface CompiledOption {
  id: OptionId;
  /** String(id): the key of answers and results. */
  key: string;
  index: number;
  type: OptionTypeId;
  tag: OptionTag;
  label: string;
  /** Rules on this option compare numbers (tag `number`); otherwise choice ids. */
  numeric: boolean;
  required: boolean;
  /** The option's logic: its action and its rule's index in `rules`; null when always visible. */
  logic: { action: LogicAction; rule: number } | null;
  validations: CompiledValidation[];
}

export interface CompiledService {
  serviceId: OptionId | null;
  version: number | string | null;
  /** Options in resolution order (by sequence). */
  options: CompiledOption[];
  /** json-rules-engine rules, one per option with a logic. */
  rules: CompiledRule[];
  indexById: Record<string, number>;
  /** reads[i]: indexes of the options whose answers option i's logic compares. */
  reads: number[][];
  /** dependents[j]: indexes of the options whose logic compares option j's answer (ascending). */
  dependents: number[][];
  /** Data problems found while compiling (rules compiled as false, fallbacks); not user messages. */
  issues: string[];
}

/** The options in service order: by `sequence`, ties in array order. Logic rules index into this order. */
export function orderOptions<O extends Pick<ServiceOption, 'sequence'>>(options: readonly O[]): O[] {
  return options
    .map((option, i) => ({ option, i }))
    .sort((a, b) => a.option.sequence - b.option.sequence || a.i - b.i)
    .map((x) => x.option);
}

/** A condition that is always false (json-rules-engine: `in []`). */
const NEVER: FactCondition = { fact: 'never', operator: 'in', value: [] };

function compileRule(
  rule: LogicRule,
  ordered: readonly ServiceOption[],
  where: string,
  issues: string[],
): Condition {
  const index = rule.compare_option_field;
  const target = Number.isInteger(index) ? ordered[index] : undefined;
  if (!target) {
    issues.push(`${where}: compared option ${String(index)} does not exist`);
    return NEVER;
  }
  const fact = factName(index);
  if (!isOperatorAllowed(target, rule.operator_type)) {
    issues.push(`${where}: operator ${String(rule.operator_type)} is not offered for option ${index}`);
    return NEVER;
  }
  if (isNumberField(target)) {
    const n = toNumber(rule.compare_to);
    if (n === undefined) {
      issues.push(`${where}: compare_to ${JSON.stringify(rule.compare_to)} is not a number`);
      return NEVER;
    }
    switch (rule.operator_type) {
      case 'greater_than':
        return { fact, operator: 'greaterThan', value: n };
      case 'less_than':
        return { fact, operator: 'lessThan', value: n };
      case 'greater_or_equal':
        return { fact, operator: 'greaterThanInclusive', value: n };
      case 'less_or_equal':
        return { fact, operator: 'lessThanInclusive', value: n };
      default:
        // not_equal: an answered number on either side (an unanswered one passes neither).
        return {
          any: [
            { fact, operator: 'lessThan', value: n },
            { fact, operator: 'greaterThan', value: n },
          ],
        };
    }
  }
  const s = rule.compare_to === null || rule.compare_to === undefined ? '' : String(rule.compare_to);
  if (s.trim() === '') {
    issues.push(`${where}: no choice to compare with`);
    return NEVER;
  }
  // is: exactly this choice selected; contains: this choice among the selected (one id or an array).
  if (rule.operator_type === 'is') return { fact, operator: 'equal', value: s };
  return {
    any: [
      { fact, operator: 'equal', value: s },
      { fact, operator: 'contains', value: s },
    ],
  };
}

function exprToCondition(expr: LogicExpr, leaf: (n: number) => Condition): Condition {
  if (expr.kind === 'ref') return leaf(expr.n);
  const items = expr.items.map((e) => exprToCondition(e, leaf));
  return expr.kind === 'and' ? { all: items } : { any: items };
}

function compileLogic(
  logic: OptionLogic,
  ordered: readonly ServiceOption[],
  index: number,
  issues: string[],
): BooleanCondition | null {
  const where = `option ${index} logic`;
  if (logic.rules.length === 0) return null;
  if (logic.apply_to_option_id !== index) {
    issues.push(
      `${where}: apply_to_option_id ${logic.apply_to_option_id} differs; the logic applies to its owner`,
    );
  }
  const leaves = logic.rules.map((r, i) => compileRule(r, ordered, `${where} rule ${i + 1}`, issues));
  if (logic.is_logic_enable) {
    const numbers = logic.rules.map((r) => r.logic_sequence_number);
    const parsed = canEnableLogic(logic.rules.length) ? parseLogicText(logic.logic_rule, numbers) : null;
    if (parsed?.ok) {
      const leaf = (n: number): Condition => leaves[numbers.indexOf(n)] ?? NEVER;
      const cond = exprToCondition(parsed.expr, leaf);
      return 'all' in cond || 'any' in cond ? cond : { all: [cond] };
    }
    issues.push(
      `${where}: logic text ${JSON.stringify(logic.logic_rule)} unusable; conditional_join applies`,
    );
  }
  switch (logic.conditional_join) {
    case 'one':
      return { any: leaves };
    case 'none':
      return { not: { any: leaves } };
    case 'all':
      return { all: leaves };
    default:
      issues.push(`${where}: unknown conditional_join ${String(logic.conditional_join)}; all applies`);
      return { all: leaves };
  }
}

/** Compiles a service (see the file header). Pure; call once per service version (or use the cache). */
export function compileService(service: ServiceDefinition): CompiledService {
  const ordered = orderOptions(service.options);
  const n = ordered.length;
  const issues: string[] = [];
  const rules: CompiledRule[] = [];
  const indexById: Record<string, number> = {};
  const reads: number[][] = [];
  const dependents: number[][] = ordered.map(() => []);

  const options = ordered.map((option, index): CompiledOption => {
    const key = String(option.id);
    if (key in indexById)
      issues.push(`option ${index}: id ${key} repeats; answers by that id reach the first`);
    else indexById[key] = index;

    let logic: CompiledOption['logic'] = null;
    const logics = option.logics ?? [];
    if (logics.length > 1) issues.push(`option ${index}: more than one logic; the first applies`);
    const first = logics[0];
    const conditions = first ? compileLogic(first, ordered, index, issues) : null;
    if (first && conditions) {
      logic = { action: first.action === 'hide' ? 'hide' : 'show', rule: rules.length };
      rules.push({
        name: `option:${key}`,
        priority: n - index,
        conditions,
        event: { type: LOGIC_EVENT, params: { optionId: key, index, action: logic.action } },
      });
    }
    const readSet = new Set<number>();
    if (conditions) {
      for (const f of factsOf(conditions)) {
        const j = f.startsWith('answer:') ? Number(f.slice('answer:'.length)) : NaN;
        if (Number.isInteger(j) && j >= 0 && j < n) readSet.add(j);
      }
    }
    reads.push([...readSet].sort((a, b) => a - b));

    const meta = option.advance_option_meta_data;
    const validations: CompiledValidation[] = [];
    if (meta?.is_validation && VALIDATION_OPTION_TYPES.includes(option.type)) {
      meta.validations_rules.forEach((rule, r) => {
        const compiled = compileValidationRule(rule, option);
        if (compiled) validations.push(compiled);
        else issues.push(`option ${index} validation rule ${r + 1}: incomplete or invalid; skipped`);
      });
    }
    return {
      id: option.id,
      key,
      index,
      type: option.type,
      tag: option.tag,
      label: option.label?.value ?? '',
      numeric: isNumberField(option),
      required: option.toggles?.is_required?.active === true,
      logic,
      validations,
    };
  });
  reads.forEach((list, i) => list.forEach((j) => dependents[j]?.push(i)));

  return {
    serviceId: service.id ?? null,
    version: service.version ?? null,
    options,
    rules,
    indexById,
    reads,
    dependents,
    issues,
  };
}

const byObject = new WeakMap<ServiceDefinition, CompiledService>();
const byVersion = new Map<string, CompiledService>();
const VERSION_CACHE_SIZE = 200;

/**
 * compileService with a cache: per service object, and per `id` + `version` when both are set (the last
 * 200 versions, least recently used dropped). Change `version` whenever a service's options change.
 */
export function compileServiceCached(service: ServiceDefinition): CompiledService {
  const own = byObject.get(service);
  if (own) return own;
  const key =
    service.id !== undefined && service.version !== undefined
      ? `${String(service.id)}@${String(service.version)}`
      : null;
  const hit = key === null ? undefined : byVersion.get(key);
  if (hit && key !== null) {
    byVersion.delete(key);
    byVersion.set(key, hit);
    byObject.set(service, hit);
    return hit;
  }
  const compiled = compileService(service);
  byObject.set(service, compiled);
  if (key !== null) {
    byVersion.set(key, compiled);
    if (byVersion.size > VERSION_CACHE_SIZE) {
      const oldest = byVersion.keys().next();
      if (!oldest.done) byVersion.delete(oldest.value);
    }
  }
  return compiled;
}

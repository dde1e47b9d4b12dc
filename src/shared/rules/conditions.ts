// The compiled form of a logic: json-rules-engine condition JSON ({ all | any | not } over
// { fact, operator, value }), and a small synchronous evaluator for exactly the operators the compiler
// emits. Its semantics copy json-rules-engine 7's: numeric operators and contains/doesNotContain first
// check the fact's type and are false when it fails; `all: []` and `any: []` are both true.

export const ENGINE_OPERATORS = [
  'equal',
  'notEqual',
  'in',
  'notIn',
  'contains',
  'doesNotContain',
  'lessThan',
  'lessThanInclusive',
  'greaterThan',
  'greaterThanInclusive',
] as const;
export type EngineOperator = (typeof ENGINE_OPERATORS)[number];

export interface FactCondition {
  fact: string;
  operator: EngineOperator;
  value: unknown;
}
export type BooleanCondition = { all: Condition[] } | { any: Condition[] } | { not: Condition };
export type Condition = FactCondition | BooleanCondition;

/** The fact name under which the answer of the option at `index` is known to the conditions. */
export function factName(index: number): string {
  return `answer:${index}`;
}

const isNumeric = (v: unknown): boolean => Number.parseFloat(v as string).toString() !== 'NaN';

/** One operator on a fact value, as json-rules-engine's default operators compute it. */
export function applyOperator(operator: EngineOperator, fact: unknown, value: unknown): boolean {
  switch (operator) {
    case 'equal':
      return fact === value;
    case 'notEqual':
      return fact !== value;
    case 'in':
      return Array.isArray(value) && value.indexOf(fact) > -1;
    case 'notIn':
      return Array.isArray(value) && value.indexOf(fact) === -1;
    case 'contains':
      return Array.isArray(fact) && fact.indexOf(value) > -1;
    case 'doesNotContain':
      return Array.isArray(fact) && fact.indexOf(value) === -1;
    case 'lessThan':
      return isNumeric(fact) && (fact as number) < (value as number);
    case 'lessThanInclusive':
      return isNumeric(fact) && (fact as number) <= (value as number);
    case 'greaterThan':
      return isNumeric(fact) && (fact as number) > (value as number);
    case 'greaterThanInclusive':
      return isNumeric(fact) && (fact as number) >= (value as number);
  }
}

/** Evaluates a condition tree; `fact` returns a fact's value (undefined when unknown). */
export function evaluateCondition(condition: Condition, fact: (name: string) => unknown): boolean {
  if ('all' in condition) {
    for (const c of condition.all) if (!evaluateCondition(c, fact)) return false;
    return true;
  }
  if ('any' in condition) {
    if (condition.any.length === 0) return true;
    for (const c of condition.any) if (evaluateCondition(c, fact)) return true;
    return false;
  }
  if ('not' in condition) return !evaluateCondition(condition.not, fact);
  return applyOperator(condition.operator, fact(condition.fact), condition.value);
}

/** Every fact name a condition reads. */
export function factsOf(condition: Condition, out: Set<string> = new Set()): Set<string> {
  if ('all' in condition) condition.all.forEach((c) => factsOf(c, out));
  else if ('any' in condition) condition.any.forEach((c) => factsOf(c, out));
  else if ('not' in condition) factsOf(condition.not, out);
  else out.add(condition.fact);
  return out;
}

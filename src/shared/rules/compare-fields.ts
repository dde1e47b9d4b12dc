// What the logic-rule editor offers: the options a rule may compare
// (docs/product.md#options-logic-eligible-fields), the operators and
// value input for a chosen field (docs/product.md#options-logic-operators), and the repeated-choice check
// behind "Add another".
import { duplicateChoiceText } from './messages.ts';
import { isEligibleCompareTag } from './option-types.ts';
import type { LogicOperator, LogicRule, OptionChoice, ServiceOption } from './types.ts';
import { CHOICE_OPERATORS, NUMBER_OPERATORS } from './types.ts';

export interface EligibleField<O extends Pick<ServiceOption, 'tag'> = ServiceOption> {
  /** The option's index in the service's ordered options: what `compare_option_field` stores. */
  index: number;
  option: O;
}

/**
 * Options a rule may compare: tag date, radio-button, single-select-item, single-select-text or number,
 * except the option the logic applies to. `options` are the service's options in order.
 */
export function eligibleCompareFields<O extends Pick<ServiceOption, 'tag'>>(
  options: readonly O[],
  applyToIndex: number,
): EligibleField<O>[] {
  const out: EligibleField<O>[] = [];
  options.forEach((option, index) => {
    if (index !== applyToIndex && isEligibleCompareTag(option.tag)) out.push({ index, option });
  });
  return out;
}

export type ValueInput = { kind: 'number' } | { kind: 'choice'; choices: OptionChoice[] };

export interface OperatorChoice {
  operators: { code: LogicOperator; label: string }[];
  input: ValueInput;
}

/** Whether rules on this option compare numbers (tag `number`) rather than choices. */
export function isNumberField(option: Pick<ServiceOption, 'tag'>): boolean {
  return option.tag === 'number';
}

/**
 * Operators and value input for a compared option: number fields get greater than, less than, greater or
 * equal, less or equal and not equal with a number input; other fields get is (=) and Contains with a
 * choice among the option's values.
 */
export function operatorsFor(option: Pick<ServiceOption, 'tag' | 'values'>): OperatorChoice {
  if (isNumberField(option))
    return { operators: NUMBER_OPERATORS.map((o) => ({ ...o })), input: { kind: 'number' } };
  return {
    operators: CHOICE_OPERATORS.map((o) => ({ ...o })),
    input: { kind: 'choice', choices: [...option.values] },
  };
}

/** Whether `operator` is offered for the compared option. */
export function isOperatorAllowed(
  option: Pick<ServiceOption, 'tag'>,
  operator: string,
): operator is LogicOperator {
  const set: readonly { code: string }[] = isNumberField(option) ? NUMBER_OPERATORS : CHOICE_OPERATORS;
  return set.some((o) => o.code === operator);
}

export interface DuplicateChoiceResult {
  /** "Can't have multiple {choice}" for the first repeated choice, else null. */
  message: string | null;
  /** The "Add another" button is disabled while a choice repeats. */
  disableAddAnother: boolean;
  /** Positions (0-based) of rules that repeat a choice of an earlier rule. */
  duplicates: number[];
}

/**
 * The same choice may not repeat across a logic's rules: two rules on the same (non-number) option with the
 * same compare_to. {choice} is the choice's text (its `value`), or compare_to when it names no choice.
 */
export function duplicateChoice(
  rules: readonly Pick<LogicRule, 'compare_option_field' | 'compare_to'>[],
  options: readonly Pick<ServiceOption, 'tag' | 'values'>[],
): DuplicateChoiceResult {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  let message: string | null = null;
  rules.forEach((rule, position) => {
    const option = options[rule.compare_option_field];
    if (!option || isNumberField(option) || String(rule.compare_to).trim() === '') return;
    const key = `${rule.compare_option_field}\u0000${String(rule.compare_to)}`;
    if (!seen.has(key)) {
      seen.add(key);
      return;
    }
    duplicates.push(position);
    if (message === null) {
      const choice = option.values.find((c) => String(c.id) === String(rule.compare_to));
      message = duplicateChoiceText(choice ? choice.value : String(rule.compare_to));
    }
  });
  return { message, disableAddAnother: duplicates.length > 0, duplicates };
}

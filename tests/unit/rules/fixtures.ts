// Small builders for rules-engine tests: options by type with two choices, logics and rules.
import {
  createLogic,
  createOption,
  type LogicOperator,
  type LogicRule,
  type OptionLogic,
  type OptionTypeId,
  type ServiceOption,
} from '../../../src/shared/rules/index.ts';

export const CHOICES = [
  { id: 1, value: 'Gold' },
  { id: 2, value: 'Silver' },
  { id: 3, value: 'Platinum' },
];

/** An option with id = sequence = `id`, the given type and three choices. */
export function option(id: number, type: OptionTypeId, extra: Partial<ServiceOption> = {}): ServiceOption {
  return createOption({
    id,
    type,
    sequence: id,
    label: { value: `Option ${id}` },
    values: CHOICES,
    ...extra,
  });
}

export function rule(
  compareOptionField: number,
  operator: LogicOperator,
  compareTo: string | number,
  extra: Partial<LogicRule> = {},
): LogicRule {
  return {
    logic_sequence_number: 0,
    compare_option_field: compareOptionField,
    operator_type: operator,
    compare_to: compareTo,
    ...extra,
  };
}

/** A logic for the option at `index`, its rules numbered 1..n. */
export function logic(index: number, rules: LogicRule[], extra: Partial<OptionLogic> = {}): OptionLogic {
  return createLogic(index, {
    rules: rules.map((r, i) => ({ ...r, logic_sequence_number: i + 1 })),
    ...extra,
  });
}

export function withLogic(o: ServiceOption, l: OptionLogic): ServiceOption {
  return { ...o, logics: [l] };
}

export function required(o: ServiceOption): ServiceOption {
  return { ...o, toggles: { ...o.toggles, is_required: { active: true, value: null } } };
}

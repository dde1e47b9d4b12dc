// The shapes of a service's options, following spec section 3: an option with its choices, its logic (at
// most one per option) and its validation rules, plus the code sets (operators, joins, conditions) the
// editor stores, with the labels it shows.
import type { OptionTag, OptionTypeId } from './option-types.ts';

export type OptionId = number | string;

/** A choice of a choice-type option (dropdown, radio, single select …). */
export interface OptionChoice {
  id: number | string;
  value: string;
  [key: string]: unknown;
}

export type LogicAction = 'show' | 'hide';
export type ConditionalJoin = 'all' | 'one' | 'none';

export const LOGIC_ACTIONS: readonly { code: LogicAction; label: string }[] = [
  { code: 'show', label: 'Show' },
  { code: 'hide', label: 'Hide' },
];

export const CONDITIONAL_JOINS: readonly { code: ConditionalJoin; label: string }[] = [
  { code: 'all', label: 'All' },
  { code: 'one', label: 'One' },
  { code: 'none', label: 'None' },
];

/** Operators for a compared option with tag `number`. */
export const NUMBER_OPERATORS = [
  { code: 'greater_than', label: 'Greater than' },
  { code: 'less_than', label: 'Less than' },
  { code: 'greater_or_equal', label: 'Greater or equal' },
  { code: 'less_or_equal', label: 'Less or equal' },
  { code: 'not_equal', label: 'Not equal' },
] as const;

/** Operators for every other compared option (a choice among the option's values). */
export const CHOICE_OPERATORS = [
  { code: 'is', label: 'is (=)' },
  { code: 'contains', label: 'Contains' },
] as const;

export type NumberOperator = (typeof NUMBER_OPERATORS)[number]['code'];
export type ChoiceOperator = (typeof CHOICE_OPERATORS)[number]['code'];
export type LogicOperator = NumberOperator | ChoiceOperator;

/** One rule of a logic: compares the answer of another option with `compare_to`. */
export interface LogicRule {
  /** Present once the rule is saved. */
  id?: number | string;
  /** 1..n in the order of the logic's rules; the numbers the logic text refers to. */
  logic_sequence_number: number;
  /** Index of the compared option in the service's ordered options. */
  compare_option_field: number;
  operator_type: LogicOperator;
  /** A number for number fields, a choice id for the others. */
  compare_to: string | number;
}

export interface OptionLogic {
  id?: number | string;
  action: LogicAction;
  conditional_join: ConditionalJoin;
  /** Index of the option the logic belongs to (set when the join is chosen). */
  apply_to_option_id: number;
  /** When on, `logic_rule` (e.g. `(1 AND 2) OR 3`) combines the rules instead of `conditional_join`. */
  is_logic_enable: boolean;
  logic_rule: string;
  rules: LogicRule[];
}

/** Validation rule types of spec section 5. */
export const VALIDATION_RULE_TYPES = [
  { code: 1, label: 'Numerical error shows an error message' },
  { code: 2, label: 'Numerical errors restrict numbers' },
] as const;
export type ValidationRuleType = (typeof VALIDATION_RULE_TYPES)[number]['code'];

/** Validation conditions of spec section 5, stored as codes. */
export const VALIDATION_CONDITIONS = [
  { code: 'less_than', label: 'is less than' },
  { code: 'equal', label: 'is equal' },
  { code: 'greater_than', label: 'is greater than' },
] as const;
export type ValidationCondition = (typeof VALIDATION_CONDITIONS)[number]['code'];

/**
 * A validation rule of a size, insurance or warranty option. It describes the error case: when
 * `compare_field <condition> variable_field` holds for the customer's answer, the rule is broken.
 * Unset fields (editor state) are null or empty strings.
 */
export interface ValidationRule {
  /** The tag of the option the rule belongs to (set by the editor, not typed by the user). */
  tag: string;
  validation_rule: ValidationRuleType | null;
  compare_field: string;
  /** A number or one formula over the option's fields, e.g. `current_size + 2` (see validation-rule.ts). */
  variable_field: string;
  condition: ValidationCondition | null;
  validation_message: string;
}

/** A field of a warranty option (meta_data.fields); numeric ones can be compared in validation rules. */
export interface WarrantyField {
  key: string;
  label?: string;
  type?: 'number' | 'text' | 'date';
}

export interface Toggle {
  active: boolean;
  value?: string | number | boolean | null;
}

export type ToggleKey =
  | 'is_required'
  | 'is_option_cost'
  | 'is_metal_type'
  | 'instructions'
  | 'infoTooltip'
  | 'image'
  | 'otherOption'
  | 'validation';

export type OptionToggles = Record<ToggleKey, Toggle>;

export interface ServiceOption {
  id: OptionId;
  sequence: number;
  tag: OptionTag;
  type: OptionTypeId;
  label: { value: string };
  values: OptionChoice[];
  /** At most one logic per option. */
  logics: OptionLogic[];
  advance_option_meta_data: { validations_rules: ValidationRule[]; is_validation: boolean };
  meta_data: { warranty_date_label: string | null; is_external_database: boolean; fields: WarrantyField[] };
  toggles: OptionToggles;
}

export interface ServiceDefinition {
  id?: OptionId;
  /** Changes whenever the options change; the compile cache keys on id and version. */
  version?: number | string;
  options: ServiceOption[];
}

/**
 * A customer's answer to one option:
 * - number option: a number (or a numeric string);
 * - choice options: a choice id, or an array of choice ids;
 * - size: { current_size, desired_size }; insurance: { retail_value } (or a bare number);
 *   warranty: { purchase_date: 'YYYY-MM-DD', …numeric fields };
 * - text: a string; checkbox: a boolean; image upload: a URL or data string.
 * null, undefined, '' and [] mean unanswered.
 */
export type Answer =
  | string
  | number
  | boolean
  | null
  | undefined
  | (string | number)[]
  | { [field: string]: string | number | null | undefined };

/** Answers keyed by option id. */
export type ServiceAnswers = Record<string, Answer>;

/** Visibility and validation messages per option id. `errors` lists only options that have messages. */
export interface EvaluationResult {
  visible: Record<string, boolean>;
  errors: Record<string, string[]>;
}

export interface EvaluateOptions {
  /** The clock for the warranty's `today` (ms since epoch); defaults to Date.now(). */
  now?: number;
}

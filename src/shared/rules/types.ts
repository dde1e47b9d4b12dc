// The one service/option tree type, following docs/product.md#catalogue-service-option: an option with its
// choices, its logic (at
// most one per option) and its validation rules, plus the code sets (operators, joins, conditions) the
// editor stores, with the labels it shows.
//
// Every shape is derived from the schemas in schemas/store-service.schema.ts, never written beside them:
// - the *Record types are the wire shapes the API takes and sends (nested ids and server-set fields may be
//   missing; the server saves them, the storefront and the portal editor load them);
// - ServiceOption, OptionLogic, LogicRule, ValidationRule and OptionChoice are the same records completed
//   (ids, sequence, tag, every toggle present): what the rules engine and the editors work on.
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type {
  logicRuleSchema,
  optionLogicSchema,
  optionToggleSchema,
  optionValueSchema,
  serviceImageSchema,
  serviceOptionSchema,
  storeServiceSchema,
  validationRuleSchema,
} from '../../../schemas/store-service.schema.ts';
import type { OptionTag, OptionTypeId } from './option-types.ts';

type References = [
  typeof optionToggleSchema,
  typeof validationRuleSchema,
  typeof logicRuleSchema,
  typeof optionLogicSchema,
  typeof optionValueSchema,
  typeof serviceOptionSchema,
  typeof serviceImageSchema,
];
// Defaulted fields stay optional: a client may leave them out (the server fills them in).
type Wire<S extends JSONSchema> = FromSchema<
  S,
  { references: References; keepDefaultedPropertiesOptional: true }
>;

/** A service as the API sends it, with its images and options. */
export type ServiceRecord = Wire<typeof storeServiceSchema>;
/** What the portal saves: a service's writable fields, each optional (update) — create requires the name. */
export type ServicePayload = Partial<
  Omit<ServiceRecord, 'id' | 'store_id' | 'version' | 'created_at' | 'updated_at'>
>;
export type ServiceImageRecord = Wire<typeof serviceImageSchema>;
export type OptionRecord = Wire<typeof serviceOptionSchema>;
export type ChoiceRecord = Wire<typeof optionValueSchema>;
export type LogicRecord = Wire<typeof optionLogicSchema>;
export type LogicRuleRecord = Wire<typeof logicRuleSchema>;
export type ValidationRuleRecord = Wire<typeof validationRuleSchema>;

export type OptionId = number | string;

/** A choice of a choice-type option (dropdown, radio, single select …), with its id. */
export type OptionChoice = ChoiceRecord & { id: OptionId };

export type LogicAction = LogicRecord['action'];
export type ConditionalJoin = LogicRecord['conditional_join'];

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

/** One rule of a logic: compares the answer of another option with `compare_to`. Its id is present once
 *  saved; logic_sequence_number is 1..n in the order of the logic's rules (the numbers the logic text names);
 *  compare_option_field is the compared option's index; compare_to a number for number fields, a choice id
 *  for the others. */
export type LogicRule = LogicRuleRecord & { logic_sequence_number: number };

/** A logic: `logic_rule` (e.g. `(1 AND 2) OR 3`) combines the rules when `is_logic_enable`, else
 *  `conditional_join`; apply_to_option_id is the index of the option it belongs to. */
export type OptionLogic = Omit<LogicRecord, 'rules'> &
  Required<Pick<LogicRecord, 'apply_to_option_id' | 'is_logic_enable' | 'logic_rule'>> & {
    rules: LogicRule[];
  };

/** Validation rule types of docs/product.md#options-validation-rules. */
export const VALIDATION_RULE_TYPES = [
  { code: 1, label: 'Numerical error shows an error message' },
  { code: 2, label: 'Numerical errors restrict numbers' },
] as const;
export type ValidationRuleType = (typeof VALIDATION_RULE_TYPES)[number]['code'];

/** Validation conditions of docs/product.md#options-validation-rules, stored as codes. */
export const VALIDATION_CONDITIONS = [
  { code: 'less_than', label: 'is less than' },
  { code: 'equal', label: 'is equal' },
  { code: 'greater_than', label: 'is greater than' },
] as const;
export type ValidationCondition = (typeof VALIDATION_CONDITIONS)[number]['code'];

/**
 * A validation rule of a size, insurance or warranty option, with the tag of its option (set by the editor,
 * not typed by the user). It describes the error case: when `compare_field <condition> variable_field`
 * holds for the customer's answer, the rule is broken; variable_field is a number or one formula over the
 * option's fields, e.g. `current_size + 2` (see validation-rule.ts). Unset fields (editor state) are null or
 * empty strings.
 */
export type ValidationRule = ValidationRuleRecord & { tag: string };

type OptionMeta = NonNullable<OptionRecord['meta_data']>;

export type Toggle = Wire<typeof optionToggleSchema>;

export type ToggleKey = keyof NonNullable<OptionRecord['toggles']>;

export type OptionToggles = Record<ToggleKey, Toggle>;

/** An option completed: ids, sequence and tag set, every part and toggle present. */
export type ServiceOption = Omit<
  OptionRecord,
  | 'id'
  | 'sequence'
  | 'tag'
  | 'type'
  | 'values'
  | 'logics'
  | 'advance_option_meta_data'
  | 'meta_data'
  | 'toggles'
> & {
  id: OptionId;
  sequence: number;
  tag: OptionTag;
  type: OptionTypeId;
  values: OptionChoice[];
  /** At most one logic per option. */
  logics: OptionLogic[];
  advance_option_meta_data: { validations_rules: ValidationRule[]; is_validation: boolean };
  meta_data: Required<OptionMeta>;
  toggles: OptionToggles;
};

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

// Validation rules of size, insurance and warranty options (docs/product.md#options-validation-rules): the
// compare fields each type
// offers, the formula allowed in the variable field, the editor check with its messages, and the runtime
// check of an answer against a rule.
//
// A rule describes the error case: `compare_field <condition> variable_field`, e.g. desired_size
// is greater than `current_size + 4`. The variable field is a number or ONE formula: one operand that is a
// field of the option (or `today` for a warranty), optionally with one arithmetic step (+ - * /) and a
// number, e.g. `current_size + 2`, `today - 365`, `2 * retail_value`. Two field tokens or two arithmetic
// steps are "multiple formula".
import { dayOf, fieldNumber } from './answers.ts';
import { OWN_MESSAGES, RULE_MESSAGES } from './messages.ts';
import { OptionType } from './option-types.ts';
import type {
  Answer,
  ServiceOption,
  ValidationCondition,
  ValidationRule,
  ValidationRuleType,
} from './types.ts';
import { VALIDATION_CONDITIONS, VALIDATION_RULE_TYPES } from './types.ts';

export interface CompareField {
  key: string;
  label: string;
  kind: 'number' | 'date';
}

/** `today` in a warranty formula: the evaluation day, in whole days like `purchase_date`. */
export const TODAY_TOKEN = 'today';

/**
 * The compare fields per option type: current size / desired size for the size option (4), retail_value
 * for insurance (9), the purchase date and the numeric meta_data.fields for warranty (12); none otherwise.
 */
export function compareFieldsFor(option: Pick<ServiceOption, 'type' | 'meta_data'>): CompareField[] {
  switch (option.type) {
    case OptionType.size:
      return [
        { key: 'current_size', label: 'Current size', kind: 'number' },
        { key: 'desired_size', label: 'Desired size', kind: 'number' },
      ];
    case OptionType.insurance:
      return [{ key: 'retail_value', label: 'Retail value', kind: 'number' }];
    case OptionType.warranty: {
      const label = option.meta_data.warranty_date_label?.trim() || 'Purchase date';
      const numeric = option.meta_data.fields
        .filter((f) => f.type === 'number' && f.key !== 'purchase_date')
        .map((f) => ({ key: f.key, label: f.label ?? f.key, kind: 'number' as const }));
      return [{ key: 'purchase_date', label, kind: 'date' }, ...numeric];
    }
    default:
      return [];
  }
}

export type FormulaOperand = { field: string } | { value: number };
export type FormulaOp = '+' | '-' | '*' | '/';
export interface Formula {
  left: FormulaOperand;
  op?: FormulaOp;
  right?: FormulaOperand;
}

export type ParseFormulaResult =
  | { ok: true; formula: Formula; fields: string[] }
  | { ok: false; reason: 'multiple' | 'invalid'; fields: string[] };

type FormulaToken =
  { t: 'field'; name: string } | { t: 'num'; value: number } | { t: 'op'; op: FormulaOp } | { t: 'bad' };

function tokenizeFormula(text: string, known: readonly string[]): FormulaToken[] {
  const tokens: FormulaToken[] = [];
  const re = /\s*(?:([A-Za-z_][A-Za-z0-9_]*)|(\d+(?:\.\d+)?)|([+\-*/])|(\S))/y;
  let m: RegExpExecArray | null;
  while (re.lastIndex < text.length && (m = re.exec(text)) !== null) {
    if (m[1] !== undefined) tokens.push(known.includes(m[1]) ? { t: 'field', name: m[1] } : { t: 'bad' });
    else if (m[2] !== undefined) tokens.push({ t: 'num', value: Number(m[2]) });
    else if (m[3] !== undefined) tokens.push({ t: 'op', op: m[3] as FormulaOp });
    else if (m[4] !== undefined) tokens.push({ t: 'bad' });
  }
  return tokens;
}

function operand(tok: FormulaToken | undefined): FormulaOperand | null {
  if (tok?.t === 'field') return { field: tok.name };
  if (tok?.t === 'num') return { value: tok.value };
  return null;
}

/** The formula tokens an option's variable field may use. */
export function formulaTokensFor(option: Pick<ServiceOption, 'type' | 'meta_data'>): string[] {
  const keys = compareFieldsFor(option).map((f) => f.key);
  return option.type === OptionType.warranty ? [...keys, TODAY_TOKEN] : keys;
}

/** Parses a variable field against the formula tokens of its option. */
export function parseFormula(text: string, tokensAllowed: readonly string[]): ParseFormulaResult {
  const tokens = tokenizeFormula(text, tokensAllowed);
  const fields = tokens.flatMap((t) => (t.t === 'field' ? [t.name] : []));
  if (fields.length > 1 || tokens.filter((t) => t.t === 'op').length > 1) {
    return { ok: false, reason: 'multiple', fields };
  }
  const left = operand(tokens[0]);
  if (left && tokens.length === 1) return { ok: true, formula: { left }, fields };
  const opTok = tokens[1];
  const right = operand(tokens[2]);
  if (left && right && opTok?.t === 'op' && tokens.length === 3) {
    return { ok: true, formula: { left, op: opTok.op, right }, fields };
  }
  return { ok: false, reason: 'invalid', fields };
}

export type ValidationRuleField =
  'validation_rule' | 'compare_field' | 'condition' | 'variable_field' | 'validation_message';
export type ValidationRuleErrors = Partial<Record<ValidationRuleField, string>>;

const blank = (s: string | null | undefined): boolean => s === null || s === undefined || s.trim() === '';
const isRuleType = (v: unknown): v is ValidationRuleType => VALIDATION_RULE_TYPES.some((t) => t.code === v);
const isCondition = (v: unknown): v is ValidationCondition => VALIDATION_CONDITIONS.some((c) => c.code === v);

/**
 * The editor check of one validation rule, per field (empty object when valid). Every field is required
 * ('This field is required.'; a compare field or condition outside the offered list counts as unset); the
 * message is exempt for rule type 2. The variable field must hold one formula (see the file header).
 */
export function checkValidationRule(
  rule: ValidationRule,
  option: Pick<ServiceOption, 'type' | 'meta_data'>,
): ValidationRuleErrors {
  const errors: ValidationRuleErrors = {};
  if (!isRuleType(rule.validation_rule)) errors.validation_rule = RULE_MESSAGES.required;
  const compareKeys = compareFieldsFor(option).map((f) => f.key);
  if (blank(rule.compare_field) || !compareKeys.includes(rule.compare_field)) {
    errors.compare_field = RULE_MESSAGES.required;
  }
  if (!isCondition(rule.condition)) errors.condition = RULE_MESSAGES.required;
  if (rule.validation_rule !== 2 && blank(rule.validation_message))
    errors.validation_message = RULE_MESSAGES.required;

  if (blank(rule.variable_field)) {
    errors.variable_field = RULE_MESSAGES.required;
  } else {
    const parsed = parseFormula(rule.variable_field, formulaTokensFor(option));
    if (!parsed.ok && parsed.reason === 'multiple') {
      errors.variable_field = RULE_MESSAGES.multipleFormula;
    } else if (rule.compare_field === 'current_size' && parsed.fields.includes('current_size')) {
      errors.variable_field = RULE_MESSAGES.currentSizeFormula;
    } else if (rule.compare_field === 'desired_size' && parsed.fields.includes('desired_size')) {
      errors.variable_field = RULE_MESSAGES.desiredSizeFormula;
    } else if (!parsed.ok) {
      errors.variable_field = OWN_MESSAGES.invalidFormula;
    }
  }
  return errors;
}

/** A checked validation rule, ready to run against answers. */
export interface CompiledValidation {
  ruleType: ValidationRuleType;
  compareField: string;
  condition: ValidationCondition;
  formula: Formula;
  /** The rule's message; for a type-2 rule without one, OWN_MESSAGES.restrictedValue. */
  message: string;
}

/** The compiled form of a rule, or null when checkValidationRule finds a problem. */
export function compileValidationRule(
  rule: ValidationRule,
  option: Pick<ServiceOption, 'type' | 'meta_data'>,
): CompiledValidation | null {
  if (Object.keys(checkValidationRule(rule, option)).length > 0) return null;
  const parsed = parseFormula(rule.variable_field, formulaTokensFor(option));
  if (!parsed.ok || !isRuleType(rule.validation_rule) || !isCondition(rule.condition)) return null;
  return {
    ruleType: rule.validation_rule,
    compareField: rule.compare_field,
    condition: rule.condition,
    formula: parsed.formula,
    message: blank(rule.validation_message) ? OWN_MESSAGES.restrictedValue : rule.validation_message.trim(),
  };
}

function operandValue(o: FormulaOperand, answer: Answer, today: number): number | undefined {
  if ('value' in o) return o.value;
  return o.field === TODAY_TOKEN ? today : fieldNumber(answer, o.field);
}

function formulaValue(f: Formula, answer: Answer, today: number): number | undefined {
  const a = operandValue(f.left, answer, today);
  if (a === undefined || !f.op || !f.right) return a;
  const b = operandValue(f.right, answer, today);
  if (b === undefined) return undefined;
  const r = f.op === '+' ? a + b : f.op === '-' ? a - b : f.op === '*' ? a * b : a / b;
  return Number.isFinite(r) ? r : undefined;
}

const EPSILON = 1e-9;

/**
 * Whether an answer breaks a compiled rule. A rule whose sides cannot be read from the answer (a field
 * missing) is not broken: the required check covers missing answers.
 */
export function breaksValidation(v: CompiledValidation, answer: Answer, nowMs: number): boolean {
  const left = fieldNumber(answer, v.compareField);
  const right = formulaValue(v.formula, answer, dayOf(nowMs));
  if (left === undefined || right === undefined) return false;
  const equal = Math.abs(left - right) <= EPSILON;
  if (v.condition === 'equal') return equal;
  if (v.condition === 'less_than') return !equal && left < right;
  return !equal && left > right;
}

import { describe, expect, it } from 'vitest';
import {
  breaksValidation,
  checkValidationRule,
  compareFieldsFor,
  compileValidationRule,
  formulaTokensFor,
  parseFormula,
  VALIDATION_CONDITIONS,
  VALIDATION_RULE_TYPES,
  type ValidationRule,
} from '../../../src/shared/rules/index.ts';
import { option } from './fixtures.ts';

const REQUIRED = 'This field is required.';
const MULTIPLE = 'You can not add multiple formula.';
const CURRENT = 'You can not current size formula if you have selected current size in compare field.';
const DESIRED = 'You can not desired size if you have selected desired size in compare field.';

const size = option(1, 4);
const insurance = option(2, 9);
const warranty = option(3, 12, {
  meta_data: {
    warranty_date_label: 'Date of purchase',
    is_external_database: false,
    fields: [
      { key: 'years', label: 'Years', type: 'number' },
      { key: 'store', label: 'Store', type: 'text' },
    ],
  },
});

function vrule(extra: Partial<ValidationRule> = {}): ValidationRule {
  return {
    tag: 'size',
    validation_rule: 1,
    compare_field: 'desired_size',
    variable_field: 'current_size + 4',
    condition: 'greater_than',
    validation_message: 'You can size up by at most 4 sizes',
    ...extra,
  };
}

describe('validation rule code sets', () => {
  it('labels rule types and conditions as docs/product.md#options-validation-rules says', () => {
    expect(VALIDATION_RULE_TYPES).toEqual([
      { code: 1, label: 'Numerical error shows an error message' },
      { code: 2, label: 'Numerical errors restrict numbers' },
    ]);
    expect(VALIDATION_CONDITIONS.map((c) => c.label)).toEqual([
      'is less than',
      'is equal',
      'is greater than',
    ]);
  });
});

describe('compareFieldsFor', () => {
  it('offers current and desired size for the size option', () => {
    expect(compareFieldsFor(size).map((f) => [f.key, f.label])).toEqual([
      ['current_size', 'Current size'],
      ['desired_size', 'Desired size'],
    ]);
  });
  it('offers retail_value for insurance', () => {
    expect(compareFieldsFor(insurance).map((f) => f.key)).toEqual(['retail_value']);
  });
  it('offers the purchase date and numeric fields for warranty', () => {
    expect(compareFieldsFor(warranty)).toEqual([
      { key: 'purchase_date', label: 'Date of purchase', kind: 'date' },
      { key: 'years', label: 'Years', kind: 'number' },
    ]);
    expect(formulaTokensFor(warranty)).toEqual(['purchase_date', 'years', 'today']);
  });
  it('offers nothing for other types', () => {
    expect(compareFieldsFor(option(4, 3))).toEqual([]);
  });
});

describe('checkValidationRule', () => {
  it('accepts a complete rule', () => {
    expect(checkValidationRule(vrule(), size)).toEqual({});
    expect(checkValidationRule(vrule({ variable_field: '12' }), size)).toEqual({});
  });

  it('requires every field', () => {
    const empty: ValidationRule = {
      tag: 'size',
      validation_rule: null,
      compare_field: '',
      variable_field: '  ',
      condition: null,
      validation_message: '',
    };
    expect(checkValidationRule(empty, size)).toEqual({
      validation_rule: REQUIRED,
      compare_field: REQUIRED,
      variable_field: REQUIRED,
      condition: REQUIRED,
      validation_message: REQUIRED,
    });
  });

  it('exempts the message only for rule type 2', () => {
    expect(checkValidationRule(vrule({ validation_rule: 2, validation_message: '' }), size)).toEqual({});
    expect(checkValidationRule(vrule({ validation_rule: 1, validation_message: ' ' }), size)).toEqual({
      validation_message: REQUIRED,
    });
  });

  it('counts a compare field the option does not offer as unset', () => {
    expect(checkValidationRule(vrule({ compare_field: 'retail_value' }), size)).toEqual({
      compare_field: REQUIRED,
    });
  });

  it('allows only one formula per rule', () => {
    expect(checkValidationRule(vrule({ variable_field: 'current_size + desired_size' }), size)).toEqual({
      variable_field: MULTIPLE,
    });
    expect(checkValidationRule(vrule({ variable_field: 'current_size + 1 + 2' }), size)).toEqual({
      variable_field: MULTIPLE,
    });
    expect(checkValidationRule(vrule({ variable_field: 'current_size current_size' }), size)).toEqual({
      variable_field: MULTIPLE,
    });
  });

  it('forbids the current-size formula when current size is compared', () => {
    expect(
      checkValidationRule(vrule({ compare_field: 'current_size', variable_field: 'current_size + 2' }), size),
    ).toEqual({ variable_field: CURRENT });
    expect(
      checkValidationRule(vrule({ compare_field: 'current_size', variable_field: 'desired_size - 2' }), size),
    ).toEqual({});
  });

  it('forbids the desired-size formula when desired size is compared', () => {
    expect(
      checkValidationRule(vrule({ compare_field: 'desired_size', variable_field: 'desired_size' }), size),
    ).toEqual({ variable_field: DESIRED });
  });

  it('rejects a variable field that is no formula', () => {
    const invalid = { variable_field: 'Please enter a valid formula.' };
    expect(checkValidationRule(vrule({ variable_field: 'abc' }), size)).toEqual(invalid);
    expect(checkValidationRule(vrule({ variable_field: 'current_size +' }), size)).toEqual(invalid);
    expect(checkValidationRule(vrule({ variable_field: 'retail_value' }), size)).toEqual(invalid);
  });

  it('checks insurance and warranty rules against their own fields', () => {
    const ins = vrule({ tag: 'insurance', compare_field: 'retail_value', variable_field: '5000' });
    expect(checkValidationRule(ins, insurance)).toEqual({});
    const war = vrule({
      tag: 'date',
      compare_field: 'purchase_date',
      condition: 'less_than',
      variable_field: 'today - 365',
    });
    expect(checkValidationRule(war, warranty)).toEqual({});
    expect(checkValidationRule({ ...war, compare_field: 'store' }, warranty)).toEqual({
      compare_field: REQUIRED,
    });
  });
});

describe('parseFormula', () => {
  it('parses a number, a field, or one step', () => {
    const tokens = ['current_size', 'desired_size'];
    expect(parseFormula('7.5', tokens)).toEqual({ ok: true, formula: { left: { value: 7.5 } }, fields: [] });
    expect(parseFormula('2 * current_size', tokens)).toEqual({
      ok: true,
      formula: { left: { value: 2 }, op: '*', right: { field: 'current_size' } },
      fields: ['current_size'],
    });
  });
});

describe('breaksValidation', () => {
  const now = Date.UTC(2025, 0, 31);

  it('reads the rule as the error case', () => {
    const compiled = compileValidationRule(vrule(), size);
    if (!compiled) throw new Error('expected a compiled rule');
    expect(breaksValidation(compiled, { current_size: 6, desired_size: 11 }, now)).toBe(true);
    expect(breaksValidation(compiled, { current_size: 6, desired_size: 10 }, now)).toBe(false);
    expect(breaksValidation(compiled, { current_size: '6', desired_size: '10.5' }, now)).toBe(true);
    expect(breaksValidation(compiled, { current_size: 6 }, now)).toBe(false);
  });

  it('compares with each condition', () => {
    const base = vrule({ compare_field: 'desired_size', variable_field: 'current_size' });
    const at = (condition: ValidationRule['condition'], desired: number): boolean => {
      const c = compileValidationRule({ ...base, condition }, size);
      if (!c) throw new Error('expected a compiled rule');
      return breaksValidation(c, { current_size: 7, desired_size: desired }, now);
    };
    expect([at('less_than', 6), at('less_than', 7), at('less_than', 8)]).toEqual([true, false, false]);
    expect([at('equal', 6), at('equal', 7), at('equal', 8)]).toEqual([false, true, false]);
    expect([at('greater_than', 6), at('greater_than', 7), at('greater_than', 8)]).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('compares warranty dates in days against today', () => {
    const rule = vrule({
      compare_field: 'purchase_date',
      condition: 'less_than',
      variable_field: 'today - 30',
    });
    const c = compileValidationRule(rule, warranty);
    if (!c) throw new Error('expected a compiled rule');
    expect(breaksValidation(c, { purchase_date: '2024-12-01' }, now)).toBe(true);
    expect(breaksValidation(c, { purchase_date: '2025-01-01' }, now)).toBe(false);
    expect(breaksValidation(c, { purchase_date: 'not a date' }, now)).toBe(false);
  });

  it('gives a message-less type-2 rule the fallback message, and compiles nothing for a broken rule', () => {
    expect(compileValidationRule(vrule({ validation_rule: 2, validation_message: '' }), size)?.message).toBe(
      'This value is not allowed.',
    );
    expect(compileValidationRule(vrule({ condition: null }), size)).toBeNull();
  });
});

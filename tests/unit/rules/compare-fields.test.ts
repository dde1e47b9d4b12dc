import { describe, expect, it } from 'vitest';
import {
  duplicateChoice,
  eligibleCompareFields,
  isOperatorAllowed,
  OPTION_TYPES,
  OptionType,
  operatorsFor,
  tagForType,
} from '../../../src/shared/rules/index.ts';
import { CHOICES, option, rule } from './fixtures.ts';

describe('option types', () => {
  it('has the 13 types of docs/product.md#catalogue-option-types with their tags', () => {
    expect(OPTION_TYPES.map((t) => [t.id, t.name, t.tag])).toEqual([
      [1, 'Short text', 'short-text'],
      [2, 'Long text', 'long-text'],
      [3, 'Number', 'number'],
      [4, 'Current/Desired size', 'size'],
      [5, 'Dropdown', 'dropdown'],
      [6, 'Multiselect radio', 'radio-button'],
      [7, 'Checkbox Yes/No', 'checkbox'],
      [8, 'Image upload', 'image-upload'],
      [9, 'Insurance', 'insurance'],
      [10, 'Single select text', 'single-select-text'],
      [11, 'Single select image', 'single-select-item'],
      [12, 'Warranty', 'date'],
      [13, 'Mass Dropdown', 'mass-dropdown'],
    ]);
    expect(OPTION_TYPES.filter((t) => t.advanced).map((t) => t.id)).toEqual([4, 9, 12, 13]);
    expect(tagForType(6)).toBe('radio-button');
    expect(tagForType(99)).toBeUndefined();
  });
});

describe('eligibleCompareFields', () => {
  const options = OPTION_TYPES.map((t) => option(t.id, t.id));

  it('offers only date, radio-button, single-select-item, single-select-text and number options', () => {
    const fields = eligibleCompareFields(options, -1);
    expect(fields.map((f) => f.option.tag)).toEqual([
      'number',
      'radio-button',
      'single-select-text',
      'single-select-item',
      'date',
    ]);
    expect(fields.map((f) => f.index)).toEqual([2, 5, 9, 10, 11]);
  });

  it('excludes the option the rule applies to', () => {
    const fields = eligibleCompareFields(options, 2);
    expect(fields.map((f) => f.index)).toEqual([5, 9, 10, 11]);
    expect(fields.some((f) => f.option.type === OptionType.number)).toBe(false);
  });
});

describe('operatorsFor', () => {
  it('gives number fields five comparisons with a number input', () => {
    const result = operatorsFor(option(1, 3));
    expect(result.operators).toEqual([
      { code: 'greater_than', label: 'Greater than' },
      { code: 'less_than', label: 'Less than' },
      { code: 'greater_or_equal', label: 'Greater or equal' },
      { code: 'less_or_equal', label: 'Less or equal' },
      { code: 'not_equal', label: 'Not equal' },
    ]);
    expect(result.input).toEqual({ kind: 'number' });
  });

  it('gives other fields is (=) and Contains with a choice among the values', () => {
    for (const type of [6, 10, 11, 12] as const) {
      const result = operatorsFor(option(1, type));
      expect(result.operators).toEqual([
        { code: 'is', label: 'is (=)' },
        { code: 'contains', label: 'Contains' },
      ]);
      expect(result.input).toEqual({ kind: 'choice', choices: CHOICES });
    }
  });

  it('knows which operators a field allows', () => {
    expect(isOperatorAllowed(option(1, 3), 'not_equal')).toBe(true);
    expect(isOperatorAllowed(option(1, 3), 'is')).toBe(false);
    expect(isOperatorAllowed(option(1, 10), 'contains')).toBe(true);
    expect(isOperatorAllowed(option(1, 10), 'greater_than')).toBe(false);
  });
});

describe('duplicateChoice', () => {
  const options = [option(1, 10), option(2, 6), option(3, 3)];

  it('is quiet while every choice is different', () => {
    const result = duplicateChoice([rule(0, 'is', 1), rule(0, 'contains', 2), rule(1, 'is', 1)], options);
    expect(result).toEqual({ message: null, disableAddAnother: false, duplicates: [] });
  });

  it("names the repeated choice and disables 'Add another'", () => {
    const result = duplicateChoice([rule(0, 'is', 2), rule(1, 'is', 1), rule(0, 'contains', '2')], options);
    expect(result).toEqual({
      message: "Can't have multiple Silver",
      disableAddAnother: true,
      duplicates: [2],
    });
  });

  it('falls back to compare_to when it names no choice, and ignores number fields', () => {
    expect(duplicateChoice([rule(0, 'is', 'x9'), rule(0, 'is', 'x9')], options).message).toBe(
      "Can't have multiple x9",
    );
    expect(
      duplicateChoice([rule(2, 'greater_than', 5), rule(2, 'greater_than', 5)], options).message,
    ).toBeNull();
  });
});

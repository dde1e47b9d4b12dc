import { describe, expect, it } from 'vitest';
import { deleteRule, renumberRules } from '../../../src/shared/rules/index.ts';
import { logic, rule } from './fixtures.ts';

const saved = logic(3, [
  rule(0, 'is', 1, { id: 11 }),
  rule(1, 'is', 2, { id: 12 }),
  rule(2, 'greater_than', 5, { id: 13 }),
]);

describe('deleteRule', () => {
  it('removes a saved rule by id and renumbers the rest 1..n', () => {
    const next = deleteRule(saved, { id: 11 });
    expect(next?.rules.map((r) => [r.id, r.logic_sequence_number])).toEqual([
      [12, 1],
      [13, 2],
    ]);
  });

  it('removes an unsaved rule by position', () => {
    const unsaved = logic(3, [rule(0, 'is', 1), rule(1, 'is', 2), rule(2, 'greater_than', 5)]);
    const next = deleteRule(unsaved, { position: 1 });
    expect(next?.rules.map((r) => [r.compare_option_field, r.logic_sequence_number])).toEqual([
      [0, 1],
      [2, 2],
    ]);
  });

  it('is pure: the logic passed in is unchanged', () => {
    const before = JSON.stringify(saved);
    const next = deleteRule(saved, { id: 12 });
    expect(JSON.stringify(saved)).toBe(before);
    expect(next).not.toBe(saved);
    expect(next?.rules[0]).not.toBe(saved.rules[0]);
  });

  it('removes the whole logic when its last rule goes', () => {
    const single = logic(1, [rule(0, 'is', 1, { id: 5 })]);
    expect(deleteRule(single, { id: 5 })).toBeNull();
    expect(deleteRule(logic(1, [rule(0, 'is', 1)]), { position: 0 })).toBeNull();
    const two = deleteRule(saved, { id: 11 });
    const one = two && deleteRule(two, { position: 0 });
    expect(one?.rules.map((r) => [r.id, r.logic_sequence_number])).toEqual([[13, 1]]);
    expect(one && deleteRule(one, { id: 13 })).toBeNull();
  });

  it('leaves the logic as it is for an unknown id or position', () => {
    expect(deleteRule(saved, { id: 99 })).toBe(saved);
    expect(deleteRule(saved, { position: 3 })).toBe(saved);
    expect(deleteRule(saved, { position: -1 })).toBe(saved);
  });

  it('keeps the logic text in step with the renumbering', () => {
    const withText = { ...saved, is_logic_enable: true, logic_rule: '(1 AND 2) OR 3' };
    const next = deleteRule(withText, { id: 12 });
    expect(next?.logic_rule).toBe('1 OR 2');
    expect(next?.is_logic_enable).toBe(true);
    const first = deleteRule(withText, { id: 11 });
    expect(first?.logic_rule).toBe('1 OR 2');
  });

  it('switches the text expression off below 2 rules and keeps a broken text untouched', () => {
    const two = logic(1, [rule(0, 'is', 1), rule(0, 'is', 2)], {
      is_logic_enable: true,
      logic_rule: '1 AND 2',
    });
    const next = deleteRule(two, { position: 0 });
    expect(next?.is_logic_enable).toBe(false);
    expect(next?.logic_rule).toBe('1');
    const broken = { ...saved, is_logic_enable: true, logic_rule: '1 AND 2 OR 3' };
    expect(deleteRule(broken, { position: 0 })?.logic_rule).toBe('1 AND 2 OR 3');
  });
});

describe('renumberRules', () => {
  it('numbers in array order', () => {
    const rules = [
      rule(0, 'is', 1, { logic_sequence_number: 7 }),
      rule(0, 'is', 2, { logic_sequence_number: 3 }),
    ];
    expect(renumberRules(rules).map((r) => r.logic_sequence_number)).toEqual([1, 2]);
  });
});

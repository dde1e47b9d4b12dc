// The editor's pure state changes: option moves and deletions renumber the logic rules that compare
// options by index, the payload of the one save, and what makes a logic invalid.
import { describe, expect, it } from 'vitest';
import { RULE_MESSAGES } from '../../../src/shared/rules/index.ts';
import {
  addOption,
  deleteOption,
  isDirty,
  logicProblems,
  moveOption,
  NO_FIELD,
  toPayload,
} from '../../../src/portal/services/editor-model.ts';
import { logic, rule, service } from './fixtures.tsx';

const noteLogic = (s: ReturnType<typeof service>) =>
  s.options.find((o) => o.label.value === 'Note')?.logics[0];

describe('editor model', () => {
  it('moves an option and remaps compare_option_field and apply_to_option_id', () => {
    const s = service(logic(2, [rule(0, 'is', 1), rule(1, 'greater_than', 2)]));
    const moved = moveOption(s, 2, 0);
    expect(moved.options.map((o) => o.label.value)).toEqual(['Note', 'Metal', 'Carats', 'Size', 'Style']);
    expect(moved.options.map((o) => o.sequence)).toEqual([1, 2, 3, 4, 5]);
    expect(noteLogic(moved)).toMatchObject({
      apply_to_option_id: 0,
      rules: [{ compare_option_field: 1 }, { compare_option_field: 2 }],
    });
  });

  it('deletes an option with the rules comparing it, renumbering the rest and the expression', () => {
    const s = service(
      logic(2, [rule(0, 'is', 1), rule(1, 'greater_than', 2), rule(0, 'is', 2)], {
        is_logic_enable: true,
        logic_rule: '(1 OR 3) AND 2',
      }),
    );
    const without = deleteOption(s, 1);
    expect(noteLogic(without)).toMatchObject({
      apply_to_option_id: 1,
      logic_rule: '1 OR 2',
      is_logic_enable: true,
      rules: [
        { logic_sequence_number: 1, compare_option_field: 0 },
        { logic_sequence_number: 2, compare_option_field: 0 },
      ],
    });
    // Deleting the only compared option removes the whole logic.
    expect(noteLogic(deleteOption(without, 0))).toBeUndefined();
  });

  it('builds the save payload: ids kept, number compare_to as numbers, no server-set fields', () => {
    const s = service(logic(2, [rule(1, 'greater_than', '2.5', 9)], { id: 4 }));
    const payload = toPayload(addOption(s, 6));
    expect(payload.options).toHaveLength(6);
    expect(payload.options[2]?.logics[0]).toEqual({
      id: 4,
      action: 'show',
      conditional_join: 'all',
      is_logic_enable: false,
      logic_rule: '',
      rules: [{ id: 9, compare_option_field: 1, operator_type: 'greater_than', compare_to: 2.5 }],
    });
    expect(payload.options[5]).toMatchObject({ type: 6, label: { value: 'Multiselect radio' } });
    expect(String(payload.options[5]?.id)).toMatch(/^new-option-/);
    expect(payload.options[5]?.values).toHaveLength(2);
    expect(isDirty(s, s)).toBe(false);
    expect(isDirty(addOption(s, 1), s)).toBe(true);
  });

  it('finds what keeps a logic invalid', () => {
    const s = service();
    const incomplete = logicProblems(
      s.options,
      2,
      logic(2, [{ ...rule(0, 'is', ''), compare_option_field: NO_FIELD }]),
    );
    expect(incomplete.invalid).toBe(true);
    expect(incomplete.rules[0]?.field).toBeTruthy();
    const text = logicProblems(
      s.options,
      2,
      logic(2, [rule(0, 'is', 1), rule(1, 'less_than', 3)], { is_logic_enable: true, logic_rule: '1 AND 1' }),
    );
    expect(text.text).toBe(RULE_MESSAGES.repeatedNumber);
    const fine = logicProblems(s.options, 2, logic(2, [rule(0, 'is', 1), rule(1, 'less_than', 3)]));
    expect(fine.invalid).toBe(false);
    const self = logicProblems(s.options, 1, logic(1, [rule(1, 'less_than', 3)]));
    expect(self.rules[0]?.field).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import {
  applyServiceAnswers,
  compileService,
  compileServiceCached,
  createEvaluator,
  evaluateService,
  type ServiceAnswers,
  type ServiceDefinition,
  type ValidationRule,
} from '../../../src/shared/rules/index.ts';
import { evaluateServiceWithEngine } from '../../../src/shared/rules/engine.ts';
import { logic, option, required, rule, withLogic } from './fixtures.ts';

// Options: 0 = number (id 1), 1 = single select text (id 2), 2 = radio (id 3), 3 = short text (id 4).
function service(
  target: Parameters<typeof logic>[2] & { rules: Parameters<typeof logic>[1] },
): ServiceDefinition {
  const { rules, ...extra } = target;
  return {
    options: [option(1, 3), option(2, 10), option(3, 6), withLogic(option(4, 1), logic(3, rules, extra))],
  };
}

const visibleOf4 = (s: ServiceDefinition, answers: ServiceAnswers): boolean | undefined =>
  evaluateService(compileService(s), answers).visible['4'];

const twoRules = [rule(0, 'greater_than', 10), rule(1, 'is', 2)];

describe('joins', () => {
  it('all: every rule true', () => {
    const s = service({ rules: twoRules, conditional_join: 'all' });
    expect(visibleOf4(s, { 1: 11, 2: 2 })).toBe(true);
    expect(visibleOf4(s, { 1: 11, 2: 1 })).toBe(false);
    expect(visibleOf4(s, { 1: 9, 2: 2 })).toBe(false);
    expect(visibleOf4(s, {})).toBe(false);
  });

  it('one: at least one rule true', () => {
    const s = service({ rules: twoRules, conditional_join: 'one' });
    expect(visibleOf4(s, { 1: 11, 2: 1 })).toBe(true);
    expect(visibleOf4(s, { 1: 9, 2: 2 })).toBe(true);
    expect(visibleOf4(s, { 1: 9, 2: 1 })).toBe(false);
  });

  it('none: no rule true', () => {
    const s = service({ rules: twoRules, conditional_join: 'none' });
    expect(visibleOf4(s, { 1: 9, 2: 1 })).toBe(true);
    expect(visibleOf4(s, {})).toBe(true);
    expect(visibleOf4(s, { 1: 11, 2: 1 })).toBe(false);
    expect(visibleOf4(s, { 1: 9, 2: 2 })).toBe(false);
  });
});

describe('action', () => {
  it('hide shows the option unless the combination holds', () => {
    const s = service({ rules: twoRules, conditional_join: 'all', action: 'hide' });
    expect(visibleOf4(s, { 1: 11, 2: 2 })).toBe(false);
    expect(visibleOf4(s, { 1: 11, 2: 1 })).toBe(true);
    expect(visibleOf4(s, {})).toBe(true);
  });
});

describe('logic text expression', () => {
  const rules = [rule(0, 'greater_than', 10), rule(1, 'is', 2), rule(2, 'contains', 3)];

  it('combines rules by the expression when enabled', () => {
    const s = service({
      rules,
      conditional_join: 'all',
      is_logic_enable: true,
      logic_rule: '(1 AND 2) OR 3',
    });
    expect(visibleOf4(s, { 1: 11, 2: 2 })).toBe(true);
    expect(visibleOf4(s, { 3: 3 })).toBe(true);
    expect(visibleOf4(s, { 1: 11, 3: 1 })).toBe(false);
    const other = service({ rules, is_logic_enable: true, logic_rule: '1 AND (2 OR 3)' });
    expect(visibleOf4(other, { 3: 3 })).toBe(false);
    expect(visibleOf4(other, { 1: 12, 3: [1, 3] })).toBe(true);
  });

  it('ignores the expression while logic is disabled, and falls back to the join when it is invalid', () => {
    const off = service({
      rules,
      conditional_join: 'all',
      is_logic_enable: false,
      logic_rule: '1 OR 2 OR 3',
    });
    expect(visibleOf4(off, { 3: 3 })).toBe(false);
    const broken = service({
      rules,
      conditional_join: 'one',
      is_logic_enable: true,
      logic_rule: '1 AND 2 OR 3',
    });
    expect(visibleOf4(broken, { 3: 3 })).toBe(true);
    expect(compileService(broken).issues.some((i) => i.includes('conditional_join applies'))).toBe(true);
  });
});

describe('operators', () => {
  const on = (r: ReturnType<typeof rule>, answers: ServiceAnswers): boolean | undefined =>
    visibleOf4(service({ rules: [r] }), answers);

  it('compares numbers', () => {
    expect([9, 10, 11].map((v) => on(rule(0, 'greater_than', 10), { 1: v }))).toEqual([false, false, true]);
    expect([9, 10, 11].map((v) => on(rule(0, 'less_than', 10), { 1: v }))).toEqual([true, false, false]);
    expect([9, 10, 11].map((v) => on(rule(0, 'greater_or_equal', 10), { 1: v }))).toEqual([
      false,
      true,
      true,
    ]);
    expect([9, 10, 11].map((v) => on(rule(0, 'less_or_equal', 10), { 1: v }))).toEqual([true, true, false]);
    expect([9, 10, 11].map((v) => on(rule(0, 'not_equal', 10), { 1: v }))).toEqual([true, false, true]);
    expect(on(rule(0, 'greater_than', '10'), { 1: '10.5' })).toBe(true);
  });

  it('treats a rule on an unanswered option as false, not_equal included', () => {
    for (const blank of [undefined, null, '', '  ', 'abc']) {
      expect(on(rule(0, 'not_equal', 10), { 1: blank })).toBe(false);
      expect(on(rule(0, 'less_than', 10), { 1: blank })).toBe(false);
    }
    expect(on(rule(1, 'is', 2), { 2: [] })).toBe(false);
  });

  it('compares choices: is = exactly that choice, Contains = among the selected', () => {
    expect(on(rule(2, 'is', 2), { 3: 2 })).toBe(true);
    expect(on(rule(2, 'is', 2), { 3: '2' })).toBe(true);
    expect(on(rule(2, 'is', 2), { 3: [2] })).toBe(true);
    expect(on(rule(2, 'is', 2), { 3: [1, 2] })).toBe(false);
    expect(on(rule(2, 'contains', 2), { 3: [1, 2] })).toBe(true);
    expect(on(rule(2, 'contains', 2), { 3: 2 })).toBe(true);
    expect(on(rule(2, 'contains', 2), { 3: [1, 3] })).toBe(false);
  });

  it('compiles a rule it cannot honour as false and reports it', () => {
    const bad = service({ rules: [rule(0, 'is', 10)] });
    expect(visibleOf4(bad, { 1: 10 })).toBe(false);
    expect(compileService(bad).issues).toEqual([
      'option 3 logic rule 1: operator is is not offered for option 0',
    ]);
    expect(visibleOf4(service({ rules: [rule(9, 'is', 1)] }), {})).toBe(false);
    expect(visibleOf4(service({ rules: [rule(0, 'greater_than', 'ten')] }), { 1: 11 })).toBe(false);
  });
});

describe('chains and hidden options', () => {
  // 1 (number) → 2 shows when 1 > 5 → 3 shows when 2 is Silver → 4 shows when 3 is Gold.
  const chain: ServiceDefinition = {
    options: [
      option(1, 3),
      withLogic(option(2, 10), logic(1, [rule(0, 'greater_than', 5)])),
      withLogic(option(3, 6), logic(2, [rule(1, 'is', 2)])),
      withLogic(option(4, 1), logic(3, [rule(2, 'is', 1)])),
    ],
  };
  const compiled = compileService(chain);

  it('resolves visibility in option order so chains work', () => {
    expect(evaluateService(compiled, { 1: 6, 2: 2, 3: 1 }).visible).toEqual({
      1: true,
      2: true,
      3: true,
      4: true,
    });
  });

  it('counts a hidden option as unanswered, down the chain', () => {
    expect(evaluateService(compiled, { 1: 4, 2: 2, 3: 1 }).visible).toEqual({
      1: true,
      2: false,
      3: false,
      4: false,
    });
  });

  it('reads an option later in the order with its answer as given', () => {
    const forward: ServiceDefinition = {
      options: [
        withLogic(option(1, 1), logic(0, [rule(1, 'greater_than', 5)])),
        withLogic(option(2, 3), logic(1, [rule(2, 'is', 1)])),
        option(3, 10),
      ],
    };
    const c = compileService(forward);
    // Option 2 is hidden (option 3 is not Gold) yet option 1, earlier, still reads its answer.
    expect(evaluateService(c, { 2: 8, 3: 2 }).visible).toEqual({ 1: true, 2: false, 3: true });
  });

  it('orders options by sequence', () => {
    const shuffled: ServiceDefinition = {
      options: [
        withLogic(option(20, 1, { sequence: 2 }), logic(1, [rule(0, 'is', 1)])),
        option(10, 10, { sequence: 1 }),
      ],
    };
    const c = compileService(shuffled);
    expect(c.options.map((o) => o.id)).toEqual([10, 20]);
    expect(evaluateService(c, { 10: 1 }).visible).toEqual({ 10: true, 20: true });
    expect(evaluateService(c, { 10: 2 }).visible).toEqual({ 10: true, 20: false });
  });
});

const sizeRules: ValidationRule[] = [
  {
    tag: 'size',
    validation_rule: 1,
    compare_field: 'desired_size',
    variable_field: 'current_size + 4',
    condition: 'greater_than',
    validation_message: 'You can size up by at most 4 sizes',
  },
  {
    tag: 'size',
    validation_rule: 2,
    compare_field: 'desired_size',
    variable_field: '3',
    condition: 'less_than',
    validation_message: '',
  },
];

const cart: ServiceDefinition = {
  options: [
    option(1, 10),
    required(
      option(2, 4, { advance_option_meta_data: { is_validation: true, validations_rules: sizeRules } }),
    ),
    required(withLogic(option(3, 3), logic(2, [rule(0, 'is', 2)]))),
    option(4, 1),
  ],
};

describe('validation messages', () => {
  const compiled = compileService(cart);

  it('reports broken rules of visible options', () => {
    expect(evaluateService(compiled, { 2: { current_size: 5, desired_size: 10 } }).errors).toEqual({
      2: ['You can size up by at most 4 sizes'],
    });
    expect(evaluateService(compiled, { 2: { current_size: 2, desired_size: 2 } }).errors).toEqual({
      2: ['This value is not allowed.'],
    });
    expect(evaluateService(compiled, { 2: { current_size: 5, desired_size: 9 } }).errors).toEqual({});
  });

  it('skips validation rules while is_validation is off', () => {
    const off: ServiceDefinition = {
      options: [
        option(2, 4, { advance_option_meta_data: { is_validation: false, validations_rules: sizeRules } }),
      ],
    };
    expect(evaluateService(compileService(off), { 2: { current_size: 5, desired_size: 10 } }).errors).toEqual(
      {},
    );
  });
});

describe('applyServiceAnswers', () => {
  const compiled = compileService(cart);

  it('drops answers of hidden options and unknown ids', () => {
    const result = applyServiceAnswers(compiled, {
      1: 1,
      2: { current_size: 5, desired_size: 6 },
      3: 42,
      4: 'note',
      99: 'stray',
    });
    expect(result).toEqual({
      ok: true,
      answers: { 1: 1, 2: { current_size: 5, desired_size: 6 }, 4: 'note' },
      visible: { 1: true, 2: true, 3: false, 4: true },
      errors: {},
      message: null,
    });
  });

  it('requires required visible options', () => {
    const result = applyServiceAnswers(compiled, { 1: 2, 2: { current_size: 5 } });
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual({ 2: ['This field is required.'], 3: ['This field is required.'] });
    expect(result.message).toBe('This field is required.');
    expect(result.answers).toEqual({ 1: 2, 2: { current_size: 5 } });
  });

  it('refuses a broken validation rule with its message', () => {
    const result = applyServiceAnswers(compiled, { 1: 2, 2: { current_size: 5, desired_size: 12 }, 3: 1 });
    expect(result.ok).toBe(false);
    expect(result.message).toBe('You can size up by at most 4 sizes');
    expect(result.errors).toEqual({ 2: ['You can size up by at most 4 sizes'] });
  });
});

describe('createEvaluator', () => {
  const chain: ServiceDefinition = {
    options: [
      option(1, 3),
      withLogic(option(2, 10), logic(1, [rule(0, 'greater_than', 5)])),
      withLogic(option(3, 6), logic(2, [rule(1, 'is', 2)])),
      option(4, 4, { advance_option_meta_data: { is_validation: true, validations_rules: sizeRules } }),
    ],
  };
  const compiled = compileService(chain);

  it('updates visibility down the chain on each change', () => {
    const ev = createEvaluator(compiled, { 2: 2 });
    expect(ev.state.visible).toEqual({ 1: true, 2: false, 3: false, 4: true });
    expect(ev.set(1, 6).visible).toEqual({ 1: true, 2: true, 3: true, 4: true });
    expect(ev.set(2, 1).visible).toEqual({ 1: true, 2: true, 3: false, 4: true });
    expect(ev.set(2, 2).visible).toEqual({ 1: true, 2: true, 3: true, 4: true });
    expect(ev.set(1, '').visible).toEqual({ 1: true, 2: false, 3: false, 4: true });
    expect(ev.answers()).toEqual({ 1: '', 2: 2 });
  });

  it('keeps unchanged parts of the state by reference', () => {
    const ev = createEvaluator(compiled);
    const first = ev.state;
    expect(ev.set(3, 1)).toBe(first);
    const afterNumber = ev.set(1, 9);
    expect(afterNumber).not.toBe(first);
    expect(afterNumber.errors).toBe(first.errors);
    const afterSize = ev.set(4, { current_size: 1, desired_size: 9 });
    expect(afterSize.visible).toBe(afterNumber.visible);
    expect(afterSize.errors).toEqual({ 4: ['You can size up by at most 4 sizes'] });
    expect(ev.set(4, { current_size: 5, desired_size: 6 }).errors).toEqual({});
    expect(ev.set(99, 1)).toBe(ev.state);
  });

  it('agrees with a full evaluation after every change', () => {
    const ev = createEvaluator(compiled);
    const answers: ServiceAnswers = {};
    const steps: [number, ServiceAnswers[string]][] = [
      [2, 2],
      [1, 7],
      [3, [1, 2]],
      [1, 3],
      [4, { current_size: 2, desired_size: 2 }],
      [1, 8],
      [2, null],
    ];
    for (const [id, value] of steps) {
      answers[id] = value;
      expect(ev.set(id, value)).toEqual(evaluateService(compiled, answers));
    }
  });
});

describe('json-rules-engine path', () => {
  it('compiles to json-rules-engine rule JSON', () => {
    const c = compileService(service({ rules: twoRules, conditional_join: 'none', action: 'hide' }));
    expect(c.rules).toEqual([
      {
        name: 'option:4',
        priority: 1,
        conditions: {
          not: {
            any: [
              { fact: 'answer:0', operator: 'greaterThan', value: 10 },
              { fact: 'answer:1', operator: 'equal', value: '2' },
            ],
          },
        },
        event: { type: 'option-logic', params: { optionId: '4', index: 3, action: 'hide' } },
      },
    ]);
    expect(c.dependents).toEqual([[3], [3], [], []]);
    expect(c.reads).toEqual([[], [], [], [0, 1]]);
  });

  it('gives the same result as the synchronous evaluator', async () => {
    const compiled = compileService(cart);
    const cases: ServiceAnswers[] = [
      {},
      { 1: 2 },
      { 1: 2, 2: { current_size: 5, desired_size: 12 } },
      { 1: 1, 2: { current_size: 2, desired_size: 2 }, 3: 4 },
    ];
    for (const answers of cases) {
      expect(await evaluateServiceWithEngine(compiled, answers)).toEqual(evaluateService(compiled, answers));
    }
    const chain: ServiceDefinition = {
      options: [
        option(1, 3),
        withLogic(option(2, 10), logic(1, [rule(0, 'greater_than', 5)])),
        withLogic(option(3, 6), logic(2, [rule(1, 'is', 2)])),
      ],
    };
    const c = compileService(chain);
    expect(await evaluateServiceWithEngine(c, { 1: 4, 2: 2 })).toEqual({
      visible: { 1: true, 2: false, 3: false },
      errors: {},
    });
  });
});

describe('compileServiceCached', () => {
  it('compiles once per service object and per id + version', () => {
    const a: ServiceDefinition = { id: 7, version: 3, options: [option(1, 3)] };
    const first = compileServiceCached(a);
    expect(compileServiceCached(a)).toBe(first);
    expect(compileServiceCached({ ...a })).toBe(first);
    expect(compileServiceCached({ ...a, version: 4 })).not.toBe(first);
    expect(compileServiceCached({ options: a.options })).not.toBe(first);
  });
});

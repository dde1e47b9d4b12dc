// Random services, logics and answers: the module's evaluators against a small reference evaluator written
// here from docs/product.md#options-server-check, the json-rules-engine path against the synchronous one, and
// the incremental evaluator against full evaluation.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compileService,
  createEvaluator,
  createLogic,
  createOption,
  evaluateService,
  type Answer,
  type ConditionalJoin,
  type EvaluationResult,
  type LogicAction,
  type LogicOperator,
  type OptionTypeId,
  type ServiceAnswers,
  type ServiceDefinition,
  type ServiceOption,
} from '../../../src/shared/rules/index.ts';
import { evaluateServiceWithEngine } from '../../../src/shared/rules/engine.ts';

// ---------- generation ----------

const NUMBER_OPS = ['greater_than', 'less_than', 'greater_or_equal', 'less_or_equal', 'not_equal'] as const;
const CHOICE_OPS = ['is', 'contains'] as const;
const ALL_OPS: LogicOperator[] = [...NUMBER_OPS, ...CHOICE_OPS];
const TYPES: OptionTypeId[] = [1, 3, 3, 4, 6, 10, 11, 12];
const INVALID_TEXTS = ['1 AND 1', '1 AND 2 OR 3', '9 AND 1', '(1 AND 2', '', 'x', '1 2'];

type Expr = { ref: number } | { op: 'AND' | 'OR'; items: Expr[] };

interface GenLogic {
  action: LogicAction;
  join: ConditionalJoin;
  rules: { field: number; op: LogicOperator; compareTo: string | number }[];
  enable: boolean;
  seeds: number[];
  invalidText: string | null;
}

interface Case {
  service: ServiceDefinition;
  /** Per option id: the expression the logic text holds when it is valid, else null. */
  exprs: Map<string, Expr | null>;
  /** Per size option id: K of its rule "desired_size is greater than current_size + K". */
  sizeK: Map<string, number>;
}

/** Builds a valid expression over a random subset of rule numbers 1..k from a list of random ints. */
function buildExpr(k: number, seeds: number[]): Expr {
  let s = 0;
  const next = (): number => seeds[s++ % seeds.length] ?? 0;
  const numbers = Array.from({ length: k }, (_, i) => i + 1).filter((_, i) => i === 0 || next() % 4 !== 0);
  for (let i = numbers.length - 1; i > 0; i -= 1) {
    const j = next() % (i + 1);
    [numbers[i], numbers[j]] = [numbers[j] ?? 0, numbers[i] ?? 0];
  }
  const group = (nums: number[]): Expr => {
    if (nums.length === 1) return { ref: nums[0] ?? 1 };
    const items: Expr[] = [];
    let rest = nums;
    while (rest.length > 0) {
      const size = 1 + (next() % rest.length);
      const chunk = rest.slice(0, size);
      rest = rest.slice(size);
      items.push(
        chunk.length === nums.length ? { op: 'AND', items: chunk.map((n) => ({ ref: n })) } : group(chunk),
      );
    }
    return items.length === 1 ? (items[0] ?? { ref: 1 }) : { op: next() % 2 === 0 ? 'AND' : 'OR', items };
  };
  return group(numbers);
}

function printExpr(e: Expr): string {
  if ('ref' in e) return String(e.ref);
  return e.items.map((i) => ('ref' in i ? String(i.ref) : `(${printExpr(i)})`)).join(` ${e.op} `);
}

const answerArb = (type: OptionTypeId): fc.Arbitrary<Answer> => {
  switch (type) {
    case 3:
      return fc.oneof(
        fc.integer({ min: -2, max: 14 }),
        fc.integer({ min: 0, max: 12 }).map(String),
        fc.constantFrom('', ' ', 'abc', '7.5', null),
        fc.double({ min: 0, max: 12, noNaN: true }),
      );
    case 4:
      return fc.record(
        {
          current_size: fc.integer({ min: 0, max: 10 }),
          desired_size: fc.oneof(fc.integer({ min: 0, max: 15 }), fc.constant('9')),
        },
        { requiredKeys: [] },
      );
    case 12:
      return fc.oneof(fc.constant({ purchase_date: '2024-05-01' }), fc.constantFrom(1, '2', ''));
    case 1:
      return fc.constantFrom('hello', '', '2');
    default:
      return fc.oneof(
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom('1', '2', '3', '', 'zz'),
        fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { maxLength: 3 }),
        fc.constant<Answer>(['2', '']),
      );
  }
};

const caseArb: fc.Arbitrary<{ c: Case; answers: fc.Arbitrary<ServiceAnswers> }> = fc
  .array(fc.constantFrom(...TYPES), { minLength: 1, maxLength: 10 })
  .chain((types) => {
    const n = types.length;
    const ruleArb = fc.integer({ min: 0, max: n }).chain((field) => {
      const numeric = types[field] === 3;
      const good: readonly LogicOperator[] = numeric ? NUMBER_OPS : CHOICE_OPS;
      return fc.record({
        field: fc.constant(field),
        op: fc.oneof(
          { weight: 9, arbitrary: fc.constantFrom(...good) },
          { weight: 1, arbitrary: fc.constantFrom(...ALL_OPS) },
        ),
        compareTo: numeric
          ? fc.oneof(fc.integer({ min: 0, max: 12 }), fc.constantFrom('5', '7.5', 'x'))
          : fc.oneof(fc.integer({ min: 1, max: 3 }), fc.constantFrom('1', '2', '3', '', 'zz')),
      });
    });
    const logicArb: fc.Arbitrary<GenLogic | null> = fc.option(
      fc.record({
        action: fc.constantFrom<LogicAction>('show', 'hide'),
        join: fc.constantFrom<ConditionalJoin>('all', 'one', 'none'),
        rules: fc.array(ruleArb, { minLength: 1, maxLength: 5 }),
        enable: fc.boolean(),
        seeds: fc.array(fc.nat({ max: 1000 }), { minLength: 6, maxLength: 6 }),
        invalidText: fc.option(fc.constantFrom(...INVALID_TEXTS), { freq: 4 }),
      }),
      { nil: null, freq: 3 },
    );
    return fc.record({
      types: fc.constant(types),
      logics: fc.array(logicArb, { minLength: n, maxLength: n }),
      ks: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: n, maxLength: n }),
      order: fc.shuffledSubarray(
        types.map((_, i) => i),
        { minLength: n, maxLength: n },
      ),
    });
  })
  .map(({ types, logics, ks, order }) => {
    const exprs = new Map<string, Expr | null>();
    const sizeK = new Map<string, number>();
    const ordered: ServiceOption[] = types.map((type, index) => {
      const id = 100 + index;
      const gen = logics[index];
      let logic = null;
      if (gen) {
        const expr = gen.rules.length >= 2 ? buildExpr(gen.rules.length, gen.seeds) : null;
        const text = gen.invalidText ?? (expr ? printExpr(expr) : '1');
        exprs.set(String(id), gen.enable && gen.rules.length >= 2 && gen.invalidText === null ? expr : null);
        logic = createLogic(index, {
          action: gen.action,
          conditional_join: gen.join,
          is_logic_enable: gen.enable,
          logic_rule: text,
          rules: gen.rules.map((r, i) => ({
            logic_sequence_number: i + 1,
            compare_option_field: r.field,
            operator_type: r.op,
            compare_to: r.compareTo,
          })),
        });
      }
      const k = ks[index] ?? 0;
      if (type === 4) sizeK.set(String(id), k);
      return createOption({
        id,
        type,
        sequence: index * 10,
        values: [
          { id: 1, value: 'One' },
          { id: 2, value: 'Two' },
          { id: 3, value: 'Three' },
        ],
        logics: logic ? [logic] : [],
        advance_option_meta_data: {
          is_validation: type === 4,
          validations_rules:
            type === 4
              ? [
                  {
                    tag: 'size',
                    validation_rule: 1,
                    compare_field: 'desired_size',
                    variable_field: `current_size + ${k}`,
                    condition: 'greater_than',
                    validation_message: `Too far ${id}`,
                  },
                ]
              : [],
        },
      });
    });
    // Stored in a shuffled array order: the sequence numbers restore the order the indexes refer to.
    const service: ServiceDefinition = {
      options: order.map((i) => ordered[i]).filter((o) => o !== undefined),
    };
    const answerArbs = Object.fromEntries(
      ordered.map((o) => [String(o.id), fc.option(answerArb(o.type), { nil: undefined })]),
    );
    return { c: { service, exprs, sizeK }, answers: fc.record(answerArbs) as fc.Arbitrary<ServiceAnswers> };
  });

/** A case together with answers drawn for it. */
const caseWithAnswers = caseArb.chain(({ c, answers }) => fc.tuple(fc.constant(c), answers));

// ---------- reference evaluator (independent of the module's evaluators) ----------

function num(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
}

function selected(v: Answer): string[] {
  if (v === null || v === undefined) return [];
  if (Array.isArray(v)) return v.map(String).filter((s) => s.trim() !== '');
  if (typeof v === 'object') return typeof v.purchase_date === 'string' ? [v.purchase_date] : [];
  return String(v).trim() === '' ? [] : [String(v)];
}

function reference(c: Case, answers: ServiceAnswers): EvaluationResult {
  const options = [...c.service.options].sort((a, b) => a.sequence - b.sequence);
  const visible: boolean[] = [];
  const out: EvaluationResult = { visible: {}, errors: {} };
  options.forEach((option, i) => {
    const logic = option.logics[0];
    let isVisible = true;
    if (logic && logic.rules.length > 0) {
      const truth = logic.rules.map((r) => {
        const ref = options[r.compare_option_field];
        if (!ref) return false;
        const hidden = r.compare_option_field < i && visible[r.compare_option_field] === false;
        const answer = hidden ? undefined : answers[String(ref.id)];
        if (ref.tag === 'number') {
          const a = num(answer);
          const b = num(r.compare_to);
          if (a === undefined || b === undefined) return false;
          if (r.operator_type === 'greater_than') return a > b;
          if (r.operator_type === 'less_than') return a < b;
          if (r.operator_type === 'greater_or_equal') return a >= b;
          if (r.operator_type === 'less_or_equal') return a <= b;
          if (r.operator_type === 'not_equal') return a !== b;
          return false;
        }
        const sel = selected(answer);
        const want = String(r.compare_to);
        if (want.trim() === '') return false;
        if (r.operator_type === 'is') return sel.length === 1 && sel[0] === want;
        if (r.operator_type === 'contains') return sel.includes(want);
        return false;
      });
      const expr = c.exprs.get(String(option.id)) ?? null;
      const evalExpr = (e: Expr): boolean =>
        'ref' in e
          ? truth[e.ref - 1] === true
          : e.op === 'AND'
            ? e.items.every(evalExpr)
            : e.items.some(evalExpr);
      const holds = expr
        ? evalExpr(expr)
        : logic.conditional_join === 'all'
          ? truth.every(Boolean)
          : logic.conditional_join === 'one'
            ? truth.some(Boolean)
            : !truth.some(Boolean);
      isVisible = logic.action === 'show' ? holds : !holds;
    }
    visible.push(isVisible);
    const key = String(option.id);
    out.visible[key] = isVisible;
    const k = c.sizeK.get(key);
    const answer = answers[key];
    if (isVisible && k !== undefined && answer && typeof answer === 'object' && !Array.isArray(answer)) {
      const cur = num(answer.current_size);
      const des = num(answer.desired_size);
      if (cur !== undefined && des !== undefined && des > cur + k) out.errors[key] = [`Too far ${key}`];
    }
  });
  return out;
}

// ---------- properties ----------

describe('random services', () => {
  it('evaluateService agrees with the reference evaluator', () => {
    fc.assert(
      fc.property(caseWithAnswers, ([c, answers]) => {
        expect(evaluateService(compileService(c.service), answers)).toEqual(reference(c, answers));
      }),
      { numRuns: 1500 },
    );
  });

  it('hides something now and then (the generator is not trivial)', () => {
    const samples = fc.sample(caseWithAnswers, { numRuns: 400, seed: 42 });
    const hidden = samples.filter(([c, a]) => Object.values(reference(c, a).visible).includes(false)).length;
    const shown = samples.filter(([c, a]) =>
      c.service.options.some((o) => o.logics.length > 0 && reference(c, a).visible[String(o.id)] === true),
    ).length;
    const errors = samples.filter(([c, a]) => Object.keys(reference(c, a).errors).length > 0).length;
    expect(hidden).toBeGreaterThan(40);
    expect(shown).toBeGreaterThan(40);
    expect(errors).toBeGreaterThan(5);
  });

  it('json-rules-engine on the compiled rules agrees with the synchronous evaluator', async () => {
    await fc.assert(
      fc.asyncProperty(caseWithAnswers, async ([c, answers]) => {
        const compiled = compileService(c.service);
        expect(await evaluateServiceWithEngine(compiled, answers)).toEqual(
          evaluateService(compiled, answers),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('the incremental evaluator agrees with full evaluation after every change', () => {
    const withChanges = caseArb.chain(({ c, answers }) =>
      fc.tuple(
        fc.constant(c),
        answers,
        fc.array(fc.tuple(fc.nat(), answers), { minLength: 1, maxLength: 15 }),
      ),
    );
    fc.assert(
      fc.property(withChanges, ([c, initial, changes]) => {
        const compiled = compileService(c.service);
        const ev = createEvaluator(compiled, initial);
        const answers: ServiceAnswers = { ...initial };
        expect(ev.state).toEqual(reference(c, answers));
        for (const [pick, from] of changes) {
          const ids = Object.keys(from);
          const id = ids[pick % ids.length] ?? '';
          answers[id] = from[id];
          expect(ev.set(id, from[id])).toEqual(reference(c, answers));
        }
      }),
      { numRuns: 500 },
    );
  });
});

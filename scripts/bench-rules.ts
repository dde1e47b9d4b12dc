// Benchmark of the service-option rules engine (npm run bench:rules): a service with 40 options and 100
// logic rules, and a stream of 5,000 answer changes. Per change it times (a) json-rules-engine used
// directly — a new Engine with the compiled rules, run on the change, and the same Engine reused across
// runs — and (b) the project's path: compiled once, incremental synchronous evaluation; plus a full
// synchronous re-evaluation for reference. Prints p50 / p99 per answer change (target: (b) p99 < 1 ms).
import {
  compileService,
  createEvaluator,
  createLogic,
  createOption,
  evaluateService,
  factsFor,
  type Answer,
  type LogicRule,
  type OptionTypeId,
  type ServiceAnswers,
  type ServiceDefinition,
  type ServiceOption,
} from '../src/shared/rules/index.ts';
import { evaluateServiceWithEngine, createRulesEngine } from '../src/shared/rules/engine.ts';
import { seededRandom } from '../src/shared/seeded-random.ts';

const OPTIONS = 40;
const RULES = 100;
const CHANGES = 5_000;
const WARMUP = 500;

const rand = seededRandom(20240501);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
const int = (min: number, max: number): number => min + Math.floor(rand() * (max - min + 1));

function buildService(): ServiceDefinition {
  const types: OptionTypeId[] = Array.from({ length: OPTIONS }, (_, i) =>
    i % 4 === 0 ? 3 : i % 4 === 1 ? 10 : i % 4 === 2 ? 6 : pick<OptionTypeId>([1, 4, 11, 12]),
  );
  const eligible = types.flatMap((t, i) => ([3, 6, 10, 11, 12].includes(t) ? [i] : []));
  // 100 rules over the options from index 2 on: 4 rules on every 5th option, 2 on the others, the rest
  // spread, each comparing a random eligible option (mostly earlier ones, so chains form).
  const ruleCounts: number[] = types.map((_, i) => (i < 2 ? 0 : i % 5 === 0 ? 4 : 2));
  let total = ruleCounts.reduce((a, b) => a + b, 0);
  while (total > RULES) {
    const i = int(2, OPTIONS - 1);
    if ((ruleCounts[i] ?? 0) > 1) {
      ruleCounts[i] = (ruleCounts[i] ?? 0) - 1;
      total -= 1;
    }
  }
  while (total < RULES) {
    const i = int(2, OPTIONS - 1);
    ruleCounts[i] = (ruleCounts[i] ?? 0) + 1;
    total += 1;
  }
  const options: ServiceOption[] = types.map((type, index) => {
    const count = ruleCounts[index] ?? 0;
    const rules: LogicRule[] = Array.from({ length: count }, (_, r) => {
      const earlier = eligible.filter((j) => j < index);
      const field =
        rand() < 0.9 && earlier.length > 0 ? pick(earlier) : pick(eligible.filter((j) => j !== index));
      const numeric = types[field] === 3;
      return {
        logic_sequence_number: r + 1,
        compare_option_field: field,
        operator_type: numeric
          ? pick(['greater_than', 'less_than', 'greater_or_equal', 'less_or_equal', 'not_equal'] as const)
          : pick(['is', 'contains'] as const),
        compare_to: numeric ? int(0, 10) : int(1, 4),
      };
    });
    const textual = count >= 3 && rand() < 0.5;
    return createOption({
      id: 1000 + index,
      type,
      sequence: index,
      label: { value: `Option ${index}` },
      values: [1, 2, 3, 4].map((id) => ({ id, value: `Choice ${id}` })),
      logics:
        count === 0
          ? []
          : [
              createLogic(index, {
                action: rand() < 0.3 ? 'hide' : 'show',
                conditional_join: pick(['all', 'one', 'none'] as const),
                is_logic_enable: textual,
                logic_rule: textual ? `(1 AND 2) OR ${count}` : '',
                rules,
              }),
            ],
    });
  });
  return { id: 'bench', version: 1, options };
}

function answerFor(option: ServiceOption): Answer {
  const r = rand();
  if (r < 0.1) return null;
  switch (option.type) {
    case 3:
      return int(0, 10);
    case 4:
      return { current_size: int(4, 9), desired_size: int(4, 12) };
    case 1:
      return `note ${int(1, 9)}`;
    case 12:
      return { purchase_date: '2024-05-01' };
    default:
      return r < 0.2 ? [int(1, 4), int(1, 4)] : int(1, 4);
  }
}

const service = buildService();
const t0 = process.hrtime.bigint();
const compiled = compileService(service);
const compileNs = Number(process.hrtime.bigint() - t0);
const ruleCount = service.options.reduce((n, o) => n + (o.logics[0]?.rules.length ?? 0), 0);
const stream: [string, Answer][] = Array.from({ length: WARMUP + CHANGES }, () => {
  const option = pick(service.options);
  return [String(option.id), answerFor(option)];
});

function stats(ns: number[]): { p50: number; p99: number; max: number; mean: number } {
  const sorted = [...ns].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    p50: at(0.5),
    p99: at(0.99),
    max: sorted[sorted.length - 1] ?? 0,
    mean: ns.reduce((a, b) => a + b, 0) / ns.length,
  };
}

async function measure(
  step: (answers: ServiceAnswers, id: string, value: Answer) => unknown,
): Promise<number[]> {
  const answers: ServiceAnswers = {};
  const times: number[] = [];
  for (let k = 0; k < stream.length; k += 1) {
    const [id, value] = stream[k] ?? ['', null];
    answers[id] = value;
    const start = process.hrtime.bigint();
    const out = step(answers, id, value);
    if (out instanceof Promise) await out;
    const end = process.hrtime.bigint();
    if (k >= WARMUP) times.push(Number(end - start));
  }
  return times;
}

const newEngineEachChange = await measure((answers) =>
  createRulesEngine(compiled).run(factsFor(compiled, answers)),
);
const reusedEngine = createRulesEngine(compiled);
const engineReused = await measure((answers) => reusedEngine.run(factsFor(compiled, answers)));
const evaluator = createEvaluator(compiled);
const incremental = await measure((_answers, id, value) => evaluator.set(id, value));
const fullSync = await measure((answers) => evaluateService(compiled, answers));

// The paths must agree on the final answers.
const finalAnswers: ServiceAnswers = Object.fromEntries(stream.map(([id, v]) => [id, v]));
const viaEngine = await evaluateServiceWithEngine(compiled, finalAnswers);
const same =
  JSON.stringify(viaEngine) === JSON.stringify(evaluator.state) &&
  JSON.stringify(evaluateService(compiled, finalAnswers)) === JSON.stringify(evaluator.state);

const fmt = (ns: number): string =>
  ns >= 1e6 ? `${(ns / 1e6).toFixed(2)} ms` : `${(ns / 1e3).toFixed(1)} µs`;
const rows: [string, number[]][] = [
  ['(a) json-rules-engine, new Engine + run per change', newEngineEachChange],
  ["(a') json-rules-engine, one Engine, run per change", engineReused],
  ['(b) project: compiled once, incremental sync', incremental],
  ['    project: compiled once, full sync re-evaluation', fullSync],
];
console.log(
  `service: ${service.options.length} options, ${ruleCount} rules, ${compiled.rules.length} logics; ` +
    `${CHANGES} answer changes after ${WARMUP} warm-up; compile once: ${fmt(compileNs)}; node ${process.version}`,
);
console.log('');
console.log(`| path | p50 | p99 | max | mean |`);
console.log(`|---|---:|---:|---:|---:|`);
for (const [name, times] of rows) {
  const s = stats(times);
  console.log(`| ${name} | ${fmt(s.p50)} | ${fmt(s.p99)} | ${fmt(s.max)} | ${fmt(s.mean)} |`);
}
const p99 = stats(incremental).p99;
console.log('');
const hidden = Object.values(evaluator.state.visible).filter((v) => !v).length;
console.log(`hidden options after the stream: ${hidden} of ${service.options.length}`);
console.log(
  `target p99 < 1 ms for (b): ${p99 < 1e6 ? 'met' : 'NOT met'} (${fmt(p99)}); paths agree: ${same}`,
);
if (!same) process.exitCode = 1;

// The same compiled rules run by real json-rules-engine (async). Rules run one at a time in option order
// (priority); when an option turns out hidden, a handler replaces its answer fact with undefined, so later
// rules see it unanswered — the semantics of the synchronous evaluator, which tests hold equal to this.
import { Engine, type Almanac, type Event, type RuleProperties } from 'json-rules-engine';
import type { CompiledRule, CompiledService } from './compile.ts';
import { factName } from './conditions.ts';
import { factsFor, validationMessages } from './evaluate.ts';
import type { EvaluateOptions, EvaluationResult, ServiceAnswers } from './types.ts';

type Params = CompiledRule['event']['params'];

function isParams(p: unknown): p is Params {
  return typeof p === 'object' && p !== null && 'index' in p && 'action' in p;
}

/** A json-rules-engine Engine loaded with the compiled rules and the hide-answer handler. */
export function createRulesEngine(compiled: CompiledService): Engine {
  const rules: RuleProperties[] = compiled.rules;
  const engine = new Engine(rules, { allowUndefinedFacts: true });
  const onResult =
    (passed: boolean) =>
    (event: Event, almanac: Almanac): void => {
      if (!isParams(event.params)) return;
      const visible = event.params.action === 'show' ? passed : !passed;
      if (!visible) almanac.addFact(factName(event.params.index), undefined);
    };
  engine.on('success', onResult(true));
  engine.on('failure', onResult(false));
  return engine;
}

const engines = new WeakMap<CompiledService, Engine>();

/** evaluateService's result computed by json-rules-engine's Engine.run on the same compiled rules. */
export async function evaluateServiceWithEngine(
  compiled: CompiledService,
  answers: ServiceAnswers,
  options: EvaluateOptions = {},
): Promise<EvaluationResult> {
  let engine = engines.get(compiled);
  if (!engine) {
    engine = createRulesEngine(compiled);
    engines.set(compiled, engine);
  }
  const { results, failureResults } = await engine.run(factsFor(compiled, answers));
  const visibleAt = compiled.options.map(() => true);
  for (const [list, passed] of [
    [results, true],
    [failureResults, false],
  ] as const) {
    for (const r of list) {
      const params = r.event?.params;
      if (isParams(params)) visibleAt[params.index] = params.action === 'show' ? passed : !passed;
    }
  }
  const nowMs = options.now ?? Date.now();
  const visible: Record<string, boolean> = {};
  const errors: Record<string, string[]> = {};
  compiled.options.forEach((o, i) => {
    if (compiled.indexById[o.key] !== i) return;
    visible[o.key] = visibleAt[i] ?? true;
    const e = visibleAt[i] ? validationMessages(compiled, i, answers[o.key], nowMs) : [];
    if (e.length > 0) errors[o.key] = e;
  });
  return { visible, errors };
}

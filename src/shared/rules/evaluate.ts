// Synchronous evaluation of a compiled service: which options are visible and which validation messages
// apply. Visibility is resolved in option order: an option's logic reads the answers of other options, an
// earlier option that is hidden counts as unanswered, a later one (not resolved yet) with its answer as
// given. `createEvaluator` re-evaluates only what depends on a changed answer, using the dependency index.
// `applyServiceAnswers` is the server's check before an item enters the cart.
import { isAnswered, ruleFact } from './answers.ts';
import type { CompiledService } from './compile.ts';
import { evaluateCondition, factName } from './conditions.ts';
import { RULE_MESSAGES } from './messages.ts';
import type { Answer, EvaluateOptions, EvaluationResult, OptionId, ServiceAnswers } from './types.ts';
import { breaksValidation } from './validation-rule.ts';

type Fact = ReturnType<typeof ruleFact>;

/** Per compiled service: fact name → option index, and option key → all indexes with that id. */
interface Lookup {
  factIndex: Map<string, number>;
  indexesByKey: Map<string, number[]>;
}
const lookups = new WeakMap<CompiledService, Lookup>();

function lookupFor(compiled: CompiledService): Lookup {
  let found = lookups.get(compiled);
  if (!found) {
    const factIndex = new Map<string, number>();
    const indexesByKey = new Map<string, number[]>();
    compiled.options.forEach((o, i) => {
      factIndex.set(factName(i), i);
      const list = indexesByKey.get(o.key);
      if (list) list.push(i);
      else indexesByKey.set(o.key, [i]);
    });
    found = { factIndex, indexesByKey };
    lookups.set(compiled, found);
  }
  return found;
}

/** The facts both evaluators start from: `answer:<index>` → the compared value of each answered option. */
export function factsFor(compiled: CompiledService, answers: ServiceAnswers): Record<string, Fact> {
  const facts: Record<string, Fact> = {};
  compiled.options.forEach((o, i) => {
    facts[factName(i)] = ruleFact(o.numeric, answers[o.key]);
  });
  return facts;
}

/** The validation messages of one option's answer (the option being visible). */
export function validationMessages(
  compiled: CompiledService,
  index: number,
  answer: Answer,
  nowMs: number,
): string[] {
  const option = compiled.options[index];
  if (!option || option.validations.length === 0) return [];
  const messages: string[] = [];
  for (const v of option.validations) {
    if (breaksValidation(v, answer, nowMs) && !messages.includes(v.message)) messages.push(v.message);
  }
  return messages;
}

/** Mutable evaluation state shared by the full and the incremental paths. */
class State {
  readonly raw: Fact[];
  readonly answers: Answer[];
  readonly visible: boolean[];
  readonly errors: string[][];
  readonly factIndex: Map<string, number>;

  constructor(
    readonly compiled: CompiledService,
    answers: ServiceAnswers,
    readonly nowMs: number,
  ) {
    this.factIndex = lookupFor(compiled).factIndex;
    this.answers = compiled.options.map((o) => answers[o.key]);
    this.raw = compiled.options.map((o, i) => ruleFact(o.numeric, this.answers[i]));
    this.visible = compiled.options.map(() => true);
    this.errors = compiled.options.map(() => []);
  }

  /** Whether option i's logic lets it show, given the current visibility of the options before it. */
  visibilityOf(i: number): boolean {
    const logic = this.compiled.options[i]?.logic;
    const rule = logic ? this.compiled.rules[logic.rule] : undefined;
    if (!logic || !rule) return true;
    const holds = evaluateCondition(rule.conditions, (name) => {
      const j = this.factIndex.get(name);
      if (j === undefined || (j < i && !this.visible[j])) return undefined;
      return this.raw[j];
    });
    return logic.action === 'show' ? holds : !holds;
  }

  errorsOf(i: number): string[] {
    return this.visible[i] ? validationMessages(this.compiled, i, this.answers[i], this.nowMs) : [];
  }

  /** Resolves every option in order. */
  resolveAll(): void {
    for (let i = 0; i < this.raw.length; i += 1) {
      this.visible[i] = this.visibilityOf(i);
      this.errors[i] = this.errorsOf(i);
    }
  }

  /** The option's key when it owns its id (the first option with that id), else null. */
  ownerKey(i: number): string | null {
    const o = this.compiled.options[i];
    return o && this.compiled.indexById[o.key] === i ? o.key : null;
  }

  result(): EvaluationResult {
    const visible: Record<string, boolean> = {};
    const errors: Record<string, string[]> = {};
    this.visible.forEach((v, i) => {
      const key = this.ownerKey(i);
      if (key === null) return;
      visible[key] = v;
      const e = this.errors[i];
      if (e && e.length > 0) errors[key] = [...e];
    });
    return { visible, errors };
  }
}

/** Visibility and validation messages for a set of answers (keyed by option id). Synchronous. */
export function evaluateService(
  compiled: CompiledService,
  answers: ServiceAnswers,
  options: EvaluateOptions = {},
): EvaluationResult {
  const state = new State(compiled, answers, options.now ?? Date.now());
  state.resolveAll();
  return state.result();
}

export interface RulesEvaluator {
  /** The current result; a new object (with new `visible` / `errors` only where they changed) after a change. */
  readonly state: EvaluationResult;
  /** Sets one answer, re-evaluates what depends on it and returns the new state. Unknown ids change nothing. */
  set(optionId: OptionId, value: Answer): EvaluationResult;
  /** The current answers by option id. */
  answers(): ServiceAnswers;
}

const sameList = (a: readonly string[] | undefined, b: readonly string[]): boolean =>
  (a?.length ?? 0) === b.length && b.every((m, i) => a?.[i] === m);

/**
 * An incremental evaluator: compile once, create one per form, call `set` on each answer change. Only the
 * options whose logic reads the changed answer are re-evaluated, then — in option order — the readers of
 * any option whose visibility changed. The clock for the warranty's `today` is fixed at creation.
 */
export function createEvaluator(
  compiled: CompiledService,
  initial: ServiceAnswers = {},
  options: EvaluateOptions = {},
): RulesEvaluator {
  const s = new State(compiled, initial, options.now ?? Date.now());
  s.resolveAll();
  const { indexesByKey } = lookupFor(compiled);
  const n = compiled.options.length;
  const dirty = new Uint8Array(n);
  let current = s.result();

  const set = (optionId: OptionId, value: Answer): EvaluationResult => {
    const indexes = indexesByKey.get(String(optionId));
    if (!indexes) return current;
    let nextVisible: Record<string, boolean> | null = null;
    let nextErrors: Record<string, string[]> | null = null;
    let from = n;

    const refreshErrors = (i: number): void => {
      const e = s.errorsOf(i);
      const key = s.ownerKey(i);
      s.errors[i] = e;
      if (key === null || sameList((nextErrors ?? current.errors)[key], e)) return;
      nextErrors ??= { ...current.errors };
      if (e.length > 0) nextErrors[key] = e;
      else delete nextErrors[key];
    };

    for (const i of indexes) {
      s.answers[i] = value;
      s.raw[i] = ruleFact(compiled.options[i]?.numeric ?? false, value);
      refreshErrors(i);
      for (const d of compiled.dependents[i] ?? []) {
        dirty[d] = 1;
        if (d < from) from = d;
      }
    }
    for (let i = from; i < n; i += 1) {
      if (dirty[i] === 0) continue;
      dirty[i] = 0;
      const v = s.visibilityOf(i);
      if (v === s.visible[i]) continue;
      s.visible[i] = v;
      const key = s.ownerKey(i);
      if (key !== null) {
        nextVisible ??= { ...current.visible };
        nextVisible[key] = v;
      }
      refreshErrors(i);
      // Only later options see this option's visibility; earlier ones read its answer as given.
      for (const d of compiled.dependents[i] ?? []) if (d > i) dirty[d] = 1;
    }
    if (nextVisible || nextErrors) {
      current = { visible: nextVisible ?? current.visible, errors: nextErrors ?? current.errors };
    }
    return current;
  };

  return {
    get state() {
      return current;
    },
    set,
    answers() {
      const out: ServiceAnswers = {};
      s.answers.forEach((a, i) => {
        const key = s.ownerKey(i);
        if (key !== null && a !== undefined) out[key] = a;
      });
      return out;
    },
  };
}

export interface AppliedAnswers {
  /** No messages: the item may enter the cart. */
  ok: boolean;
  /** The answers kept: visible, answered options only (hidden options' answers are dropped). */
  answers: ServiceAnswers;
  visible: Record<string, boolean>;
  /** Per option: 'This field is required.' for a required visible option left unanswered, and broken rules. */
  errors: Record<string, string[]>;
  /** The first message in option order (the one a 400 response carries), or null. */
  message: string | null;
}

/**
 * The server's check of a cart item's answers: the same logic and validation rules as the storefront.
 * Hidden options are dropped, required visible options must be answered, and each broken validation
 * rule reports its message.
 */
export function applyServiceAnswers(
  compiled: CompiledService,
  answers: ServiceAnswers,
  options: EvaluateOptions = {},
): AppliedAnswers {
  const state = new State(compiled, answers, options.now ?? Date.now());
  state.resolveAll();
  const kept: ServiceAnswers = {};
  const errors: Record<string, string[]> = {};
  let message: string | null = null;
  compiled.options.forEach((o, i) => {
    if (state.ownerKey(i) === null || !state.visible[i]) return;
    const answer = state.answers[i];
    const answered = isAnswered(o.type, answer);
    // Partial answers (say, a size with only the current size) are kept when the option is optional.
    if (isAnswered(0, answer)) kept[o.key] = answer;
    const list = o.required && !answered ? [RULE_MESSAGES.required] : [...(state.errors[i] ?? [])];
    if (list.length > 0) {
      errors[o.key] = list;
      message ??= list[0] ?? null;
    }
  });
  return { ok: message === null, answers: kept, visible: state.result().visible, errors, message };
}

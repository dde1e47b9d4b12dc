// The state of a customer-side option form: the answers, and what the rules module says about them. The
// service is compiled once per definition (a new definition object, e.g. each edit in the portal's preview,
// compiles again) and every answer change goes through the incremental evaluator, so options appear and
// disappear as the customer answers. `check()` is the same check the server runs before the cart.
import { useCallback, useMemo, useState } from 'react';
import {
  applyServiceAnswers,
  compileService,
  createEvaluator,
  isAnswered,
  RULE_MESSAGES,
  type AppliedAnswers,
  type Answer,
  type CompiledService,
  type EvaluationResult,
  type OptionId,
  type RulesEvaluator,
  type ServiceAnswers,
  type ServiceDefinition,
  type ServiceOption,
} from '../shared/rules/index.ts';

interface FormState {
  compiled: CompiledService;
  evaluator: RulesEvaluator;
  answers: ServiceAnswers;
  result: EvaluationResult;
}

function start(compiled: CompiledService, answers: ServiceAnswers): FormState {
  const evaluator = createEvaluator(compiled, answers);
  return { compiled, evaluator, answers, result: evaluator.state };
}

export interface OptionFormApi {
  /** The options in service order. */
  options: readonly ServiceOption[];
  answers: ServiceAnswers;
  /** Visibility and broken validation rules, per option id. */
  result: EvaluationResult;
  set(optionId: OptionId, value: Answer): void;
  isVisible(optionId: OptionId): boolean;
  /** The messages shown under an option: 'This field is required.' once a submit was tried, then its rules. */
  messagesFor(option: ServiceOption): string[];
  /** The server's check on the current answers (hidden answers dropped); shows required messages from now on. */
  check(): AppliedAnswers;
  reset(): void;
}

export function useOptionForm(definition: ServiceDefinition, initial: ServiceAnswers = {}): OptionFormApi {
  const compiled = useMemo(() => compileService(definition), [definition]);
  const [state, setState] = useState<FormState>(() => start(compiled, initial));
  const [submitted, setSubmitted] = useState(false);

  // A new definition (the editor changed the service): compile again, keeping the answers given so far.
  let current = state;
  if (state.compiled !== compiled) {
    current = start(compiled, state.answers);
    setState(current);
  }

  const set = useCallback((optionId: OptionId, value: Answer) => {
    setState((s) => {
      const result = s.evaluator.set(optionId, value);
      return { ...s, result, answers: { ...s.answers, [String(optionId)]: value } };
    });
  }, []);

  const { answers, result } = current;
  const requiredOf = useMemo(() => new Map(compiled.options.map((o) => [o.key, o.required])), [compiled]);

  const messagesFor = useCallback(
    (option: ServiceOption): string[] => {
      const key = String(option.id);
      const messages: string[] = [];
      if (submitted && requiredOf.get(key) && !isAnswered(option.type, answers[key]))
        messages.push(RULE_MESSAGES.required);
      for (const m of result.errors[key] ?? []) if (!messages.includes(m)) messages.push(m);
      return messages;
    },
    [answers, result, submitted, requiredOf],
  );

  const check = useCallback((): AppliedAnswers => {
    setSubmitted(true);
    return applyServiceAnswers(compiled, answers);
  }, [compiled, answers]);

  const reset = useCallback(() => {
    setSubmitted(false);
    setState(start(compiled, {}));
  }, [compiled]);

  const options = definition.options;
  const ordered = useMemo(
    () => compiled.options.flatMap((o) => options.find((x) => String(x.id) === o.key) ?? []),
    [compiled, options],
  );

  return {
    options: ordered,
    answers,
    result,
    set,
    isVisible: (optionId) => result.visible[String(optionId)] !== false,
    messagesFor,
    check,
    reset,
  };
}

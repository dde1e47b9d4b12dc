// The service-option rules engine: option types and tags, the logic editor's checks (logic text, compare
// fields, operators, repeated choices, rule deletion), validation rules, compile once per service version
// to json-rules-engine rules, synchronous and incremental evaluation, the json-rules-engine path, the
// server's cart check, and the general input validators of spec section 5. Pure: runs in browser and server.
export * from './option-types.ts';
export * from './types.ts';
export * from './messages.ts';
export { toNumber, toDay, isAnswered, ruleFact, fieldNumber } from './answers.ts';
export {
  parseLogicText,
  checkLogicText,
  canEnableLogic,
  printLogicExpr,
  rewriteLogicExpr,
  type LogicExpr,
  type ParseLogicResult,
} from './logic-text.ts';
export {
  eligibleCompareFields,
  operatorsFor,
  isNumberField,
  isOperatorAllowed,
  duplicateChoice,
  type EligibleField,
  type ValueInput,
  type OperatorChoice,
  type DuplicateChoiceResult,
} from './compare-fields.ts';
export { deleteRule, renumberRules, type RuleRef } from './delete-rule.ts';
export {
  compareFieldsFor,
  formulaTokensFor,
  parseFormula,
  checkValidationRule,
  compileValidationRule,
  breaksValidation,
  TODAY_TOKEN,
  type CompareField,
  type Formula,
  type FormulaOperand,
  type FormulaOp,
  type ParseFormulaResult,
  type ValidationRuleField,
  type ValidationRuleErrors,
  type CompiledValidation,
} from './validation-rule.ts';
export {
  ENGINE_OPERATORS,
  applyOperator,
  evaluateCondition,
  factName,
  factsOf,
  type EngineOperator,
  type Condition,
  type BooleanCondition,
  type FactCondition,
} from './conditions.ts';
export {
  compileService,
  compileServiceCached,
  orderOptions,
  LOGIC_EVENT,
  type CompiledService,
  type CompiledOption,
  type CompiledRule,
} from './compile.ts';
export {
  evaluateService,
  createEvaluator,
  applyServiceAnswers,
  factsFor,
  validationMessages,
  type RulesEvaluator,
  type AppliedAnswers,
} from './evaluate.ts';
export { evaluateServiceWithEngine, createRulesEngine } from './engine.ts';
export * from './validators.ts';
export { createOption, createLogic, defaultToggles } from './factory.ts';

// The service-option rules engine: option types and tags, the logic editor's checks (logic text, compare
// fields, operators, repeated choices, rule deletion), validation rules, compile once per service version
// to json-rules-engine rules, synchronous and incremental evaluation, the server's cart check, and the
// general input validators of docs/product.md#formats. Pure: runs in browser and server. The
// json-rules-engine path
// (engine.ts) is imported from its own module: it is only the tests' and bench's cross-check, and
// re-exporting it here put json-rules-engine and its dependencies (~25 KB gzipped, never tree-shaken) into
// every chunk that shows an option form.
export * from './option-types.ts';
export * from './types.ts';
export * from './messages.ts';
export { toNumber, isAnswered } from './answers.ts';
export {
  parseLogicText,
  checkLogicText,
  canEnableLogic,
  printLogicExpr,
  rewriteLogicExpr,
} from './logic-text.ts';
export {
  eligibleCompareFields,
  operatorsFor,
  isNumberField,
  isOperatorAllowed,
  duplicateChoice,
  type DuplicateChoiceResult,
} from './compare-fields.ts';
export { deleteRule, renumberRules } from './delete-rule.ts';
export {
  compareFieldsFor,
  formulaTokensFor,
  parseFormula,
  checkValidationRule,
  compileValidationRule,
  breaksValidation,
  type ValidationRuleField,
} from './validation-rule.ts';
export { compileService, compileServiceCached, orderOptions, type CompiledService } from './compile.ts';
export {
  evaluateService,
  createEvaluator,
  applyServiceAnswers,
  factsFor,
  type RulesEvaluator,
  type AppliedAnswers,
} from './evaluate.ts';
export * from './validators.ts';
export { createOption, createLogic } from './factory.ts';

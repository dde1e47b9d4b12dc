// The user-facing messages of docs/product.md#options, verbatim. Every check in this module returns one of
// these, so
// the editor, the storefront and the server show the same words.

export const RULE_MESSAGES = {
  /** Logic text: a bad character, an unknown rule number, a malformed expression or unbalanced brackets. */
  invalidLogic: 'Please enter valid logic rule in add logic field.',
  /** Logic text: a rule number is used twice. */
  repeatedNumber: "Can't use same value again n again",
  /** Logic text: AND and OR mixed at one bracket level. */
  parentheses: 'You must use parentheses around successive AND and OR expressions.',
  /** Every field of a validation rule, and a required option left unanswered. */
  required: 'This field is required.',
  /** Validation rule: more than one formula in the variable field. */
  multipleFormula: 'You can not add multiple formula.',
  /** Validation rule: current size compared with a current-size formula. */
  currentSizeFormula: 'You can not current size formula if you have selected current size in compare field.',
  /** Validation rule: desired size compared with a desired-size formula. */
  desiredSizeFormula: 'You can not desired size if you have selected desired size in compare field.',
  /** Track-order form (docs/product.md#formats-order-number writes this one without a full stop). */
  orderNumberRequired: 'This field is required',
  orderNumberLength: 'Please enter correct order number',
} as const;

/** Logic rules: the same choice may not repeat across rules. */
export function duplicateChoiceText(choice: string): string {
  return `Can't have multiple ${choice}`;
}

/**
 * Our own additions (docs/product.md#options-own-messages; see docs/rules-engine.md):
 * - a variable field that is not a formula at all (unknown word, dangling operator);
 * - a broken rule of type 2 ("restrict numbers"), which has no message of its own, refused by the server.
 */
export const OWN_MESSAGES = {
  invalidFormula: 'Please enter a valid formula.',
  restrictedValue: 'This value is not allowed.',
} as const;

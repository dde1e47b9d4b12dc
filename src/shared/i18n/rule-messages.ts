// The rules module's messages (src/shared/rules/messages.ts) are English constants the server and the
// editor share; on a customer's screen each is shown through its key in the validation.* catalogue. A
// store's own validation message (written by the store, in its language) passes through as it is.
import { OWN_MESSAGES, RULE_MESSAGES } from '../rules/messages.ts';
import type { Translate } from './translate.ts';

const KEYS = new Map<string, string>([
  [RULE_MESSAGES.required, 'validation.required'],
  [RULE_MESSAGES.orderNumberRequired, 'validation.order_number_required'],
  [RULE_MESSAGES.orderNumberLength, 'validation.order_number_length'],
  [OWN_MESSAGES.restrictedValue, 'validation.restricted_value'],
  [OWN_MESSAGES.invalidFormula, 'validation.invalid_formula'],
]);

/** The catalogue key of one of the product's own messages; none for a store's own. */
export const ruleMessageKey = (message: string): string | undefined => KEYS.get(message);

/** The message in the reader's language when it is one of the product's own; a store's own as written. */
export function ruleMessageIn(t: Translate, message: string): string {
  const key = KEYS.get(message);
  return key ? t(key) : message;
}

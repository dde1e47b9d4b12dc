// The service editor's words through react-admin's translate (catalogue: src/portal/i18n/editor-en.ts): the
// rules module's names (option types, logic actions, joins, operators, validation rule types and conditions)
// by their codes, and its messages (docs/product.md#options, English constants shared with the server and
// the storefront) by their keys. A message that is none of these — a store's own, the server's — shows as
// it came.
import { duplicateChoiceText, RULE_MESSAGES } from '../../shared/rules/messages.ts';
import { ruleMessageIn } from '../../shared/i18n/rule-messages.ts';
import type { Translate } from '../../shared/i18n/translate.ts';

const E = 'portal.editor';

const RULE_KEYS = new Map<string, string>([
  [RULE_MESSAGES.invalidLogic, `${E}.rule_messages.invalid_logic`],
  [RULE_MESSAGES.repeatedNumber, `${E}.rule_messages.repeated_number`],
  [RULE_MESSAGES.parentheses, `${E}.rule_messages.parentheses`],
  [RULE_MESSAGES.multipleFormula, `${E}.rule_messages.multiple_formula`],
  [RULE_MESSAGES.currentSizeFormula, `${E}.rule_messages.current_size_formula`],
  [RULE_MESSAGES.desiredSizeFormula, `${E}.rule_messages.desired_size_formula`],
]);

const [duplicateBefore = '', duplicateAfter = ''] = duplicateChoiceText('\u0000').split('\u0000');

/** A message of the editor in the reader's language: one of editor-model's keys (portal.editor.…), one of
 * the rules module's messages, or — a store's own, the server's — as it is. */
export function editorMessage(translate: Translate, message: string): string;
export function editorMessage(translate: Translate, message: string | null | undefined): string | undefined;
export function editorMessage(translate: Translate, message: string | null | undefined): string | undefined {
  if (!message) return undefined;
  if (message.startsWith(`${E}.`)) return translate(message);
  const key = RULE_KEYS.get(message);
  if (key) return translate(key, { _: message });
  if (
    message.startsWith(duplicateBefore) &&
    message.endsWith(duplicateAfter) &&
    message.length > duplicateBefore.length + duplicateAfter.length
  )
    return translate(`${E}.rule_messages.duplicate_choice`, {
      choice: message.slice(duplicateBefore.length, message.length - duplicateAfter.length),
      _: message,
    });
  // The product's own (required, a formula, a refused value) or a store's own message.
  return ruleMessageIn(translate, message);
}

/** docs/product.md#catalogue-option-types: a type's name. */
export const optionTypeName = (translate: Translate, type: number, english?: string): string =>
  translate(`${E}.types.${type}`, { _: english ?? translate(`${E}.type_n`, { n: type }) });

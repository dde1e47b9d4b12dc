// Choices as the form offers them: the option cost beside a choice when the option's "Option cost" toggle
// is on, the 'Other' choice of the 'Other' Option toggle (with its free text), and the cost of an answer.
import { formatMoney } from '../shared/format-text.ts';
import {
  OptionType,
  toNumber,
  type Answer,
  type OptionChoice,
  type ServiceOption,
} from '../shared/rules/index.ts';

/** The value of the synthetic 'Other' choice in inputs; the answer itself is `{ other: text }`. */
export const OTHER_VALUE = '__other__';

/** Option types answered with one choice, which can offer 'Other'. */
const SINGLE_CHOICE_TYPES: readonly number[] = [
  OptionType.dropdown,
  OptionType.singleSelectText,
  OptionType.singleSelectImage,
];

export function choicePrice(option: ServiceOption, choice: OptionChoice): number {
  if (!option.toggles.is_option_cost.active) return 0;
  return toNumber(choice.price) ?? 0;
}

/** "14k gold (+$15.00)" when the option has a cost for this choice, else the choice's text; money written
 * by the reader's translator (the store's currency, docs/product.md#languages) when given. */
export function choiceText(
  option: ServiceOption,
  choice: OptionChoice,
  money: (amount: number) => string = formatMoney,
): string {
  const price = choicePrice(option, choice);
  return price > 0 ? `${choice.value} (+${money(price)})` : choice.value;
}

/**
 * Whether the form adds an 'Other' choice with a text field: the toggle is on, the option takes one choice,
 * and none of its own choices is already called Other (then that choice is the 'Other' one).
 */
export function offersOther(option: ServiceOption): boolean {
  return (
    option.toggles.otherOption.active &&
    SINGLE_CHOICE_TYPES.includes(option.type) &&
    !option.values.some((c) => c.value.trim().toLowerCase() === 'other')
  );
}

export function isOtherAnswer(answer: Answer): answer is { other: string } {
  return typeof answer === 'object' && answer !== null && !Array.isArray(answer) && 'other' in answer;
}

export function otherText(answer: Answer): string {
  return isOtherAnswer(answer) ? String(answer.other ?? '') : '';
}

/** The input value of a single-choice answer: the choice id as text, OTHER_VALUE, or ''. */
export function singleChoiceValue(answer: Answer): string {
  if (isOtherAnswer(answer)) return OTHER_VALUE;
  if (typeof answer === 'string' || typeof answer === 'number') return String(answer);
  return '';
}

/** The answer for a chosen input value: the choice's own id (number or text), or the 'Other' answer. */
export function answerForChoice(option: ServiceOption, value: string, previous: Answer): Answer {
  if (value === OTHER_VALUE) return isOtherAnswer(previous) ? previous : { other: '' };
  if (value === '') return null;
  const choice = option.values.find((c) => String(c.id) === value);
  return choice ? choice.id : value;
}

/** Selected choice ids of an answer (one or many). */
export function selectedIds(answer: Answer): string[] {
  if (Array.isArray(answer)) return answer.map(String);
  if (typeof answer === 'string' || typeof answer === 'number') return [String(answer)];
  return [];
}

/** The option cost of an answer: the prices of its selected choices when "Option cost" is on. */
export function answerCost(option: ServiceOption, answer: Answer): number {
  if (!option.toggles.is_option_cost.active) return 0;
  const ids = selectedIds(answer);
  return option.values.reduce(
    (sum, c) => (ids.includes(String(c.id)) ? sum + choicePrice(option, c) : sum),
    0,
  );
}

// Deleting a rule from an option's logic (docs/product.md#options-logic-editor,
// docs/product.md#options-logic-delete): by saved rule id, or by position while
// unsaved; the remaining rules are renumbered 1..n in order, and deleting the last rule removes the logic.
import { canEnableLogic, parseLogicText, printLogicExpr, rewriteLogicExpr } from './logic-text.ts';
import type { LogicRule, OptionLogic } from './types.ts';

/** Which rule to delete: `{ id }` of a saved rule, or `{ position }` (0-based index in `rules`). */
export type RuleRef = { id: number | string } | { position: number };

/** Rules with logic_sequence_number set to 1..n in array order (new objects). */
export function renumberRules<R extends Pick<LogicRule, 'logic_sequence_number'>>(rules: readonly R[]): R[] {
  return rules.map((rule, i) => ({ ...rule, logic_sequence_number: i + 1 }));
}

/**
 * Removes one rule and returns a new logic, or null when its last rule went (the whole logic is removed).
 * The logic text follows the renumbering: the deleted number leaves the expression and later numbers move
 * down (`(1 AND 2) OR 3` without rule 2 becomes `1 OR 2`). A text that did not parse is left as it was.
 * With fewer than 2 rules left the text expression is switched off. An unknown id or position returns the
 * logic unchanged.
 */
export function deleteRule(logic: OptionLogic, ref: RuleRef): OptionLogic | null {
  const position =
    'id' in ref
      ? logic.rules.findIndex((r) => r.id !== undefined && String(r.id) === String(ref.id))
      : Number.isInteger(ref.position) && ref.position >= 0 && ref.position < logic.rules.length
        ? ref.position
        : -1;
  if (position < 0) return logic;
  const removed = logic.rules[position];
  const kept = logic.rules.filter((_, i) => i !== position);
  if (kept.length === 0 || !removed) return null;

  const newNumber = new Map<number, number>();
  kept.forEach((rule, i) => newNumber.set(rule.logic_sequence_number, i + 1));
  let logicRule = logic.logic_rule;
  const parsed = parseLogicText(
    logic.logic_rule,
    logic.rules.map((r) => r.logic_sequence_number),
  );
  if (parsed.ok) {
    const rewritten = rewriteLogicExpr(parsed.expr, (n) =>
      n === removed.logic_sequence_number ? null : (newNumber.get(n) ?? null),
    );
    logicRule = rewritten ? printLogicExpr(rewritten) : '';
  }
  return {
    ...logic,
    rules: renumberRules(kept),
    logic_rule: logicRule,
    is_logic_enable: logic.is_logic_enable && canEnableLogic(kept.length),
  };
}

import { describe, expect, it } from 'vitest';
import {
  canEnableLogic,
  checkLogicText,
  parseLogicText,
  printLogicExpr,
  rewriteLogicExpr,
  RULE_MESSAGES,
} from '../../../src/shared/rules/index.ts';

const INVALID = 'Please enter valid logic rule in add logic field.';
const REPEAT = "Can't use same value again n again";
const PARENS = 'You must use parentheses around successive AND and OR expressions.';

describe('checkLogicText', () => {
  it('uses the messages of docs/product.md#options-logic-text verbatim', () => {
    expect(RULE_MESSAGES.invalidLogic).toBe(INVALID);
    expect(RULE_MESSAGES.repeatedNumber).toBe(REPEAT);
    expect(RULE_MESSAGES.parentheses).toBe(PARENS);
  });

  it.each([
    ['1 AND 2', [1, 2]],
    ['1 OR 2 OR 3', [1, 2, 3]],
    ['(1 AND 2) OR 3', [1, 2, 3]],
    ['1 AND (2 OR 3)', [1, 2, 3]],
    ['((1 AND 2) OR (3 AND 4)) AND 5', [1, 2, 3, 4, 5]],
    ['1', [1]],
    ['(1)', [1]],
    ['  1   AND    2  ', [1, 2]],
    ['1AND2', [1, 2]],
    ['1 AND 3', [1, 2, 3]],
  ])('accepts %j', (text, numbers) => {
    expect(checkLogicText(text, numbers)).toBeNull();
  });

  it.each([
    ['1 & 2', 'a character outside digits, AND, OR, brackets and spaces'],
    ['1 and 2', 'lower-case operator'],
    ['1 AND 0', 'digit 0'],
    ['1 XOR 2', 'unknown word'],
    ['1\tAND 2', 'a tab'],
    ['', 'empty text'],
    ['   ', 'only spaces'],
    ['1 AND', 'dangling operator'],
    ['AND 1', 'leading operator'],
    ['1 2', 'two numbers without operator'],
    ['(1 AND 2', 'unclosed bracket'],
    ['1 AND 2)', 'extra closing bracket'],
    [')1 AND 2(', 'reversed brackets'],
    ['()', 'empty brackets'],
    ['1 AND ()', 'empty group'],
    ['1 AND 4', 'rule 4 does not exist'],
    ['12', 'rule 12 does not exist'],
    ['ANDOR', 'operators only'],
  ])('rejects %j (%s) with the invalid-logic message', (text) => {
    expect(checkLogicText(text, [1, 2, 3])).toBe(INVALID);
  });

  it('rejects a repeated number', () => {
    expect(checkLogicText('1 AND 1', [1, 2])).toBe(REPEAT);
    expect(checkLogicText('(1 AND 2) OR (2 AND 3)', [1, 2, 3])).toBe(REPEAT);
  });

  it('requires brackets around successive AND and OR', () => {
    expect(checkLogicText('1 AND 2 OR 3', [1, 2, 3])).toBe(PARENS);
    expect(checkLogicText('1 OR 2 AND 3', [1, 2, 3])).toBe(PARENS);
    expect(checkLogicText('(1 AND 2 OR 3)', [1, 2, 3])).toBe(PARENS);
    expect(checkLogicText('(1 AND 2) OR 3 AND 4', [1, 2, 3, 4])).toBe(PARENS);
  });

  it('checks shape before repeats, repeats before unknown numbers, those before mixing', () => {
    expect(checkLogicText('1 AND 1 OR', [1])).toBe(INVALID);
    expect(checkLogicText('5 AND 5', [1, 2])).toBe(REPEAT);
    expect(checkLogicText('1 AND 2 OR 9', [1, 2])).toBe(INVALID);
  });
});

describe('parseLogicText / printLogicExpr', () => {
  it('builds groups per bracket level', () => {
    const parsed = parseLogicText('(1 AND 2) OR 3', [1, 2, 3]);
    expect(parsed).toEqual({
      ok: true,
      expr: {
        kind: 'or',
        items: [
          {
            kind: 'and',
            items: [
              { kind: 'ref', n: 1 },
              { kind: 'ref', n: 2 },
            ],
          },
          { kind: 'ref', n: 3 },
        ],
      },
    });
    if (parsed.ok) expect(printLogicExpr(parsed.expr)).toBe('(1 AND 2) OR 3');
  });

  it('rewrites an expression when a rule goes', () => {
    const parsed = parseLogicText('(1 AND 2) OR 3', [1, 2, 3]);
    if (!parsed.ok) throw new Error('expected a valid expression');
    const without2 = rewriteLogicExpr(parsed.expr, (n) => (n === 2 ? null : n > 2 ? n - 1 : n));
    expect(without2 && printLogicExpr(without2)).toBe('1 OR 2');
    const without3 = rewriteLogicExpr(parsed.expr, (n) => (n === 3 ? null : n));
    expect(without3 && printLogicExpr(without3)).toBe('1 AND 2');
    expect(rewriteLogicExpr(parsed.expr, () => null)).toBeNull();
  });
});

describe('canEnableLogic', () => {
  it('needs 2 or more rules', () => {
    expect(canEnableLogic(0)).toBe(false);
    expect(canEnableLogic(1)).toBe(false);
    expect(canEnableLogic(2)).toBe(true);
    expect(canEnableLogic(7)).toBe(true);
  });
});

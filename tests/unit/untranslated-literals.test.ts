// Every word a customer, store or vendor user reads goes through the translations (docs/product.md#languages):
// this scan reads the faces' components with the TypeScript compiler and fails on a user-facing literal —
// JSX text with letters, a string in a prop people read (label, title, placeholder, aria-label, helperText,
// alt…) or in such a property of an object, or a literal handed to notify(…) / setError(…) / setMessage(…).
// Every file is converted: no file may keep a literal (the list of files still to convert emptied and went,
// issue 30). A dotted key
// ("resources.orders.name", react-admin translates those) and words that read the same in every language
// (WORDS_EVERY_LANGUAGE) are not literals.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const FACES = ['src/storefront', 'src/portal', 'src/vendor', 'src/shell', 'src/option-form'];

/** Props whose text people read. */
const READ_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'helperText',
  'alt',
  'emptyText',
  'confirmTitle',
  'confirmContent',
  'message',
  'description',
  'caption',
  'heading',
  'subtitle',
  'hint',
  'legend',
  'text',
  'tooltip',
]);

/** Calls whose first argument is shown to the user. */
const SHOWING_CALLS = new Set([
  'notify',
  'setError',
  'setMessage',
  'setProblem',
  'setNotice',
  'alert',
  'confirm',
]);

/** Names, brands and symbols that read the same in every language. */
const WORDS_EVERY_LANGUAGE = new Set([
  'Stripe',
  'PayPal',
  'Shopify',
  'QuickBooks',
  'Xero',
  'Google',
  'Apple Pay',
]);

const hasLetters = (text: string) => /\p{L}/u.test(text);
const isKey = (text: string) => /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/.test(text.trim());
const isWords = (text: string) => hasLetters(text) && !isKey(text) && !WORDS_EVERY_LANGUAGE.has(text.trim());

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

/** The literal strings an expression may evaluate to (through ?:, ||, ??, && and parentheses). */
function literalsOf(node: ts.Expression): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node];
  if (ts.isTemplateExpression(node)) return [node];
  if (ts.isParenthesizedExpression(node)) return literalsOf(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken)
      return [...literalsOf(node.left), ...literalsOf(node.right)];
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return literalsOf(node.right);
    if (op === ts.SyntaxKind.PlusToken) return [...literalsOf(node.left), ...literalsOf(node.right)];
  }
  return [];
}

/** The words of a literal node: a template's fixed parts only (its ${…} are code). */
function wordsOf(node: ts.Node): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  return '';
}

type Literal = { readonly line: number; readonly text: string };

function literalsIn(file: string): Literal[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: Literal[] = [];
  const add = (node: ts.Node, text: string) => {
    if (isWords(text))
      found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });
  };
  const addAll = (expression: ts.Expression | undefined) => {
    if (expression) for (const literal of literalsOf(expression)) add(literal, wordsOf(literal));
  };

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent))
      addAll(node.expression); // {'words'} or {cond ? 'Yes' : 'No'} among an element's children
    else if (ts.isJsxExpression(node) && node.expression && ts.isJsxFragment(node.parent))
      addAll(node.expression);
    else if (ts.isJsxAttribute(node) && READ_PROPS.has(node.name.getText(source))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) add(value, value.text);
      else if (value && ts.isJsxExpression(value)) addAll(value.expression);
    } else if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      READ_PROPS.has(node.name.text)
    )
      addAll(node.initializer);
    else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      if (SHOWING_CALLS.has(name)) addAll(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = FACES.flatMap(filesUnder).sort();
const literals = new Map(files.map((file) => [file, literalsIn(file)]));

describe('user-facing words go through the translations', () => {
  it('scans the faces’ components', () => {
    expect(files.length).toBeGreaterThan(150);
  });

  it('finds literals the way it should (a self-check on a made-up component)', () => {
    const probe = path.join(
      fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'literals-')),
      'Probe.tsx',
    );
    fs.writeFileSync(
      probe,
      [
        'export const Probe = ({ ok }: { ok: boolean }) => (',
        '  <div className="card" aria-label="Your cart" data-x="free text">',
        "    <h1>Hello there</h1>{ok ? 'Ready' : t('a.b')}",
        '    <input placeholder={`Search ${1}`} title="resources.orders.name" alt="" />',
        "    {notify('Saved it')}{t('storefront.cart.title')} — 3 ·",
        '  </div>',
        ');',
      ].join('\n'),
    );
    expect(literalsIn(probe).map((l) => l.text)).toEqual([
      'Your cart',
      'Hello there',
      'Ready',
      'Search',
      'Saved it',
    ]);
  });

  it('leaves no literal in any component', () => {
    const offenders = files.flatMap((file) =>
      literals.get(file)!.map((l) => `${file}:${l.line} ${JSON.stringify(l.text)}`),
    );
    expect(offenders, 'put these words through the translations').toEqual([]);
  });
});

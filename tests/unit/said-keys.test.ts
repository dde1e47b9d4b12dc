// docs/product.md#languages-server-sentences: every sentence the server writes as a key (timeline entries,
// notifications, ledger rows) has its phrase in English and Spanish. The keys are read from the server's
// code — each `said('…')` and `word('…')` call, a template's `${…}` standing for any word — plus the words
// that come from data (every machine's states, the payment methods, the redo reasons), so a sentence added
// later is covered without editing this test.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenCatalogue, type Catalogue } from '../../src/shared/i18n/catalogue.ts';
import { en } from '../../src/shared/i18n/messages/en/index.ts';
import { es } from '../../src/shared/i18n/messages/es/index.ts';
import { methodWord, said, sayIn, stateWord, word } from '../../src/shared/i18n/said.ts';
import { createTranslator } from '../../src/shared/i18n/translator.ts';
import { paymentMethodLabel } from '../../src/shared/payment-status.ts';
import { orderMachines } from '../../src/shared/state-machines.ts';
import { redoReasons } from '../../src/server/features/custody/custody.schemas.ts';

const english = flattenCatalogue(en as unknown as Catalogue);
const spanish = flattenCatalogue(es as unknown as Catalogue);

function serverFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? serverFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The text of a call's first argument: up to its first top-level comma or closing parenthesis. */
function firstArgument(code: string, from: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let i = from; i < code.length; i++) {
    const c = code[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '`' || c === '"') quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) {
      if (depth === 0) return code.slice(from, i);
      depth--;
    } else if (c === ',' && depth === 0) return code.slice(from, i);
  }
  return code.slice(from);
}

interface Written {
  file: string;
  /** Every key the call may write (a ternary names two), each a pattern: a template's `${…}` is any word. */
  keys: { text: string; pattern: RegExp }[];
}

const prefixOf: Record<string, string> = { said: 'timeline.', refusal: 'errors.', word: '' };

/**
 * Each `said(…)` (a key of `timeline.`), `refusal(…)` (a key of `errors.`) and `word(…)` (a whole key) call
 * of the server's code and of the order machines' decisions (their refusals).
 */
function callsInCode(): Written[] {
  const found: Written[] = [];
  for (const file of [...serverFiles('src/server'), 'src/shared/state-machines.ts']) {
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/\b(said|refusal|word)\(/g)) {
      // A ternary's condition may compare with a literal (kind === 'sms'): that literal is not a key.
      const argument = firstArgument(code, m.index + m[0].length).replace(
        /[!=]==?\s*(['`])(?:(?!\1).)*\1/g,
        '',
      );
      const keys = [...argument.matchAll(/(['`])((?:(?!\1).)*)\1/gs)].map((literal) => {
        const text = prefixOf[m[1]!]! + literal[2]!;
        const pattern = text
          .split(/\$\{[^}]*\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('[\\w.]*');
        return { text, pattern: new RegExp(`^${pattern}$`) };
      });
      found.push({ file, keys });
    }
  }
  return found;
}

describe('the sentences the server writes', () => {
  const calls = callsInCode();

  it('are found in the code, each call naming its keys in place', () => {
    expect(calls.length).toBeGreaterThan(30);
    // A key the scan cannot read (held in a variable) would escape this test; the one exception passes on
    // a sentence already written (custody-record.ts: the flag's reason).
    const unreadable = calls.filter((call) => call.keys.length === 0);
    expect(unreadable.map((call) => call.file)).toEqual(['src/server/features/custody/custody-record.ts']);
  });

  it('each have a phrase in English and in Spanish', () => {
    const missing = calls.flatMap(({ file, keys }) =>
      keys.flatMap(({ text, pattern }) => {
        const inEnglish = [...english.keys()].filter((k) => pattern.test(k));
        const inSpanish = [...spanish.keys()].filter((k) => pattern.test(k));
        return inEnglish.length && inEnglish.length === inSpanish.length ? [] : [`${file}: ${text}`];
      }),
    );
    expect(missing).toEqual([]);
  });

  it('name every state, transition, payment method and redo reason in both languages', () => {
    const keys = [
      ...orderMachines.flatMap((m) => m.states.map((state) => stateWord(state).word)),
      ...orderMachines.map((m) => `timeline.change.${m.entity}`),
      ...Object.keys(paymentMethodLabel).map((method) => methodWord(method).word),
      ...redoReasons.map((reason) => `timeline.redo_reason.${reason}`),
    ];
    expect(keys.filter((key) => !english.has(key) || !spanish.has(key))).toEqual([]);
  });

  it('read in the reader’s language, money in the store’s currency written the reader’s way', () => {
    const taken = said('payment_taken', {
      amount: { cents: 125050, currency: 'EUR' },
      method: methodWord('cash'),
      balance: { cents: 0, currency: 'EUR' },
    });
    expect(sayIn(createTranslator('en').t, 'en', taken)).toBe(
      'Payment of €1,250.50 taken (Cash); balance €0.00',
    );
    expect(sayIn(createTranslator('es').t, 'es', taken).replace(/\u00a0/g, ' ')).toBe(
      'Pago de 1250,50 € cobrado (Efectivo); saldo 0,00 €',
    );
    const change = said('change.work_order', {
      number: 'W-1',
      from: stateWord('in_progress'),
      to: stateWord('done'),
    });
    expect(sayIn(createTranslator('es').t, 'es', change)).toBe('Orden de trabajo W-1: en curso → terminado');
    const nested = said('custody_flagged', {
      item_number: 'W-1',
      kind: word('timeline.custody.intake'),
      actor: 'Ana',
      reason: word('timeline.custody_record_says', { item_number: 'W-1', holder: 'Centro' }),
    });
    expect(sayIn(createTranslator('es').t, 'es', nested)).toBe(
      'Custodia de W-1 señalada: recepción por Ana — Según el registro, W-1 está en manos de Centro.',
    );
  });
});

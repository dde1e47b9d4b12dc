// The server's refusals in every language (docs/product.md#api-errors-words): each error code's default
// words, each order machine's actions and records, and each JSON type a field refusal names have a phrase
// in English and Spanish; the English of a code's words is its default message word for word. Generated
// from the codes and the machines, so a code or an action added later is covered.
import { describe, expect, it } from 'vitest';
import { flattenCatalogue, type Catalogue } from '../../src/shared/i18n/catalogue.ts';
import { en } from '../../src/shared/i18n/messages/en/index.ts';
import { es } from '../../src/shared/i18n/messages/es/index.ts';
import { ErrorCode, defaultMessages } from '../../src/shared/errors.ts';
import { ApiFailure } from '../../src/server/http-errors.ts';
import { sayError, sayStored } from '../../src/shared/i18n/said.ts';
import { createTranslator } from '../../src/shared/i18n/translator.ts';
import { decide, orderMachines, salesOrderMachine } from '../../src/shared/state-machines.ts';

const english = flattenCatalogue(en as unknown as Catalogue);
const spanish = flattenCatalogue(es as unknown as Catalogue);
const inSpanish = createTranslator('es');

describe('the words of a refusal', () => {
  it('a code without words of its own says its default message, keyed for every language', () => {
    for (const code of Object.values(ErrorCode)) {
      const failure = new ApiFailure(code);
      expect(failure.message).toBe(defaultMessages[code]);
      expect(english.get(failure.said!.key), code).toBe(defaultMessages[code]);
      expect(spanish.has(failure.said!.key), code).toBe(true);
    }
  });

  it('names every action and record of every order machine in both languages', () => {
    const keys = orderMachines.flatMap((m) => [
      `errors.record.${m.entity}`,
      ...m.actions.map((action) => `errors.action.${action}`),
    ]);
    expect(keys.filter((key) => !english.has(key) || !spanish.has(key))).toEqual([]);
  });

  it('a refused transition says in English what it always said, and in Spanish its own words', () => {
    for (const m of orderMachines)
      for (const action of m.actions)
        for (const state of m.states) {
          const decision = decide(m, state, action, []);
          if (decision.ok) continue;
          expect(new ApiFailure(ErrorCode.conflict, decision.said).message).toBe(decision.message);
          const spoken = sayStored(inSpanish.t, 'es', decision.said.key, decision.said.params, '');
          expect(spoken).not.toMatch(/errors\.|timeline\./);
        }
    const refused = decide(salesOrderMachine, 'completed', 'mark_ready', ['store']);
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(sayStored(inSpanish.t, 'es', refused.said.key, refused.said.params, '')).toBe(
        'No se puede «marcar como listo» (pedido) en estado «completado» (solo desde: en curso).',
      );
  });

  it('words the error and each field at fault in a language, and leaves unkeyed words as they came', () => {
    const error = {
      code: ErrorCode.validation,
      message: 'This field is required.',
      message_key: 'errors.field.required',
      message_params: {},
      fields: [
        { field: 'name', message: 'This field is required.', message_key: 'errors.field.required' },
        { field: 'note', message: 'Too odd' },
      ],
    };
    expect(sayError(inSpanish.t, 'es', error)).toEqual({
      ...error,
      message: 'Este campo es obligatorio.',
      fields: [
        { field: 'name', message: 'Este campo es obligatorio.', message_key: 'errors.field.required' },
        { field: 'note', message: 'Too odd' },
      ],
    });
  });
});

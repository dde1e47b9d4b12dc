// The message editor's preview values (src/shared/messages/catalogue.ts exampleValues / exampleLines): in the
// language the message is written in, money in the store's currency; English for the server's checks.
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/shared/i18n/translator.ts';
import { exampleLines, exampleValues, messageVariables } from '../../src/shared/messages/catalogue.ts';

const wordsOf = (locale: 'en' | 'es', currency: string) => {
  const t = createTranslator(locale, [], currency);
  return { t: t.t, cents: (cents: number) => t.money(cents / 100) };
};

describe('message preview examples', () => {
  it('are English without words (the checks)', () => {
    expect(exampleValues('sales_order.placed').first_name).toBe(messageVariables.first_name.example);
    expect(exampleValues('sales_order.placed').total).toBe('$148.00');
  });

  it('are written in Spanish with euros for a Spanish store', () => {
    const values = exampleValues('sales_order.placed', wordsOf('es', 'EUR'));
    expect(values.first_name).toBe('María');
    expect(values.location_name).toBe('Calle Mayor');
    expect(values.next_steps).toMatch(/^Traiga su artículo/);
    expect(values.total).toMatch(/^148,00\s€$/);
    // Numbers and links read the same in every language.
    expect(values.order_no).toBe('SO-1042');
    expect(exampleLines(wordsOf('es', 'EUR')).map((l) => l.label)).toEqual([
      '1 × Ajuste de talla de anillo',
      '1 × Reparación de cierre',
      'Total',
    ]);
  });

  it('keep the English preview as it was', () => {
    expect(exampleValues('sales_order.placed', wordsOf('en', 'USD')).first_name).toBe('Maria');
    expect(exampleLines(wordsOf('en', 'USD'))[0]).toEqual({ label: '1 × Ring resizing', value: '$60.00' });
  });
});

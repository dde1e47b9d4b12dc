// Services for the editor and option-form component tests, and a render helper with the contexts the
// editor needs (react-admin's translations and notifications, an MUI theme, the words of the option form's preview).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material';
import { I18nContext, NotificationContextProvider } from 'react-admin';
import { i18nProviderFor } from '../../../src/portal/providers/i18n-provider.ts';
import {
  createLogic,
  createOption,
  type LogicRule,
  type OptionLogic,
  type ServiceOption,
} from '../../../src/shared/rules/index.ts';
import { createTranslator } from '../../../src/shared/i18n/translator.ts';
import { WordsContext } from '../../../src/shell/i18n/words-context.ts';
import type { EditorService } from '../../../src/portal/services/editor-model.ts';

export const METALS = [
  { id: 1, value: 'Gold', price: 0 },
  { id: 2, value: 'Silver', price: 0 },
  { id: 3, value: 'Platinum', price: 10 },
];

export function rule(
  field: number,
  operator: LogicRule['operator_type'],
  to: string | number,
  id?: number,
): LogicRule {
  return {
    ...(id === undefined ? {} : { id }),
    logic_sequence_number: 0,
    compare_option_field: field,
    operator_type: operator,
    compare_to: to,
  };
}

export function logic(index: number, rules: LogicRule[], extra: Partial<OptionLogic> = {}): OptionLogic {
  return createLogic(index, {
    rules: rules.map((r, i) => ({ ...r, logic_sequence_number: i + 1 })),
    ...extra,
  });
}

/**
 * 0 Metal (single select text), 1 Carats (number), 2 Note (short text, with the given logic),
 * 3 Size (current/desired), 4 Style (dropdown).
 */
export function service(noteLogic: OptionLogic | null = null): EditorService {
  const options: ServiceOption[] = [
    createOption({ id: 101, type: 10, sequence: 1, label: { value: 'Metal' }, values: METALS }),
    createOption({ id: 102, type: 3, sequence: 2, label: { value: 'Carats' } }),
    createOption({
      id: 103,
      type: 1,
      sequence: 3,
      label: { value: 'Note' },
      logics: noteLogic ? [noteLogic] : [],
    }),
    createOption({ id: 104, type: 4, sequence: 4, label: { value: 'Size' } }),
    createOption({
      id: 105,
      type: 5,
      sequence: 5,
      label: { value: 'Style' },
      values: [
        { id: 11, value: 'Classic' },
        { id: 12, value: 'Modern' },
      ],
    }),
  ];
  return {
    id: 7,
    store_id: 1,
    name: 'Ring Resizing',
    description: '',
    price: 45,
    is_active: true,
    deposit_rule: 'store',
    deposit_amount: 0,
    deposit_percent: 0,
    version: 1,
    images: [],
    options,
  };
}

const theme = createTheme();
const english = createTranslator('en');
// The portal's own translations (English unless a test changes the language).
const portalWords = i18nProviderFor('store');

export function renderWithContexts(ui: ReactElement) {
  return render(
    <ThemeProvider theme={theme}>
      <I18nContext.Provider value={portalWords}>
        <NotificationContextProvider>
          <WordsContext.Provider value={english}>{ui}</WordsContext.Provider>
        </NotificationContextProvider>
      </I18nContext.Provider>
    </ThemeProvider>,
  );
}

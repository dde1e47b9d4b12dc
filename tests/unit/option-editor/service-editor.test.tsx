// @vitest-environment jsdom
// The service editor around the sidebar: the ordered options (add any type, edit label and choices, reorder
// and delete — logic rules follow their options), the settings toggles per
// docs/product.md#options-settings-toggles, the validation rules
// side panel with checkValidationRule's messages, the live preview following the logic, and the one save
// with the unsaved-changes bar.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OPTION_TYPES, RULE_MESSAGES } from '../../../src/shared/rules/index.ts';
import { ServiceEditor } from '../../../src/portal/services/ServiceEditor.tsx';
import type { EditorService } from '../../../src/portal/services/editor-model.ts';
import * as serviceApi from '../../../src/portal/services/service-api.ts';
import { logic, renderWithContexts, rule, service } from './fixtures.tsx';

vi.mock('../../../src/portal/services/service-api.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/portal/services/service-api.ts')>();
  return { ...actual, deleteSavedRule: vi.fn(), deleteSavedLogic: vi.fn(), saveService: vi.fn() };
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const setup = () => userEvent.setup({ delay: null });
const cards = () => screen.getAllByTestId('option-card');
const cardLabels = () => cards().map((c) => (within(c).getAllByRole('textbox')[0] as HTMLInputElement).value);
const preview = () => within(screen.getByTestId('live-preview'));
const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;

describe('service editor', () => {
  it('adds an option of each of the 13 types', async () => {
    const user = setup();
    renderWithContexts(<ServiceEditor initial={{ ...service(), options: [] }} />);
    expect(screen.getByTestId('options-empty')).toBeTruthy();
    for (const type of OPTION_TYPES) {
      await user.click(screen.getByRole('button', { name: 'Add option' }));
      await user.click(
        await screen.findByRole('menuitem', { name: new RegExp(`^${type.name.replace('/', '\\/')}`) }),
      );
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    }
    expect(cardLabels()).toEqual(OPTION_TYPES.map((t) => t.name));
    // Every new option shows in the preview, each with its label.
    for (const type of OPTION_TYPES) expect(preview().getAllByText(type.name).length).toBeGreaterThan(0);
    expect(screen.getByTestId('unsaved-bar').textContent).toContain('You have unsaved changes');
  });

  it('edits labels and choices, and the preview follows', async () => {
    const user = setup();
    renderWithContexts(<ServiceEditor initial={service()} />);
    const label = screen.getByLabelText('Label of option 1');
    await user.clear(label);
    await user.type(label, 'Metal colour');
    expect(preview().getByText('Metal colour')).toBeTruthy();
    const metal = cards()[0]!;
    await user.clear(within(metal).getByLabelText('Choice 2'));
    await user.type(within(metal).getByLabelText('Choice 2'), 'Rose gold');
    await user.click(within(metal).getByRole('button', { name: 'Add choice' }));
    expect(within(metal).getByLabelText('Choice 4')).toBeTruthy();
    expect(preview().getByRole('radio', { name: 'Rose gold' })).toBeTruthy();
    expect(preview().getByRole('radio', { name: 'Choice 4' })).toBeTruthy();
    await user.click(within(metal).getByRole('button', { name: 'Delete choice 1' }));
    expect(preview().queryByRole('radio', { name: 'Gold' })).toBeNull();
  });

  it('reorders and deletes options; logic rules follow the options they compare', async () => {
    const user = setup();
    // Note (index 2) is shown when Metal (index 0) is Gold and Carats (index 1) > 2.
    renderWithContexts(
      <ServiceEditor initial={service(logic(2, [rule(0, 'is', 1), rule(1, 'greater_than', 2)]))} />,
    );
    await user.click(screen.getByRole('button', { name: 'Move Metal down' }));
    expect(cardLabels()).toEqual(['Carats', 'Metal', 'Note', 'Size', 'Style']);
    await user.click(screen.getByRole('button', { name: 'Logic of Note' }));
    expect((screen.getByLabelText('Rule 1 field') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      '2. Metal',
    );
    expect((screen.getByLabelText('Rule 2 field') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      '1. Carats',
    );
    await user.click(screen.getByRole('button', { name: 'Close the sidebar' }));

    // Deleting Carats deletes the rule comparing it; the other is renumbered and points at Metal's new index.
    await user.click(screen.getByRole('button', { name: 'Delete Carats' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete option' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cardLabels()).toEqual(['Metal', 'Note', 'Size', 'Style']);
    await user.click(screen.getByRole('button', { name: 'Logic of Note' }));
    expect(screen.getAllByTestId('logic-rule')).toHaveLength(1);
    expect((screen.getByLabelText('Rule 1 field') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      '1. Metal',
    );
  });

  it('shows the settings toggles of section 5, Metal Type for dropdowns and Validation for size only', async () => {
    const user = setup();
    renderWithContexts(<ServiceEditor initial={service()} />);
    const toggles = () =>
      within(screen.getByTestId('settings-panel'))
        .getAllByRole('switch')
        .map((s) => s.closest('label')?.querySelector('.MuiFormControlLabel-label span')?.textContent);
    await user.click(screen.getByRole('button', { name: 'Settings of Note' }));
    expect(toggles()).toEqual([
      'Required',
      'Option cost',
      'Instructions',
      'Info tooltip',
      'Add choice images',
      "'Other' Option",
    ]);
    await user.click(screen.getByRole('button', { name: 'Settings of Style' }));
    expect(toggles()).toEqual([
      'Required',
      'Option cost',
      'Metal Type',
      'Instructions',
      'Info tooltip',
      'Add choice images',
      "'Other' Option",
    ]);
    await user.click(screen.getByRole('button', { name: 'Settings of Size' }));
    expect(toggles()).toContain('Validation');

    // Required shows in the preview at once; instructions carry their text.
    await user.click(screen.getByRole('switch', { name: /^Required/ }));
    expect(preview().getByText('(required)', { exact: false })).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: /^Instructions/ }));
    await user.type(screen.getByLabelText('Instructions text'), 'Measure twice.');
    expect(preview().getByText('Measure twice.')).toBeTruthy();
  });

  it('checks validation rules inline with the section 5 messages', async () => {
    const user = setup();
    renderWithContexts(<ServiceEditor initial={service()} />);
    await user.click(screen.getByRole('button', { name: 'Settings of Size' }));
    await user.click(screen.getByRole('switch', { name: /^Validation/ }));
    await user.click(screen.getByRole('button', { name: /Validation rules \(0\)/ }));
    await user.click(screen.getByRole('button', { name: 'Add validation rule' }));
    const panel = within(screen.getByTestId('validation-rule'));
    const fieldError = (label: string) => {
      const input = panel.getByLabelText(label, { exact: false });
      return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    };
    expect(
      [...(panel.getByLabelText('Compare field') as HTMLSelectElement).options].map((o) => o.textContent),
    ).toEqual(['Choose…', 'Current size', 'Desired size']);
    await user.selectOptions(panel.getByLabelText('Rule type'), '1 — Numerical error shows an error message');
    await user.selectOptions(panel.getByLabelText('Compare field'), 'Current size');
    await user.type(panel.getByLabelText('Variable field'), 'current_size + desired_size');
    expect(fieldError('Variable field')).toBe(RULE_MESSAGES.multipleFormula);
    await user.clear(panel.getByLabelText('Variable field'));
    await user.type(panel.getByLabelText('Variable field'), 'current_size + 2');
    expect(fieldError('Variable field')).toBe(RULE_MESSAGES.currentSizeFormula);
    await user.type(panel.getByLabelText('Message', { exact: false }), 'x');
    await user.clear(panel.getByLabelText('Message', { exact: false }));
    expect(fieldError('Message')).toBe(RULE_MESSAGES.required);
    // Rule type 2: the message is not required.
    await user.selectOptions(panel.getByLabelText('Rule type'), '2 — Numerical errors restrict numbers');
    expect(fieldError('Message')).toBe('');
    expect(panel.getByLabelText('Message (optional)')).toBeTruthy();
  });

  it('runs the live preview on the edited logic', async () => {
    const user = setup();
    renderWithContexts(<ServiceEditor initial={service(logic(2, [rule(0, 'is', 1)]))} />);
    expect(preview().queryByLabelText('Note')).toBeNull();
    await user.click(preview().getByRole('radio', { name: 'Gold' }));
    expect(preview().getByLabelText('Note')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Logic of Note' }));
    await user.click(within(screen.getByTestId('logic-panel')).getByRole('radio', { name: 'Hide' }));
    expect(preview().queryByLabelText('Note')).toBeNull();
    await user.click(preview().getByRole('radio', { name: 'Silver' }));
    expect(preview().getByLabelText('Note')).toBeTruthy();
  });

  it('saves options, logics and rules in one call, and discards changes', async () => {
    const user = setup();
    const initial = service(logic(2, [rule(0, 'is', 1, 501)], { id: 91 }));
    vi.mocked(serviceApi.saveService).mockImplementation(async (_store, _id, payload) => ({
      ok: true as const,
      data: { ...initial, name: payload.name } as EditorService,
      response: new Response(),
    }));
    renderWithContexts(<ServiceEditor initial={initial} />);
    expect(screen.queryByTestId('unsaved-bar')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Logic of Note' }));
    await user.click(screen.getByRole('button', { name: 'Add another' }));
    await user.selectOptions(screen.getByLabelText('Rule 2 field'), '2. Carats');
    await user.type(screen.getByLabelText('Rule 2 value'), '3');
    await user.click(screen.getByRole('button', { name: 'Close the sidebar' }));
    expect(screen.getByTestId('unsaved-bar')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(serviceApi.saveService).toHaveBeenCalledTimes(1));
    const [store, id, payload] = vi.mocked(serviceApi.saveService).mock.calls[0]!;
    expect([store, id]).toEqual([1, 7]);
    expect(payload.options).toHaveLength(5);
    expect(payload.options[2]?.logics).toEqual([
      {
        id: 91,
        action: 'show',
        conditional_join: 'all',
        is_logic_enable: false,
        logic_rule: '',
        rules: [
          { id: 501, compare_option_field: 0, operator_type: 'is', compare_to: 1 },
          { compare_option_field: 1, operator_type: 'greater_than', compare_to: 3 },
        ],
      },
    ]);
    await waitFor(() => expect(screen.queryByTestId('unsaved-bar')).toBeNull());

    // Discard: back to the saved service.
    await user.clear(screen.getByLabelText('Label of option 1'));
    await user.type(screen.getByLabelText('Label of option 1'), 'Alloy');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect((screen.getByLabelText('Label of option 1') as HTMLInputElement).value).toBe('Metal');
  });

  it('does not send a save the server would refuse, and says why', async () => {
    const user = setup();
    renderWithContexts(<ServiceEditor initial={service(logic(2, [rule(0, 'is', 1)]))} />);
    await user.clear(screen.getByLabelText('Label of option 2'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('save-problems').textContent).toContain('Option 2 needs a label.');
    expect(serviceApi.saveService).not.toHaveBeenCalled();
    expect(isDisabled(screen.getByRole('button', { name: 'Save' }))).toBe(false);
  });
});

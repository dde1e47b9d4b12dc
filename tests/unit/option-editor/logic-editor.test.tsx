// @vitest-environment jsdom
// The addlogic panel of the service editor: add, change and delete rules (renumbered; a saved rule deleted
// by id through the API, a new one by position; the last one takes the logic), the expression checked as it
// is typed and keeping the sidebar open while invalid, "Add another" disabled on a repeated choice, and
// fields driving operators and value inputs.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RULE_MESSAGES } from '../../../src/shared/rules/index.ts';
import { ServiceEditor } from '../../../src/portal/services/ServiceEditor.tsx';
import * as serviceApi from '../../../src/portal/services/service-api.ts';
import { logic, renderWithContexts, rule, service } from './fixtures.tsx';

vi.mock('../../../src/portal/services/service-api.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/portal/services/service-api.ts')>();
  return {
    ...actual,
    deleteSavedRule: vi.fn(),
    deleteSavedLogic: vi.fn(),
    saveService: vi.fn(),
  };
});

const ok = <T,>(data: T) => ({ ok: true as const, data, response: new Response() });

beforeEach(() => {
  vi.mocked(serviceApi.deleteSavedRule).mockResolvedValue(ok({ logic: null }));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const rules = () => screen.queryAllByTestId('logic-rule');
const ruleTitles = () => rules().map((r) => within(r).getByText(/^Rule \d$/).textContent);
const isChecked = (el: HTMLElement) => (el as HTMLInputElement).checked;
const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;
const select = (name: string) => screen.getByLabelText(name) as HTMLSelectElement;

async function openLogic(user: ReturnType<typeof userEvent.setup>, label = 'Note') {
  await user.click(screen.getByRole('button', { name: `Logic of ${label}` }));
  return screen.getByTestId('logic-panel');
}

async function removeRule(user: ReturnType<typeof userEvent.setup>, n: number) {
  await user.click(screen.getByRole('button', { name: `Remove rule ${n}` }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Delete rule' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('addlogic panel', () => {
  it('adds a rule, changes it, and deletes rules by id (saved) or position (new) with renumbering', async () => {
    const user = userEvent.setup({ delay: null });
    const initial = logic(2, [rule(0, 'is', 1, 501), rule(1, 'greater_than', 2, 502), rule(0, 'is', 2)]);
    renderWithContexts(<ServiceEditor initial={service(initial)} />);
    await openLogic(user);
    expect(ruleTitles()).toEqual(['Rule 1', 'Rule 2', 'Rule 3']);

    // Add: a fourth rule, field → operator → value.
    await user.click(screen.getByRole('button', { name: 'Add another' }));
    expect(ruleTitles()).toEqual(['Rule 1', 'Rule 2', 'Rule 3', 'Rule 4']);
    await user.selectOptions(select('Rule 4 field'), '2. Carats');
    await user.selectOptions(select('Rule 4 operator'), 'Less than');
    await user.type(screen.getByLabelText('Rule 4 value'), '10');
    expect(select('Rule 4 field').value).toBe('1');
    expect(select('Rule 4 operator').value).toBe('less_than');

    // Change: rule 3 now compares Platinum.
    await user.selectOptions(select('Rule 3 value'), 'Platinum');
    expect(select('Rule 3 value').value).toBe('3');

    // Delete the new rule 3 by position: no API call, the rule after it becomes rule 3.
    await removeRule(user, 3);
    expect(serviceApi.deleteSavedRule).not.toHaveBeenCalled();
    expect(ruleTitles()).toEqual(['Rule 1', 'Rule 2', 'Rule 3']);
    expect(select('Rule 3 field').value).toBe('1');
    expect(select('Rule 3 operator').value).toBe('less_than');

    // Delete saved rule 1 by its id through the API; the rest are renumbered.
    await removeRule(user, 1);
    expect(serviceApi.deleteSavedRule).toHaveBeenCalledWith(501);
    expect(ruleTitles()).toEqual(['Rule 1', 'Rule 2']);
    expect(select('Rule 1 field').value).toBe('1');
    expect(select('Rule 1 operator').value).toBe('greater_than');
  });

  it('deleting the last rule removes the whole logic', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithContexts(<ServiceEditor initial={service(logic(2, [rule(0, 'is', 1)]))} />);
    const panel = await openLogic(user);
    expect(isChecked(within(panel).getByRole('radio', { name: 'Show' }))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove rule 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('removes the whole logic');
    await user.click(within(dialog).getByRole('button', { name: 'Delete rule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rules()).toHaveLength(0);
    expect(isChecked(within(panel).getByRole('radio', { name: 'Show' }))).toBe(false);
    expect(screen.getByRole('button', { name: 'Logic of Note' }).textContent).toBe('Add logic');
  });

  it('starts a logic: Show or Hide, then All, One or None, then the first rule', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithContexts(<ServiceEditor initial={service()} />);
    const panel = await openLogic(user);
    expect(isDisabled(within(panel).getByRole('radio', { name: 'All' }))).toBe(true);
    await user.click(within(panel).getByRole('radio', { name: 'Hide' }));
    expect(rules()).toHaveLength(0);
    await user.click(within(panel).getByRole('radio', { name: 'One' }));
    expect(isChecked(within(panel).getByRole('radio', { name: 'One' }))).toBe(true);
    expect(ruleTitles()).toEqual(['Rule 1']);
    // Fields are the comparable options except this one: Metal (single select text) and Carats (number).
    const fields = [...select('Rule 1 field').options].map((o) => o.textContent);
    expect(fields).toEqual(['Choose…', '1. Metal', '2. Carats']);
  });

  it('offers operators and the value input that follow the chosen field', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithContexts(<ServiceEditor initial={service(logic(2, [rule(0, 'is', 1)]))} />);
    await openLogic(user);
    const operators = () => [...select('Rule 1 operator').options].map((o) => o.textContent);
    expect(operators()).toEqual(['is (=)', 'Contains']);
    expect(select('Rule 1 value').tagName).toBe('SELECT');
    expect([...select('Rule 1 value').options].map((o) => o.textContent)).toEqual([
      'Choose…',
      'Gold',
      'Silver',
      'Platinum',
    ]);
    await user.selectOptions(select('Rule 1 field'), '2. Carats');
    expect(operators()).toEqual([
      'Greater than',
      'Less than',
      'Greater or equal',
      'Less or equal',
      'Not equal',
    ]);
    expect(screen.getByLabelText('Rule 1 value')).toHaveProperty('type', 'number');
  });

  it('disables Add another while a choice repeats, with the section 5 message', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithContexts(<ServiceEditor initial={service(logic(2, [rule(0, 'is', 1), rule(0, 'is', 2)]))} />);
    await openLogic(user);
    const add = screen.getByRole('button', { name: 'Add another' });
    expect(isDisabled(add)).toBe(false);
    await user.selectOptions(select('Rule 2 value'), 'Gold');
    expect(screen.getByTestId('duplicate-choice').textContent).toBe("Can't have multiple Gold");
    expect(isDisabled(add)).toBe(true);
    await user.selectOptions(select('Rule 2 value'), 'Silver');
    expect(screen.queryByTestId('duplicate-choice')).toBeNull();
    expect(isDisabled(add)).toBe(false);
  });

  it('checks the logic expression as it is typed and keeps the sidebar open while it is invalid', async () => {
    const user = userEvent.setup({ delay: null });
    const three = logic(2, [rule(0, 'is', 1), rule(1, 'greater_than', 2), rule(0, 'is', 2)]);
    renderWithContexts(<ServiceEditor initial={service(three)} />);
    await openLogic(user);
    const toggle = screen.getByRole('switch', { name: /logic expression/ });
    await user.click(toggle);
    const text = screen.getByLabelText('Logic') as HTMLInputElement;
    expect(text.value).toBe('1 AND 2 AND 3');
    const helper = () => document.getElementById(text.getAttribute('aria-describedby') ?? '')?.textContent;

    await user.clear(text);
    await user.type(text, '1 AND');
    expect(helper()).toBe(RULE_MESSAGES.invalidLogic);
    await user.type(text, ' 1');
    expect(helper()).toBe(RULE_MESSAGES.repeatedNumber);
    await user.clear(text);
    await user.type(text, '1 AND 2 OR 3');
    expect(helper()).toBe(RULE_MESSAGES.parentheses);
    await user.clear(text);
    await user.type(text, '(1 AND 2) OR 7');
    expect(helper()).toBe(RULE_MESSAGES.invalidLogic);

    // Invalid: closing is refused, and Escape too.
    await user.click(screen.getByRole('button', { name: 'Close the sidebar' }));
    expect(screen.getByTestId('right-sidebar')).toBeTruthy();
    expect(screen.getByTestId('sidebar-blocked').textContent).toContain(RULE_MESSAGES.invalidLogic);
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('right-sidebar')).toBeTruthy();
    // Opening another option's panel is refused as well.
    await user.click(screen.getByRole('button', { name: 'Settings of Metal' }));
    expect(screen.getByTestId('logic-panel')).toBeTruthy();

    await user.clear(text);
    await user.type(text, '(1 AND 2) OR 3');
    expect(helper()).not.toBe(RULE_MESSAGES.invalidLogic);
    expect(screen.queryByTestId('sidebar-blocked')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close the sidebar' }));
    expect(screen.queryByTestId('right-sidebar')).toBeNull();
  });

  it('allows the expression only with 2 or more rules', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithContexts(<ServiceEditor initial={service(logic(2, [rule(0, 'is', 1)]))} />);
    await openLogic(user);
    expect(isDisabled(screen.getByRole('switch', { name: /logic expression/ }))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Add another' }));
    expect(isDisabled(screen.getByRole('switch', { name: /logic expression/ }))).toBe(false);
  });

  it('keeps the sidebar open while a rule is incomplete', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithContexts(<ServiceEditor initial={service(logic(2, [rule(0, 'is', 1)]))} />);
    await openLogic(user);
    await user.click(screen.getByRole('button', { name: 'Add another' }));
    await user.click(screen.getByRole('button', { name: 'Close the sidebar' }));
    expect(screen.getByTestId('sidebar-blocked').textContent).toContain('Complete every rule');
    expect(screen.getByText('Choose a field.')).toBeTruthy();
    await removeRule(user, 2);
    await user.click(screen.getByRole('button', { name: 'Close the sidebar' }));
    expect(screen.queryByTestId('right-sidebar')).toBeNull();
  });
});

// @vitest-environment jsdom
// The customer-side option form: options appear and disappear live as answers change (chains included),
// required marks and messages, validation-rule messages inline, docs/product.md#formats-images's image size
// rule, the 'Other'
// choice, the mass dropdown paging through option-value, and every one of the 13 types labelled.
import { useMemo } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createLogic,
  createOption,
  OPTION_TYPES,
  RULE_MESSAGES,
  type AppliedAnswers,
  type ServiceDefinition,
  type ServiceOption,
} from '../../../src/shared/rules/index.ts';
import { createTranslator } from '../../../src/shared/i18n/translator.ts';
import { WordsContext } from '../../../src/shell/i18n/words-context.ts';
import { OptionForm, useOptionForm, type OptionFormServices } from '../../../src/option-form/index.ts';

afterEach(cleanup);

const IMAGE_TOO_LARGE = 'This image is too large: please choose one of at most 8 MB.';
const english = createTranslator('en');

const on = { active: true, value: null };
const yesNo = [
  { id: 'yes', value: 'Yes', price: 20 },
  { id: 'no', value: 'No', price: 0 },
];

/** Ring Resizing as the demo seeds it, plus a chain: Font shows with engraving, Font size with Script. */
function ringOptions(): ServiceOption[] {
  return [
    createOption({
      id: 1,
      type: 4,
      sequence: 1,
      label: { value: 'Ring size' },
      toggles: { ...createOption({ id: 0, type: 4 }).toggles, is_required: on },
      advance_option_meta_data: {
        is_validation: true,
        validations_rules: [
          {
            tag: 'size',
            validation_rule: 1,
            compare_field: 'desired_size',
            condition: 'greater_than',
            variable_field: 'current_size + 4',
            validation_message: 'At most 4 sizes up.',
          },
        ],
      },
    }),
    createOption({ id: 2, type: 10, sequence: 2, label: { value: 'Add engraving' }, values: yesNo }),
    createOption({
      id: 3,
      type: 1,
      sequence: 3,
      label: { value: 'Engraving text' },
      toggles: { ...createOption({ id: 0, type: 1 }).toggles, is_required: on },
      logics: [
        createLogic(2, {
          rules: [
            { logic_sequence_number: 1, compare_option_field: 1, operator_type: 'is', compare_to: 'yes' },
          ],
        }),
      ],
    }),
    createOption({
      id: 4,
      type: 11,
      sequence: 4,
      label: { value: 'Font' },
      values: [
        { id: 'script', value: 'Script' },
        { id: 'block', value: 'Block' },
      ],
      logics: [
        createLogic(3, {
          rules: [
            { logic_sequence_number: 1, compare_option_field: 1, operator_type: 'is', compare_to: 'yes' },
          ],
        }),
      ],
    }),
    createOption({
      id: 5,
      type: 3,
      sequence: 5,
      label: { value: 'Font size' },
      logics: [
        createLogic(4, {
          rules: [
            { logic_sequence_number: 1, compare_option_field: 3, operator_type: 'is', compare_to: 'script' },
          ],
        }),
      ],
    }),
  ];
}

let lastCheck: AppliedAnswers | null = null;

function Harness({ options, services }: { options: ServiceOption[]; services?: OptionFormServices }) {
  const definition = useMemo<ServiceDefinition>(() => ({ id: 1, options }), [options]);
  const form = useOptionForm(definition);
  return (
    <WordsContext.Provider value={english}>
      <OptionForm form={form} services={services} />
      <button type="button" onClick={() => (lastCheck = form.check())}>
        Check
      </button>
    </WordsContext.Provider>
  );
}

const setup = () => userEvent.setup({ delay: null });
const shown = () => screen.queryAllByTestId('option-field').map((f) => f.getAttribute('data-option-id'));

describe('option form', () => {
  it('shows and hides options live as answers change, chains included', async () => {
    const user = setup();
    render(<Harness options={ringOptions()} />);
    expect(shown()).toEqual(['1', '2']);
    await user.click(screen.getByRole('radio', { name: /^Yes/ }));
    expect(shown()).toEqual(['1', '2', '3', '4']);
    await user.click(screen.getByRole('radio', { name: 'Script' }));
    expect(shown()).toEqual(['1', '2', '3', '4', '5']);
    await user.type(screen.getByLabelText(/^Engraving text/), 'Forever');
    // "No" hides the engraving, and the font with it; the font size follows (a hidden option is unanswered).
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(shown()).toEqual(['1', '2']);
    await user.click(screen.getByRole('radio', { name: /^Yes/ }));
    expect(shown()).toEqual(['1', '2', '3', '4', '5']);
    expect((screen.getByLabelText(/^Engraving text/) as HTMLInputElement).value).toBe('Forever');
  });

  it('marks required options and says so after a check, for visible options only', async () => {
    const user = setup();
    render(<Harness options={ringOptions()} />);
    const size = screen.getAllByTestId('option-field')[0]!;
    expect(within(size).getByText('(required)', { exact: false })).toBeTruthy();
    expect(screen.queryByText(RULE_MESSAGES.required)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(lastCheck?.ok).toBe(false);
    expect(screen.getAllByText(RULE_MESSAGES.required)).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: /^Yes/ }));
    expect(screen.getAllByText(RULE_MESSAGES.required)).toHaveLength(2);
    await user.type(screen.getByLabelText('Current size'), '6');
    await user.type(screen.getByLabelText('Desired size'), '7');
    await user.type(screen.getByLabelText(/^Engraving text/), 'A');
    expect(screen.queryByText(RULE_MESSAGES.required)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(lastCheck).toMatchObject({
      ok: true,
      answers: { 1: { current_size: 6, desired_size: 7 }, 2: 'yes', 3: 'A' },
    });
  });

  it('shows broken validation rules inline as the numbers are typed', async () => {
    const user = setup();
    render(<Harness options={ringOptions()} />);
    await user.type(screen.getByLabelText('Current size'), '6');
    await user.type(screen.getByLabelText('Desired size'), '11');
    expect(screen.getByText('At most 4 sizes up.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Desired size'));
    await user.type(screen.getByLabelText('Desired size'), '10');
    expect(screen.queryByText('At most 4 sizes up.')).toBeNull();
  });

  it('refuses an image over 8388608 bytes (section 9) and takes a smaller one', async () => {
    const user = setup();
    const uploadImage = vi.fn(async (file: File) => `/api/v1/uploads/${file.name}`);
    const options = [createOption({ id: 1, type: 8, sequence: 1, label: { value: 'Photo' } })];
    render(<Harness options={options} services={{ uploadImage }} />);
    const input = screen.getByLabelText(/^Photo/) as HTMLInputElement;
    // 8,500,000 bytes are 11,333,336 base64 characters: estimated at 8,500,002 bytes, over 8,388,608.
    const big = new File([new Uint8Array(8_500_000)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    await waitFor(() => expect(screen.getByText(IMAGE_TOO_LARGE)).toBeTruthy());
    expect(uploadImage).not.toHaveBeenCalled();
    const small = new File([new Uint8Array([137, 80, 78, 71])], 'ring.png', { type: 'image/png' });
    await user.upload(input, small);
    await waitFor(() => expect(uploadImage).toHaveBeenCalledWith(small));
    await waitFor(() => expect(screen.queryByText(IMAGE_TOO_LARGE)).toBeNull());
    expect(screen.getByRole('img', { name: 'Chosen image for Photo' })).toBeTruthy();
  });

  it("offers 'Other' with a text when the toggle is on", async () => {
    const user = setup();
    const base = createOption({
      id: 1,
      type: 10,
      sequence: 1,
      label: { value: 'Stone' },
      values: [{ id: 'd', value: 'Diamond' }],
    });
    render(<Harness options={[{ ...base, toggles: { ...base.toggles, otherOption: on } }]} />);
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.type(screen.getByLabelText('Please specify'), 'Opal');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(lastCheck?.answers).toEqual({ 1: { other: 'Opal' } });
  });

  it('pages a mass dropdown through option-value, page 1 first', async () => {
    const user = setup();
    const loadValues = vi.fn(async (_id: number, page: number, search: string) => ({
      results: [{ id: page * 10, value: `${search || 'Model'} ${page}` }],
      next: page < 3 ? page + 1 : null,
    }));
    const options = [createOption({ id: 77, type: 13, sequence: 1, label: { value: 'Phone model' } })];
    render(<Harness options={options} services={{ loadValues }} />);
    await user.click(screen.getByLabelText(/^Phone model/));
    await waitFor(() => expect(loadValues).toHaveBeenCalledWith(77, 1, ''));
    await user.click(await screen.findByRole('option', { name: 'Model 1' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(lastCheck?.answers).toEqual({ 77: 10 });
  });

  it('renders all 13 option types, each labelled', () => {
    const options = OPTION_TYPES.map((t, i) =>
      createOption({
        id: i + 1,
        type: t.id,
        sequence: i + 1,
        label: { value: `${t.name} field` },
        values: [
          { id: `a${i}`, value: 'First' },
          { id: `b${i}`, value: 'Second' },
        ],
      }),
    );
    render(<Harness options={options} />);
    expect(shown()).toHaveLength(13);
    for (const t of OPTION_TYPES) {
      const field = screen.getAllByTestId('option-field')[t.id - 1]!;
      expect(within(field).getByText(`${t.name} field`)).toBeTruthy();
    }
    expect(screen.getByLabelText('Current size')).toBeTruthy();
    expect(screen.getByLabelText('Desired size')).toBeTruthy();
    expect(screen.getByLabelText('Retail value of the item')).toBeTruthy();
    expect(screen.getByLabelText('Purchase date')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Checkbox Yes/No field' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Multiselect radio field' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Single select image field' })).toBeTruthy();
    expect(screen.getByLabelText('Short text field')).toBeTruthy();
    expect(screen.getByLabelText('Dropdown field')).toBeTruthy();
  });
});

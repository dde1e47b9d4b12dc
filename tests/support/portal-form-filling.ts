// Fills a portal form generated from a declaration (SchemaInputs.tsx) the way a person does: by each input's
// label and kind — typing text and numbers, flipping switches, picking a select's choice or a reference's
// first choice, adding tags as chips. The labels are those the portal derives (schema titles, else the
// humanised field name), so a label the form does not show fails the fill.
import type { Locator, Page } from 'playwright-core';
import { humanize, type InputSpec } from '../../src/portal/schema-form/schema-inputs.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const labelOf = (spec: InputSpec) => spec.title ?? humanize(spec.source);

/** A label as the page names the input: the label, with the asterisk of a required input. */
const labelPattern = (label: string) => new RegExp(`^${escape(label)}(\\s*\\*)?$`);

/** The form input of a field (a select is named by its label and its shown choice: matched by prefix). */
export function inputOf(page: Page, spec: InputSpec): Locator {
  const label = labelOf(spec);
  if (spec.kind === 'select')
    return page.getByRole('combobox', { name: new RegExp(`^${escape(label)}(\\s*\\*)?\\b`) });
  return page.getByLabel(labelPattern(label), { exact: false });
}

function choiceLabelOf(spec: InputSpec, value: unknown): string {
  const i = (spec.choices ?? []).indexOf(value as string | number);
  return spec.choiceLabels?.[i] ?? humanize(String(value));
}

/**
 * Enters a value into a field's input. A reference takes the first choice offered and returns its text;
 * the other kinds return nothing.
 */
export async function fillInput(page: Page, spec: InputSpec, value: unknown): Promise<string | void> {
  const input = inputOf(page, spec);
  switch (spec.kind) {
    case 'boolean':
      await input.setChecked(Boolean(value));
      return;
    case 'select':
      await input.click();
      await page.getByRole('option', { name: choiceLabelOf(spec, value), exact: true }).click();
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      return;
    case 'tags':
      for (const tag of value as string[]) {
        await input.fill(tag);
        await input.press('Enter');
        await page
          .getByRole('button', { name: tag })
          .or(page.getByText(tag, { exact: true }))
          .first()
          .waitFor();
      }
      return;
    case 'lookup':
    case 'reference': {
      await input.click();
      const option = page.getByRole('listbox').getByRole('option').first();
      await option.waitFor();
      const text = (await option.textContent()) ?? '';
      await option.click();
      return text;
    }
    case 'number':
    case 'money':
    case 'text':
    case 'date':
    case 'dateTime':
      await input.fill(String(value));
      return;
    default:
      throw new Error(`no way to fill ${spec.source} (${spec.kind})`);
  }
}

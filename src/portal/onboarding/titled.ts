// An onboarding form's uiSchema with each field's label in the user's language: the form's schema titles are
// English (they document the API), the page shows portal.onboarding.fields.<form>.<field>
// (src/portal/i18n/onboarding-en.ts).
import type { UiSchema } from '@rjsf/utils';
import { t } from '../i18n/t.ts';

export function titled(
  form: { readonly properties: object },
  words: 'sign_up' | 'address' | 'shipping',
  ui: UiSchema = {},
): UiSchema {
  const fields = Object.keys(form.properties).map((field) => [
    field,
    { ...(ui[field] as object | undefined), 'ui:title': t(`portal.onboarding.fields.${words}.${field}`) },
  ]);
  return { ...ui, ...Object.fromEntries(fields) };
}

// The nested condition editor of a commission rule (docs/product.md#catalogue-commission-conditions:
// condition_on, operator_type,
// compare_to, conditional_join, conditional_join_inner, is_inner_group), rendered by rjsf from the declared
// condition schema with its precompiled validator.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { commissionConditionsForm } from '../../shared/forms/form-schemas.ts';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { Translate } from '../../shared/i18n/translate.ts';
import { humanize } from '../schema-form/schema-inputs.ts';
import * as validators from '../../shell/forms/validators/commission-conditions.js';
import { RjsfField } from './RjsfField.tsx';

const schema = commissionConditionsForm as unknown as RJSFSchema;
const item = commissionConditionsForm.items.properties;
const C = 'portal.forms.commission';

/** The enum's values in words: portal.forms.commission.<group>.<value>, humanized where none is written. */
const names = (translate: Translate, group: string, values: readonly string[]) =>
  values.map((v) => translate(`${C}.${group}.${v}`, { _: humanize(v) }));

const uiSchemaIn = (translate: Translate): UiSchema => ({
  'ui:options': { addText: translate(`${C}.add`), orderable: true },
  items: {
    'ui:order': [
      'conditional_join',
      'condition_on',
      'operator_type',
      'compare_to',
      'is_inner_group',
      'conditional_join_inner',
    ],
    condition_on: {
      'ui:title': translate(`${C}.when`),
      'ui:enumNames': names(translate, 'condition_on', item.condition_on.enum),
    },
    operator_type: {
      'ui:title': translate(`${C}.is`),
      'ui:enumNames': names(translate, 'operators', item.operator_type.enum),
    },
    compare_to: { 'ui:title': translate(`${C}.value`) },
    conditional_join: {
      'ui:title': translate(`${C}.joined`),
      'ui:description': ' ',
      'ui:enumNames': names(translate, 'joins', item.conditional_join.enum),
    },
    conditional_join_inner: {
      'ui:title': translate(`${C}.joined_inner`),
      'ui:description': ' ',
      'ui:enumNames': names(translate, 'joins', item.conditional_join_inner.enum),
    },
    is_inner_group: { 'ui:title': translate(`${C}.group`), 'ui:description': ' ' },
  },
});

export function CommissionConditionsField() {
  const translate = useTranslate();
  const uiSchema = useMemo(() => uiSchemaIn(translate), [translate]);
  return (
    <RjsfField
      source="conditions"
      label={translate(`${C}.title`)}
      help={translate(`${C}.help`)}
      schema={schema}
      uiSchema={uiSchema}
      validators={validators}
    />
  );
}

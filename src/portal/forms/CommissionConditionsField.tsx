// The nested condition editor of a commission rule (docs/product.md#catalogue-commission-conditions:
// condition_on, operator_type,
// compare_to, conditional_join, conditional_join_inner, is_inner_group), rendered by rjsf from the declared
// condition schema with its precompiled validator.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { commissionConditionsForm } from '../../shared/forms/form-schemas.ts';
import { humanize } from '../schema-form/schema-inputs.ts';
import * as validators from '../../shell/forms/validators/commission-conditions.js';
import { RjsfField } from './RjsfField.tsx';

const schema = commissionConditionsForm as unknown as RJSFSchema;
const item = commissionConditionsForm.items.properties;
const names = (values: readonly string[]) => values.map((v) => humanize(v));

const uiSchema: UiSchema = {
  'ui:options': { addText: 'Add condition', orderable: true },
  items: {
    'ui:order': [
      'conditional_join',
      'condition_on',
      'operator_type',
      'compare_to',
      'is_inner_group',
      'conditional_join_inner',
    ],
    condition_on: { 'ui:title': 'When', 'ui:enumNames': names(item.condition_on.enum) },
    operator_type: { 'ui:title': 'Is', 'ui:enumNames': names(item.operator_type.enum) },
    compare_to: { 'ui:title': 'Value' },
    conditional_join: { 'ui:title': 'Joined to the previous condition by', 'ui:enumNames': ['And', 'Or'] },
    conditional_join_inner: {
      'ui:title': 'Conditions of the group joined by',
      'ui:enumNames': ['And', 'Or'],
    },
    is_inner_group: { 'ui:title': 'Part of the group opened by the previous condition' },
  },
};

export function CommissionConditionsField() {
  return (
    <RjsfField
      source="conditions"
      label="Conditions"
      help="The rule applies when its conditions hold. Group conditions to combine them differently."
      schema={schema}
      uiSchema={uiSchema}
      validators={validators}
    />
  );
}

// Create and edit of a commission rule: its fields from the declaration, its conditions in the rjsf editor.
import { ResourceCreate, ResourceEdit } from '../resources/ResourceForm.tsx';
import type { ScreenProps } from '../resources/screen-types.ts';
import { CommissionConditionsField } from './CommissionConditionsField.tsx';

export function CommissionRuleCreate({ resource }: ScreenProps) {
  return (
    <ResourceCreate resource={resource}>
      <CommissionConditionsField />
    </ResourceCreate>
  );
}

export function CommissionRuleEdit({ resource }: ScreenProps) {
  return (
    <ResourceEdit resource={resource}>
      <CommissionConditionsField />
    </ResourceEdit>
  );
}

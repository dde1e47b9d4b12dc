// A user of the portal: the person's details from the declared schema, and for store staff the grid of
// what they may do (PermissionsEditor), globally or per location.
import { useWatch } from 'react-hook-form';
import { ResourceCreate, ResourceEdit } from '../resources/ResourceForm.tsx';
import type { ScreenProps } from '../resources/screen-types.ts';
import { PermissionsEditor } from './PermissionsEditor.tsx';
import { isStoreOwner } from '../../shared/permission-registry.ts';

function StaffPermissions() {
  const role = useWatch({ name: 'role_id' }) as number | undefined;
  return isStoreOwner(role) ? null : <PermissionsEditor source="permissions" />;
}

export function UserCreate({ resource }: ScreenProps) {
  return (
    <ResourceCreate resource={resource}>
      <StaffPermissions />
    </ResourceCreate>
  );
}

export function UserEdit({ resource }: ScreenProps) {
  return (
    <ResourceEdit resource={resource}>
      <StaffPermissions />
    </ResourceEdit>
  );
}

// Create and edit of a declared resource share one form: the inputs derived from the record schema (read-only
// fields dropped; write-only ones — a password — required only on create; create-only ones not on edit),
// the declaration's hints and references, and for the super admin's create the store it belongs to. Edits are pessimistic (the server's
// answer and its field errors come first), save and discard through the unsaved-changes bar at the top (spec
// docs/product.md#routes-unsaved-changes-bar), warn before leaving with changes, and Delete asks for
// confirmation.
import { useMemo, type ReactNode } from 'react';
import { Create, DeleteButton, Edit, SimpleForm, Toolbar, TopToolbar, useCanAccess } from 'react-admin';
import { createSchemaOf, type RecordSchema } from '../../shared/resource-schema.ts';
import { FormUnsavedChangesBar } from '../forms/FormUnsavedChangesBar.tsx';
import { SchemaInputs } from '../schema-form/SchemaInputs.tsx';
import { hintsForAudience } from '../schema-form/schema-inputs.ts';
import { audienceOfRole, isPlatform } from '../../shared/permission-registry.ts';
import { useSession } from '../use-session.ts';
import type { PortalResource } from './registry.ts';
import { RecordActions } from './RecordActions.tsx';
import { TenantInput } from './TenantInput.tsx';

/** The form's schema: create's (read-only fields dropped); on edit, write-only fields are optional. */
export function formSchemaOf(schema: RecordSchema, mode: 'create' | 'edit'): RecordSchema {
  const create = createSchemaOf(schema);
  if (mode === 'create') return create;
  const onCreateOnly = new Set(schema['x-required-on-create'] ?? []);
  const createOnly = new Set(schema['x-create-only'] ?? []);
  return {
    ...create,
    required: (create.required ?? []).filter((f) => !onCreateOnly.has(f)),
    properties: Object.fromEntries(Object.entries(create.properties).filter(([k]) => !createOnly.has(k))),
  };
}

export interface ResourceFormProps {
  resource: PortalResource;
  /** Extra parts of the form below the derived inputs (the users' permission grid). */
  children?: ReactNode;
  /** Adjusts the data sent (react-admin's transform). */
  transform?: (data: Record<string, unknown>) => Record<string, unknown>;
  /** Where to go after a create (default: the record's page, or the list). */
  redirect?: 'edit' | 'show' | 'list';
  /** Replaces the redirect: the screen shows what the create returned once (an invitation's link). */
  onCreated?: (record: Record<string, unknown>) => void;
}

function ResourceInputs({ resource, mode, children }: ResourceFormProps & { mode: 'create' | 'edit' }) {
  const session = useSession();
  const { declaration, view } = resource;
  const schema = useMemo(() => formSchemaOf(declaration.schema, mode), [declaration.schema, mode]);
  const tenancy = declaration.tenancy;
  const superAdmin = isPlatform(session?.role.role_id);
  const hints = useMemo(
    () => hintsForAudience(view.form, audienceOfRole(session?.role.role_id)),
    [view.form, session?.role.role_id],
  );
  return (
    <>
      {mode === 'create' && superAdmin && tenancy !== 'platform' ? <TenantInput tenancy={tenancy} /> : null}
      <SchemaInputs schema={schema} hints={hints} references={view.references} />
      {children}
    </>
  );
}

/** Save and Discard live in the unsaved-changes bar; the bottom toolbar keeps Delete. */
function EditToolbar({ resource }: { resource: PortalResource }) {
  const { canAccess: canDelete } = useCanAccess({ resource: resource.segment, action: 'delete' });
  if (!canDelete || !resource.declaration.operations.includes('delete')) return null;
  return (
    <Toolbar sx={{ justifyContent: 'flex-end' }}>
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  );
}

export function ResourceCreate({ resource, children, transform, redirect, onCreated }: ResourceFormProps) {
  return (
    <Create
      redirect={redirect ?? (resource.view.show ? 'show' : 'list')}
      transform={transform}
      mutationOptions={onCreated ? { onSuccess: onCreated } : undefined}
    >
      <SimpleForm>
        <ResourceInputs resource={resource} mode="create">
          {children}
        </ResourceInputs>
      </SimpleForm>
    </Create>
  );
}

export function ResourceEdit({ resource, children, transform }: ResourceFormProps) {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={resource.view.show ? 'show' : 'list'}
      transform={transform}
      actions={
        resource.view.actions?.length ? (
          <TopToolbar>
            <RecordActions actions={resource.view.actions} />
          </TopToolbar>
        ) : undefined
      }
      // The bar sticks under the app bar while the form scrolls; a clipping card would pin it in place.
      sx={{ '& .RaEdit-card': { overflow: 'visible' } }}
    >
      <SimpleForm toolbar={<EditToolbar resource={resource} />} warnWhenUnsavedChanges>
        <FormUnsavedChangesBar />
        <ResourceInputs resource={resource} mode="edit">
          {children}
        </ResourceInputs>
      </SimpleForm>
    </Edit>
  );
}

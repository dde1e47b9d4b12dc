// Every list and record page of the store portal names what an id points at, never the raw id: generated over
// the declarations, so a new resource or column is checked the day it is declared. A column or detail field
// that holds an id (`…_id`) must be a declared reference to a resource the super admin may read (the console
// sees every store's lists), and that resource must name its records by a field that is not an id.
import { describe, expect, it } from 'vitest';
import { declarationNamed } from '../../../src/shared/declarations/index.ts';
import { mayAccess } from '../../../src/shared/permission-registry.ts';
import { Action, Role } from '../../../src/shared/roles.ts';
import { portalResourcesOf } from '../../../src/portal/resources/registry.ts';
import { representationOf } from '../../../src/portal/resources/RecordField.tsx';
import { referenceText } from '../../../src/portal/resources/reference-text.ts';

const isIdField = (field: string) => field === 'id' || field.endsWith('_id');
const superAdmin = { role_id: Role.superAdmin };

describe.each(['store', 'vendor'] as const)('the %s portal shows names, never raw ids', (kind) => {
  const shown = portalResourcesOf(kind);

  it.each(shown.map((r) => [r.segment, r] as const))('%s: every id column is a reference', (_segment, r) => {
    const fields = new Set(r.view.columns);
    // A record page shows every readable field but the ids it cannot name (ResourceShow).
    if (r.view.show) for (const f of Object.keys(r.declaration.schema.properties)) fields.add(f);
    for (const field of fields) {
      if (!isIdField(field) || field === 'id') continue;
      // An enum (a role) is shown by its labels.
      if (Array.isArray(r.declaration.schema.properties[field]?.enum)) continue;
      if (r.view.show && !r.view.columns.includes(field) && !r.view.references?.[field]) continue;
      expect(r.view.references?.[field], `${r.segment}.${field} shows a raw id`).toBeTruthy();
    }
  });

  it.each(shown.flatMap((r) => Object.entries(r.view.references ?? {}).map(([f, t]) => [r.segment, f, t])))(
    '%s.%s → %s: named by a field the super admin may read',
    (_segment, _field, target) => {
      const declaration = declarationNamed(target);
      expect(declaration, target).toBeDefined();
      if (kind === 'store') expect(mayAccess(superAdmin, declaration!.access, Action.view)).toBe(true);
      const representation = representationOf(target, kind);
      expect(representation, `${target} has no representation`).toBeTruthy();
      expect(isIdField(representation!), `${target} is named by an id`).toBe(false);
      expect(Object.keys(declaration!.schema.properties)).toContain(representation);
    },
  );
});

describe('the super admin’s lists', () => {
  it('name the store of every store-owned row through the stores resource', () => {
    // ResourceList adds a Store column for the super admin on store-owned resources: a reference to stores.
    expect(representationOf('stores', 'store')).toBe('name');
  });

  it('name a referenced record by its declared representation, falling back to a name, never to a bare id', () => {
    expect(referenceText({ id: 7, url: 'https://hooks.example/x', name: '' }, 'url')).toBe(
      'https://hooks.example/x',
    );
    expect(referenceText({ id: 7, first_name: 'Ann', last_name: 'Lee' }, 'first_name')).toBe('Ann Lee');
    expect(referenceText({ id: 7, name: 'Goldsmith & Co' }, 'slug')).toBe('Goldsmith & Co');
  });
});

// An empty list says what the resource is for, to whoever reads it: a store's list may say "your", but the
// lists in the super admin's menu must not speak to the super admin as if they were a store ("the platform
// acting on your behalf"). Generated from the declarations: every store-portal resource the console's menu
// shows is checked, with the sentence the page shows the super admin (ResourceList's EmptyList).
import { describe, expect, it } from 'vitest';
import { storePortalResources } from '../../../src/portal/resources/registry.ts';

const inConsoleMenu = storePortalResources.filter((r) =>
  (r.view as { menuFor?: readonly string[] }).menuFor?.includes('platform'),
);

describe("an empty list's sentence", () => {
  it('finds the resources of the super admin’s menu', () => {
    expect(inConsoleMenu.map((r) => r.segment)).toContain('audit-log');
  });

  it.each(inConsoleMenu.map((r) => [r.segment, r] as const))(
    '%s speaks to the super admin, not to a store',
    (_segment, r) => {
      const shown = r.view.platformPurpose || r.view.purpose;
      expect(shown).not.toMatch(/\byour\b|\byou\b/i);
    },
  );
});

// Who may use the profile pages (docs/product.md#routes-portal-profile), shared by their routes
// (src/server/features/accounts/profile.routes.ts)
// and the portal pages, both deciding through mayAccess.
import { accessFor } from './access.ts';
import { Module } from './roles.ts';

/** The store's own profile: its owner, and staff trusted with the settings module (not the super admin, who edits stores). */
export const storeProfileAccess = accessFor(Module.settings, ['store']);
/** Oneself: every logged-in role. */
export const selfAccess = accessFor(Module.dashboard, ['anyone']);

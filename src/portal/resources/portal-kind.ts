// Which portal the react-admin screens are running in: the store portal (platform hosts) or the vendor
// portal (vendor hosts). The same screens serve both; each asks the declarations of its own portal for
// segments, API names, menus and permissions.
import { createContext, useCallback, useContext } from 'react';
import type { PortalKind } from '../../shared/declarations/declare.ts';
import { useSession } from '../use-session.ts';
import { canAccessSection } from './registry.ts';

export const PortalKindContext = createContext<PortalKind>('store');

export const usePortalKind = (): PortalKind => useContext(PortalKindContext);

/** canAccessSection for the signed-in user in the current portal. */
export function useSectionAccess(): (section: string, action: string) => boolean {
  const kind = usePortalKind();
  const role = useSession()?.role;
  return useCallback((section, action) => canAccessSection(role, section, action, kind), [role, kind]);
}

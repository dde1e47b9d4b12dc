// The react-admin screens of every portal resource: the generic list, create, edit and show derived from
// its declaration, unless the resource brings a screen of its own (custom-screens.tsx) — the service option
// editor, the users' permission grid. Which resources exist, their names and icons all come from the
// declarations (registry.ts).
import type { ComponentType } from 'react';
import { AccessDenied, Loading, useCanAccess } from 'react-admin';
import { ResourceCreate, ResourceEdit } from './ResourceForm.tsx';
import { ResourceList } from './ResourceList.tsx';
import { ResourceShow } from './ResourceShow.tsx';
import { iconComponentOf } from './icons.tsx';
import { isCreatable, type PortalResource } from './registry.ts';
import { customScreens } from './custom-screens.tsx';
import type { CustomScreens, ScreenKind, ScreenProps } from './screen-types.ts';

export interface ResourceScreens {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  icon: ComponentType;
  recordRepresentation: string;
}

type ScreenAction = ScreenKind;

// react-admin's controllers fetch once the access check has settled, whatever it answered (a refused list
// still asked the API and got a 403): a screen is mounted only once the auth provider allows its action.
function bind(
  Screen: ComponentType<ScreenProps>,
  resource: PortalResource,
  action: ScreenAction,
): ComponentType {
  function BoundScreen() {
    const { canAccess, isPending } = useCanAccess({ resource: resource.segment, action });
    if (isPending) return <Loading />;
    if (!canAccess) return <AccessDenied />;
    return <Screen resource={resource} />;
  }
  BoundScreen.displayName = `${Screen.displayName ?? Screen.name}(${resource.segment})`;
  return BoundScreen;
}

/** The screens of a resource; `own`: the portal's custom screens (the store portal's by default). */
export function screensOf(resource: PortalResource, own: CustomScreens = customScreens): ResourceScreens {
  const { declaration, view } = resource;
  const custom = own[resource.segment] ?? {};
  const pick = (kind: ScreenAction, generic: ComponentType<ScreenProps>, when: boolean) => {
    const screen = custom[kind] ?? (when ? generic : undefined);
    return screen ? bind(screen, resource, kind) : undefined;
  };
  return {
    list: pick('list', ResourceList, declaration.operations.includes('list')),
    create: pick('create', ResourceCreate, isCreatable(declaration)),
    edit: pick('edit', ResourceEdit, declaration.operations.includes('update')),
    show: pick('show', ResourceShow, !!view.show),
    icon: iconComponentOf(view.icon),
    recordRepresentation: view.representation,
  };
}

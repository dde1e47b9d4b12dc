// A record's related lists, derived: every resource of the same portal that refers to this one through a
// declared reference it can also filter by (a customer's sales orders and estimates, by customer_id).
import type { PortalKind } from '../../shared/declarations/declare.ts';
import { portalResourcesOf, type PortalResource } from './registry.ts';

export interface RelatedList {
  resource: PortalResource;
  /** The field of the related records that holds this record's id. */
  target: string;
}

export function relatedListsOf(name: string, portal: PortalKind = 'store'): RelatedList[] {
  return portalResourcesOf(portal).flatMap((resource) =>
    Object.entries(resource.view.references ?? {})
      .filter(([field, target]) => target === name && resource.declaration.filterable.includes(field))
      .map(([field]) => ({ resource, target: field })),
  );
}

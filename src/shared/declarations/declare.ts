// The browser-safe half of a resource's declaration: everything the server and the faces both need to know
// about a resource — its name, record schema, tenancy, permission rule, list options and how the portals
// show it — with no import from the server. The server's half (src/server/resources/*.resource.ts: table, scope,
// hooks) extends it; the portals derive their <Resource>s, menu, canAccess, data-provider names, list
// columns, filters and form inputs from it. One declaration, nothing copied.
import { accessFor, storeAccess, vendorAccess, type AccessRule, type Audience } from '../access.ts';
import type { ModuleId } from '../roles.ts';
import type { RecordSchema } from '../resource-schema.ts';

/**
 * Whose rows these are: `store` tables lead with store_id, `vendor` tables with vendor_id (the tenant comes
 * from the token; the super admin may name one with ?store_id= / ?vendor_id=); `platform` tables have no
 * tenant column (stores, vendors, reference lists).
 */
export type Tenancy = 'store' | 'vendor' | 'platform';

/** ra-data-simple-rest's operations: GET list, GET one, POST, PUT, DELETE. */
export type Operation = 'list' | 'read' | 'create' | 'update' | 'delete';
export const allOperations: readonly Operation[] = ['list', 'read', 'create', 'update', 'delete'];

/** Which portal shows a resource: the store portal (platform hosts) or the vendor portal. */
export type PortalKind = 'store' | 'vendor';

/** Layout and browser hints of one form field that the schema does not carry (rjsf's uiSchema role). */
export interface FieldHint {
  /** Columns out of 12 from the small breakpoint up (default 12). */
  width?: 3 | 4 | 6 | 8 | 12;
  /** The HTML input type for text inputs: email, tel, url … */
  inputType?: string;
  autoComplete?: string;
  multiline?: boolean;
  /** An image field: upload with progress and preview (docs/product.md#formats-images's 8 MiB limit). */
  image?: boolean;
  /** Not shown in the form (set by a dedicated editor or by the server). */
  hidden?: boolean;
  /** HTML written by the product (a mail's body): shown rendered, sanitised, in a sandbox without scripts. */
  html?: boolean;
  /** Shown only to these audiences: a store owner is not offered a value only the super admin may give. */
  for?: readonly Audience[];
  /** The value is a key (not the id) of a record of a reference list, picked from it: a country's code. */
  choicesFrom?: { resource: string; value: string };
}

/** Which records an action applies to: every listed field equals its value. */
export type RecordCondition = Readonly<Record<string, string | number | boolean | null>>;

/**
 * An action on one record, offered on its list row and on its own page (the console's "Deactivate",
 * "Act as owner"), declared instead of coded into a screen. Shown only to those who may edit the resource.
 */
export type RecordAction =
  | {
      kind: 'link';
      label: string;
      icon: string;
      /** An app path; `:id` is the record's id (e.g. `/authenticate/:id`). */
      path: string;
      when?: RecordCondition;
    }
  | {
      kind: 'set';
      label: string;
      icon: string;
      /** The update sent (PUT) when confirmed. */
      values: Readonly<Record<string, string | number | boolean | null>>;
      /** What the confirmation dialog says will happen. */
      confirm: string;
      when?: RecordCondition;
    };
export type FormHints = Readonly<Record<string, FieldHint>>;

/** How a portal shows a resource. */
export interface PortalView {
  /** The portal URL segment under /portal and react-admin resource name (e.g. `location`). */
  segment: string;
  /** Position in the portal menu (docs/product.md#routes-portal-menu's order); no menu entry when absent. */
  menu?: number;
  /** Where it is reached from instead of the menu: the owner's Settings page (`settings`), or the list of
   * another resource of the same portal, by its segment (categories from `store-services`). */
  area?: string;
  /** Records are made through another resource's form (a vendor link, by accepting an invitation): the
   * list's Create goes there. */
  createdWith?: string;
  /** An icon name from the portal's icon set (src/portal/resources/icons.tsx). */
  icon: string;
  /** Singular and plural label. */
  label: { one: string; many: string };
  /** The menu's wording when it differs from the plural (docs/product.md#routes-portal-menu: "Location", "Orders"). */
  menuLabel?: string;
  /** A sentence shown on the empty list, saying what the resource is for. */
  purpose: string;
  /** The same sentence for the super admin, when `purpose` speaks to a store ("on your behalf"). */
  platformPurpose?: string;
  /** The list's columns, in order. */
  columns: readonly string[];
  /** Form hints per field. */
  form?: FormHints;
  /** Which record field names a record (react-admin's recordRepresentation). */
  representation: string;
  /** Fields that refer to records of another resource (its API name). */
  references?: Readonly<Record<string, string>>;
  /** The record has its own page (a show view) with its related lists. */
  show?: boolean;
  /** The record's own page is a declared portal page (portal-pages.ts): rows open /portal/<detail>/:id. */
  detail?: string;
  /**
   * Who this view is for, narrower than the declaration's rule (the super admin's console shows `stores`,
   * which every user may read, only to the super admin). The face hides it from everyone else; the server
   * still decides by the declaration's rule.
   */
  audiences?: readonly Audience[];
  /** The menu entry is shown only to these audiences (others reach the view from its area or a record). */
  menuFor?: readonly Audience[];
  /** Actions on one record (list rows and the record's page). */
  actions?: readonly RecordAction[];
}

export interface ResourceDeclaration {
  /** API collection (URL segment under /api/v1). */
  name: string;
  schema: RecordSchema;
  tenancy: Tenancy;
  /** docs/product.md#roles-modules module that guards it. */
  module: ModuleId;
  /** Who may do what (docs/product.md#roles-permission-check through mayAccess). */
  access: AccessRule;
  operations: readonly Operation[];
  /** Fields the list filters on by equality (arrays: contains); numbers and dates also get _gte / _lte. */
  filterable: readonly string[];
  sortable: readonly string[];
  /** Text fields the `q` filter searches. */
  searchable: readonly string[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** The API path that creates records when the collection itself takes no POST (services: store/services). */
  createdThrough?: string;
  /** Array-of-object fields stored as child rows, edited with the record. */
  children?: readonly string[];
  /** How the portals show it, per portal. */
  portal?: Partial<Record<PortalKind, PortalView>>;
}

export type ResourceDeclarationInput = Omit<ResourceDeclaration, 'tenancy' | 'access' | 'operations'> &
  Partial<Pick<ResourceDeclaration, 'tenancy' | 'access' | 'operations'>>;

/** The default rule of a tenancy: store and vendor audiences under the module, the super admin above. */
function defaultAccess(tenancy: Tenancy, module: ModuleId): AccessRule {
  if (tenancy === 'store') return storeAccess(module);
  if (tenancy === 'vendor') return vendorAccess(module);
  return accessFor(module, ['platform']);
}

/** Fills a declaration's defaults (tenancy store, the tenancy's access rule, all five operations). */
export function declareResource(input: ResourceDeclarationInput): ResourceDeclaration {
  const tenancy = input.tenancy ?? 'store';
  return {
    ...input,
    tenancy,
    access: input.access ?? defaultAccess(tenancy, input.module),
    operations: input.operations ?? allOperations,
  };
}

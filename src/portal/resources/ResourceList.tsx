// The list of a declared resource: its declared columns (sortable where the API sorts), filters by kind,
// pagination, a Store column and filter for the super admin (store names, not ids), bulk delete, CSV export
// of every matching row, and designed empty, loading and error states. On a phone it becomes a simple list
// of the records' names, so nothing hides sideways.
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  BulkDeleteButton,
  CreateButton,
  DataTable,
  Button,
  EditButton,
  ShowButton,
  FilterButton,
  List,
  SimpleList,
  TopToolbar,
  useCanAccess,
  useBasename,
  useRecordContext,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { usePortalWords, type PortalWords } from '../i18n/use-portal-words.ts';
import { useSession } from '../use-session.ts';
import { AreaLinks } from './AreaLinks.tsx';
import { ExportCsvButton } from './ExportCsvButton.tsx';
import { enumChoicesOf, fieldKindOf } from './field-kinds.ts';
import { iconOf } from './icons.tsx';
import { filtersOf } from './list-filters.tsx';
import { RecordActions } from './RecordActions.tsx';
import { ageIn, RecordField } from './RecordField.tsx';
import { referenceText } from './reference-text.ts';
import { createTargetOf, type PortalResource } from './registry.ts';
import { usePortalKind } from './portal-kind.ts';
import { isPlatform } from '../../shared/permission-registry.ts';

/** Opens a record's declared detail page (a work order's, an invoice's), where its actions are. */
function OpenButton({ detail }: { detail: string }) {
  const record = useRecordContext();
  const basename = useBasename();
  if (!record) return null;
  return (
    <Button
      component={RouterLink}
      to={`${basename}/${detail}/${record.id}`}
      label="ra.action.show"
      onClick={(e) => e.stopPropagation()}
    />
  );
}

function EmptyList({ resource }: { resource: PortalResource }) {
  const translate = useTranslate();
  // The empty list speaks to whoever reads it: a store, or the super admin over every store.
  const session = useSession();
  const target = createTargetOf(resource);
  const { canAccess: canCreate } = useCanAccess({ resource: target ?? resource.segment, action: 'create' });
  return (
    <Box sx={{ textAlign: 'center', mx: 'auto', mt: 8, maxWidth: 480, px: 2 }} data-testid="list-empty">
      <Box
        aria-hidden
        sx={{
          width: 64,
          height: 64,
          mx: 'auto',
          mb: 2,
          borderRadius: '50%',
          bgcolor: '#e8efee',
          color: 'primary.main',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {iconOf(resource.view.icon)}
      </Box>
      <Typography variant="h5" component="p" gutterBottom>
        {translate('portal.list.empty', { name: resource.view.label.many.toLowerCase() })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }} data-testid="list-empty-purpose">
        {(isPlatform(session?.role.role_id) && resource.view.platformPurpose) || resource.view.purpose}
      </Typography>
      {canCreate && target ? <CreateButton variant="contained" resource={target} /> : null}
    </Box>
  );
}

function ListActions({ resource }: { resource: PortalResource }) {
  const target = createTargetOf(resource);
  const { canAccess: canCreate } = useCanAccess({ resource: target ?? resource.segment, action: 'create' });
  return (
    <TopToolbar>
      <FilterButton />
      {canCreate && target ? <CreateButton resource={target} /> : null}
      <ExportCsvButton />
    </TopToolbar>
  );
}

/** A cell's value as plain text (the phone's simple list). */
/** A field's value on a phone's line of the list, in the user's words (as RecordField writes it in a cell). */
function plainText(
  resource: PortalResource,
  source: string,
  record: RaRecord,
  words: PortalWords,
  name: string,
): string {
  const property = resource.declaration.schema.properties[source];
  const value = record[source];
  const { translate } = words;
  if (value === null || value === undefined || value === '') return '';
  switch (fieldKindOf(source, property, resource.view)) {
    case 'money':
      return typeof value === 'number' ? words.money(value) : '';
    case 'date':
    case 'dateTime':
      return words.shortDate(value as string);
    case 'age':
      return translate('portal.records.in_stage', { age: ageIn(translate, value as string) });
    case 'enum': {
      const choice = enumChoicesOf(property).find((c) => c.id === value)?.name ?? String(value);
      return translate(`resources.${name}.choices.${source}.${String(value)}`, { _: choice });
    }
    case 'boolean':
      return '';
    case 'tags':
      return Array.isArray(value) ? value.join(', ') : '';
    case 'reference':
    case 'list':
    case 'object':
      return '';
    default:
      // A bare number on a phone's line says nothing ("· 0"): it is named by its title ("Days in stage: 0").
      return typeof value === 'number' && property?.title
        ? translate('portal.records.numbered', {
            title: translate(`resources.${name}.fields.${source}`, { _: property.title }),
            value,
          })
        : String(value);
  }
}

export function ResourceList({ resource }: { resource: PortalResource }) {
  const session = useSession();
  const translate = useTranslate();
  const words = usePortalWords();
  const name = useResourceContext()!;
  const kind = usePortalKind();
  const basename = useBasename();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { canAccess: canDelete } = useCanAccess({ resource: resource.segment, action: 'delete' });
  const { canAccess: canEdit } = useCanAccess({ resource: resource.segment, action: 'edit' });
  const { declaration, view } = resource;
  const superAdmin = isPlatform(session?.role.role_id);
  const filters = useMemo(() => {
    const label = (source: string) =>
      source === '__search'
        ? translate('ra.action.search')
        : translate(`resources.${name}.fields.${source}`, { _: source });
    return filtersOf(declaration, view, { superAdmin, label, kind });
  }, [declaration, view, superAdmin, translate, name, kind]);
  const storeLabel = translate(`resources.${name}.fields.store_id`, { _: 'Store' });
  const sortable = new Set([...declaration.sortable, 'id']);
  const detail = view.detail;
  // Editable through the generic form (the API's update) or a screen of its own (the service editor):
  // whichever edit screen the portal registered for it.
  const editable = !!useResourceDefinition().hasEdit;

  // A declared detail page lives under the portal's basename (react-admin navigates to the path as given).
  const rowClick = detail
    ? (id: Identifier) => `${basename}/${detail}/${id}`
    : view.show
      ? 'show'
      : canEdit && editable
        ? 'edit'
        : false;
  const deletable = canDelete && declaration.operations.includes('delete');
  const [primary, ...rest] = view.columns;
  return (
    <>
      <AreaLinks resource={resource} />
      <List
        filters={filters}
        actions={<ListActions resource={resource} />}
        sort={declaration.defaultSort}
        perPage={25}
        empty={<EmptyList resource={resource} />}
        // A wide table scrolls inside its own wrapper: scrolling the list's content box would clip the bulk
        // actions toolbar, which slides in above the table (row selection then showed no Delete).
        sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
      >
        {phone ? (
          <SimpleList
            primaryText={(r: RaRecord) =>
              primary ? plainText(resource, primary, r, words, name) || referenceText(r) : referenceText(r)
            }
            secondaryText={(r: RaRecord) =>
              rest
                .map((c) => plainText(resource, c, r, words, name))
                .filter(Boolean)
                .slice(0, 3)
                .join(' · ')
            }
            rowClick={rowClick}
          />
        ) : (
          <DataTable
            rowClick={rowClick}
            bulkActionButtons={deletable ? <BulkDeleteButton mutationMode="pessimistic" /> : false}
          >
            {view.columns.map((source) => (
              <DataTable.Col key={source} source={source} disableSort={!sortable.has(source)}>
                <RecordField
                  source={source}
                  property={declaration.schema.properties[source]}
                  view={view}
                  sortable={sortable.has(source)}
                />
              </DataTable.Col>
            ))}
            {superAdmin && declaration.tenancy === 'store' ? (
              <DataTable.Col source="store_id" disableSort label={storeLabel}>
                <RecordField
                  source="store_id"
                  property={undefined}
                  view={{ references: { store_id: 'stores' } }}
                />
              </DataTable.Col>
            ) : null}
            {view.actions?.length ? (
              <DataTable.Col label={translate('portal.list.actions')} disableSort>
                <RecordActions actions={view.actions} />
              </DataTable.Col>
            ) : null}
            {/* Rows open on click; this button makes it keyboard-reachable too (hidden without the right). */}
            {rowClick ? (
              <DataTable.Col label={false} disableSort>
                {detail ? (
                  <OpenButton detail={detail} />
                ) : rowClick === 'show' ? (
                  <ShowButton />
                ) : (
                  <EditButton />
                )}
              </DataTable.Col>
            ) : null}
          </DataTable>
        )}
      </List>
    </>
  );
}

// A record's own page: its fields laid out by kind (names, dates per docs/product.md#formats-dates, money,
// tags, references
// by name), Edit for those allowed, and its related lists (a customer's orders and estimates), each with its
// own empty state.
import {
  Box,
  Card,
  CardContent,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  DataTable,
  EditButton,
  Labeled,
  Pagination,
  ReferenceManyField,
  Show,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { DateFormat, formatDate } from '../../shared/format.ts';
import type { JsonSchemaProperty } from '../../shared/resource-schema.ts';
import { fieldKindOf, humanizeValue } from './field-kinds.ts';
import { RecordActions } from './RecordActions.tsx';
import { RecordField } from './RecordField.tsx';
import { canAccessSection, type PortalResource } from './registry.ts';
import { useSession } from '../use-session.ts';
import { relatedListsOf } from './related.ts';
import { usePortalKind } from './portal-kind.ts';

function ShowActions({ resource }: { resource: PortalResource }) {
  const { canAccess } = useCanAccess({ resource: resource.segment, action: 'edit' });
  return (
    <TopToolbar>
      <RecordActions actions={resource.view.actions} />
      {canAccess && resource.declaration.operations.includes('update') ? <EditButton /> : null}
    </TopToolbar>
  );
}

/** A list of objects (a delivery's attempts) as a small table of its items' fields. */
function ItemsTable({ source, property }: { source: string; property: JsonSchemaProperty }) {
  const record = useRecordContext();
  const items = Array.isArray(record?.[source]) ? (record[source] as Record<string, unknown>[]) : [];
  const itemSchema = property.items as { properties?: Record<string, JsonSchemaProperty> } | undefined;
  const columns = Object.keys(itemSchema?.properties ?? {});
  if (!items.length) return <Typography color="text.secondary">—</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c}>{humanizeValue(c)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item, i) => (
            <TableRow key={i}>
              {columns.map((c) => (
                <TableCell key={c}>{cellText(item[c], itemSchema?.properties?.[c])}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function cellText(value: unknown, property: JsonSchemaProperty | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (property?.format === 'date-time')
    return formatDate(value as string, `${DateFormat.short} ${DateFormat.time}`);
  return String(value);
}

function RelatedEmpty({ label }: { label: string }) {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {translate('portal.list.none_yet', { name: label.toLowerCase() })}
    </Typography>
  );
}

export function ResourceShow({ resource }: { resource: PortalResource }) {
  const kind = usePortalKind();
  const name = useResourceContext()!;
  const translate = useTranslate();
  const { declaration, view } = resource;
  // Ids are shown through their references (by name) or not at all.
  const fields = Object.entries(declaration.schema.properties).filter(
    ([source, p]) =>
      !p.writeOnly && source !== 'id' && (!source.endsWith('_id') || !!view.references?.[source]),
  );
  const session = useSession();
  // Only the lists this user may read: the page never asks for what the server would refuse.
  const related = relatedListsOf(declaration.name, kind).filter(({ resource: other }) =>
    canAccessSection(session?.role, other.segment, 'list', kind),
  );
  return (
    <Show actions={<ShowActions resource={resource} />}>
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <Grid container spacing={2}>
          {fields.map(([source, property]) => {
            const kind = fieldKindOf(source, property, view);
            const wide = kind === 'html' || kind === 'list' || kind === 'longText';
            return (
              <Grid key={source} size={wide ? 12 : { xs: 12, sm: 6, md: 4 }}>
                <Labeled
                  label={translate(`resources.${name}.fields.${source}`, { _: source })}
                  sx={wide ? { width: '100%' } : undefined}
                >
                  {kind === 'list' ? (
                    <ItemsTable source={source} property={property} />
                  ) : (
                    <RecordField source={source} property={property} view={view} />
                  )}
                </Labeled>
              </Grid>
            );
          })}
        </Grid>
      </Box>
      {related.length ? (
        <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
          {related.map(({ resource: other, target }) => (
            <Card key={`${other.segment}.${target}`} variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  {other.view.label.many}
                </Typography>
                <ReferenceManyField
                  reference={other.segment}
                  target={target}
                  sort={other.declaration.defaultSort}
                  perPage={10}
                  pagination={<Pagination rowsPerPageOptions={[10]} />}
                  empty={<RelatedEmpty label={other.view.label.many} />}
                >
                  <Box sx={{ overflowX: 'auto' }}>
                    <DataTable rowClick={other.view.show ? 'show' : false} bulkActionButtons={false}>
                      {other.view.columns
                        .filter((c) => c !== target)
                        .map((source) => (
                          <DataTable.Col key={source} source={source} disableSort>
                            <RecordField
                              source={source}
                              property={other.declaration.schema.properties[source]}
                              view={other.view}
                            />
                          </DataTable.Col>
                        ))}
                    </DataTable>
                  </Box>
                </ReferenceManyField>
              </CardContent>
            </Card>
          ))}
        </Stack>
      ) : null}
    </Show>
  );
}

// A list's filters, derived from its declaration: the search box when it declares searchable fields, and one
// filter per declared filterable field by its kind — yes/no, a choice, a referenced record, a tag, a date
// range; the super admin also filters by store (or vendor). The first two are always shown.
import type { ReactElement } from 'react';
import dayjs from 'dayjs';
import {
  AutocompleteInput,
  DateInput,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextInput,
  type RaRecord,
} from 'react-admin';
import type { PortalKind, ResourceDeclaration, PortalView } from '../../shared/declarations/declare.ts';
import { enumChoicesOf, fieldKindOf } from './field-kinds.ts';
import { referenceText } from './reference-text.ts';
import { referenceResource } from './registry.ts';

const startOfDay = (v: string | null) => (v ? dayjs(v).startOf('day').toISOString() : undefined);
const endOfDay = (v: string | null) => (v ? dayjs(v).endOf('day').toISOString() : undefined);

function referenceFilter(
  source: string,
  target: string,
  label: string,
  alwaysOn: boolean,
  kind: PortalKind = 'store',
) {
  return (
    <ReferenceInput
      key={source}
      source={source}
      reference={referenceResource(target, kind).resource}
      alwaysOn={alwaysOn}
    >
      <AutocompleteInput
        label={label}
        optionText={(r: RaRecord) => referenceText(r)}
        filterToQuery={(q: string) => ({ q })}
        sx={{ minWidth: 200 }}
      />
    </ReferenceInput>
  );
}

export function filtersOf(
  declaration: ResourceDeclaration,
  view: PortalView,
  options: { superAdmin: boolean; label: (source: string) => string; kind?: PortalKind },
): ReactElement[] {
  const filters: ReactElement[] = [];
  if (declaration.searchable.length)
    filters.push(<SearchInput key="q" source="q" alwaysOn placeholder={options.label('__search')} />);
  if (options.superAdmin && declaration.tenancy === 'store')
    filters.push(referenceFilter('store_id', 'stores', options.label('store_id'), true));
  for (const source of declaration.filterable) {
    const property = declaration.schema.properties[source];
    const kind = fieldKindOf(source, property, view);
    const label = options.label(source);
    const alwaysOn = filters.length < 3;
    switch (kind) {
      case 'boolean':
        filters.push(
          <NullableBooleanInput
            key={source}
            source={source}
            label={label}
            alwaysOn={alwaysOn}
            sx={{ minWidth: 150 }}
          />,
        );
        break;
      case 'enum':
        filters.push(
          <SelectInput
            key={source}
            source={source}
            label={label}
            alwaysOn={alwaysOn}
            choices={enumChoicesOf(property)}
            translateChoice={false}
            sx={{ minWidth: 150 }}
          />,
        );
        break;
      case 'reference':
        filters.push(referenceFilter(source, view.references![source]!, label, alwaysOn, options.kind));
        break;
      case 'date':
      case 'dateTime':
        filters.push(
          <DateInput
            key={`${source}_gte`}
            source={`${source}_gte`}
            label={`${label} ≥`}
            parse={startOfDay}
          />,
          <DateInput key={`${source}_lte`} source={`${source}_lte`} label={`${label} ≤`} parse={endOfDay} />,
        );
        break;
      case 'tags':
      case 'text':
      case 'email':
        filters.push(<TextInput key={source} source={source} label={label} />);
        break;
      default:
        break;
    }
  }
  return filters;
}

// Renders react-admin inputs for every editable property of a declared JSON schema (see schema-inputs.ts):
// text, email, url and multi-line text, numbers and money, booleans, selects, dates, tags as chips, child
// lists with their own inputs, references to other resources and image uploads, with validators derived
// from required, minLength, maxLength, pattern, minimum, maximum and maxItems. Labels come from the i18n
// keys resources.<resource>.fields.<source>, built from the schema titles; server field errors land on the
// same inputs through react-admin.
import { Grid } from '@mui/material';
import { useMemo } from 'react';
import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateInput,
  DateTimeInput,
  maxLength,
  maxValue,
  minLength,
  minValue,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TextArrayInput,
  TextInput,
  useGetList,
  useResourceContext,
  useTranslate,
  type RaRecord,
  type Validator,
} from 'react-admin';
import type { RecordSchema } from '../../shared/resource-schema.ts';
import { ImageUploadInput } from '../resources/ImageUploadInput.tsx';
import { referenceText } from '../resources/reference-text.ts';
import { referenceResource } from '../resources/registry.ts';
import { usePortalKind } from '../resources/portal-kind.ts';
import type { PortalKind } from '../../shared/declarations/declare.ts';
import { humanize, inputsOf, parseText, patternOf, type FormHints, type InputSpec } from './schema-inputs.ts';

function validatorsOf(spec: InputSpec, label: string): Validator[] {
  const validators: Validator[] = [];
  if (spec.required) validators.push(required());
  if (spec.minLength !== undefined) validators.push(minLength(spec.minLength));
  if (spec.maxLength !== undefined) validators.push(maxLength(spec.maxLength));
  if (spec.minimum !== undefined) validators.push(minValue(spec.minimum));
  if (spec.maximum !== undefined) validators.push(maxValue(spec.maximum));
  if (spec.integer)
    validators.push((value: unknown) =>
      value == null || value === '' || Number.isInteger(value) ? undefined : 'portal.validation.integer',
    );
  if (spec.kind === 'money')
    validators.push((value: unknown) =>
      typeof value !== 'number' || Math.abs(Math.round(value * 100) - value * 100) < 1e-6
        ? undefined
        : 'portal.validation.money',
    );
  if (spec.maxItems !== undefined && (spec.kind === 'tags' || spec.kind === 'list'))
    validators.push((value: unknown) =>
      Array.isArray(value) && value.length > spec.maxItems!
        ? { message: 'portal.validation.max_items', args: { max: spec.maxItems } }
        : undefined,
    );
  // A chip the server would refuse is named in the form, not only in the server's 400.
  const itemPattern = spec.item ? patternOf(spec.item) : undefined;
  if (spec.kind === 'tags' && spec.item)
    validators.push((value: unknown) => {
      const bad = Array.isArray(value)
        ? value.find(
            (v) =>
              typeof v !== 'string' ||
              (spec.item!.maxLength !== undefined && v.length > spec.item!.maxLength) ||
              (itemPattern !== undefined && !itemPattern.test(v)),
          )
        : undefined;
      return bad === undefined
        ? undefined
        : {
            message: 'portal.validation.tag',
            args: {
              tag: String(bad),
              example: spec.item!.examples?.[0] ? ` (e.g. ${spec.item!.examples[0]})` : '',
            },
          };
    });
  const pattern = patternOf(spec);
  if (pattern)
    validators.push((value: unknown) =>
      typeof value !== 'string' || value === '' || pattern.test(value)
        ? undefined
        : { message: 'portal.validation.pattern', args: { field: label.toLowerCase() } },
    );
  return validators;
}

/** A date-time input's value as the API takes it (ISO 8601), or null when emptied. */
const isoDateTime = (value: string | Date | null) => {
  if (value === null || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
};

function inputFor(spec: InputSpec, hint: FormHints[string] | undefined, label: string, kind: PortalKind) {
  const common = {
    source: spec.source,
    label,
    validate: validatorsOf(spec, label),
    helperText: spec.description ?? false,
    fullWidth: true,
  };
  switch (spec.kind) {
    case 'boolean':
      return <BooleanInput {...common} defaultValue={spec.defaultValue ?? false} />;
    case 'number':
    case 'money':
      return (
        <NumberInput
          {...common}
          defaultValue={spec.defaultValue}
          step={spec.integer ? 1 : spec.kind === 'money' ? 0.01 : 'any'}
          min={spec.minimum}
          max={spec.maximum}
        />
      );
    case 'select':
      return (
        <SelectInput
          {...common}
          defaultValue={spec.defaultValue}
          choices={(spec.choices ?? []).map((c, i) => ({
            id: c,
            name: spec.choiceLabels?.[i] ?? humanize(String(c)),
          }))}
          emptyText={spec.required ? undefined : ''}
          translateChoice={false}
        />
      );
    case 'date':
      return <DateInput {...common} defaultValue={spec.defaultValue} />;
    case 'dateTime':
      return <DateTimeInput {...common} defaultValue={spec.defaultValue} parse={isoDateTime} />;
    case 'tags':
      return <TextArrayInput {...common} defaultValue={(spec.defaultValue as string[] | undefined) ?? []} />;
    case 'image':
      return <ImageUploadInput source={spec.source} label={label} />;
    case 'lookup':
      return <LookupInput spec={spec} common={common} kind={kind} />;
    case 'reference': {
      return (
        <ReferenceInput source={spec.source} reference={referenceResource(spec.reference!, kind).resource}>
          <AutocompleteInput
            label={label}
            validate={common.validate}
            helperText={common.helperText}
            fullWidth
            optionText={(r: RaRecord) => referenceText(r)}
            filterToQuery={(q: string) => ({ q })}
            parse={(v: unknown) => (v === '' ? null : v)}
          />
        </ReferenceInput>
      );
    }
    case 'list':
      return (
        <ArrayInput
          source={spec.source}
          label={label}
          defaultValue={spec.defaultValue ?? []}
          validate={common.validate}
        >
          <SimpleFormIterator inline disableReordering={false}>
            {(spec.items ?? []).map((item) => (
              <ItemInput key={item.source} spec={item} />
            ))}
          </SimpleFormIterator>
        </ArrayInput>
      );
    default:
      return (
        <TextInput
          {...common}
          defaultValue={spec.defaultValue}
          parse={parseText(spec)}
          type={hint?.inputType ?? (spec.format === 'email' ? 'email' : 'text')}
          multiline={hint?.multiline}
          minRows={hint?.multiline ? 3 : undefined}
          autoComplete={hint?.autoComplete ?? 'off'}
          slotProps={{ htmlInput: { maxLength: spec.maxLength } }}
        />
      );
  }
}

/**
 * A value picked from a reference list by a key other than its id (a country's code): the list's records
 * as choices, so the form offers only what the server's check accepts.
 */
function LookupInput({
  spec,
  common,
  kind,
}: {
  spec: InputSpec;
  common: { source: string; label: string; validate: Validator[]; helperText: string | boolean };
  kind: PortalKind;
}) {
  const { resource, value } = spec.lookup!;
  const { data, isPending } = useGetList(referenceResource(resource, kind).resource, {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <AutocompleteInput
      {...common}
      fullWidth
      isPending={isPending}
      choices={data ?? []}
      optionValue={value}
      optionText={(r: RaRecord) => `${referenceText(r)} (${String(r[value])})`}
      parse={(v: unknown) => (v === '' ? null : v)}
    />
  );
}

/** One input of a child list's item (inside the iterator, sources are the item's own). */
function ItemInput({ spec }: { spec: InputSpec }) {
  const label = spec.title ?? humanize(spec.source);
  const input = inputFor(spec, undefined, label, usePortalKind());
  return input;
}

export interface SchemaInputsProps {
  schema: RecordSchema;
  hints?: FormHints;
  references?: Readonly<Record<string, string>>;
}

export function SchemaInputs({ schema, hints = {}, references }: SchemaInputsProps) {
  const resource = useResourceContext();
  const translate = useTranslate();
  const kind = usePortalKind();
  const specs = useMemo(() => inputsOf(schema, { hints, references }), [schema, hints, references]);
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 880 }}>
      {specs.map((spec) => {
        const hint = hints[spec.source];
        const label = translate(`resources.${resource}.fields.${spec.source}`, {
          _: spec.title ?? humanize(spec.source),
        });
        return (
          <Grid key={spec.source} size={{ xs: 12, sm: spec.kind === 'list' ? 12 : (hint?.width ?? 12) }}>
            {inputFor(spec, hint, label, kind)}
          </Grid>
        );
      })}
    </Grid>
  );
}

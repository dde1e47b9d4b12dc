// Renders react-admin inputs for every editable property of a declared JSON schema (see schema-inputs.ts):
// text, number, boolean and select inputs with validators derived from required, minLength, maxLength,
// pattern, minimum and maximum. Labels come from the i18n keys resources.<resource>.fields.<source>, which
// are built from the schema titles; server field errors land on the same inputs through react-admin.
import { Grid } from '@mui/material';
import { useMemo } from 'react';
import {
  BooleanInput,
  maxLength,
  maxValue,
  minLength,
  minValue,
  NumberInput,
  required,
  SelectInput,
  TextInput,
  useResourceContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import type { RecordSchema } from '../../shared/resource-schema.ts';
import { inputsOf, parseText, patternOf, type FormHints, type InputSpec } from './schema-inputs.ts';

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
  const pattern = patternOf(spec);
  if (pattern)
    validators.push((value: unknown) =>
      typeof value !== 'string' || value === '' || pattern.test(value)
        ? undefined
        : { message: 'portal.validation.pattern', args: { field: label.toLowerCase() } },
    );
  return validators;
}

export interface SchemaInputsProps {
  schema: RecordSchema;
  hints?: FormHints;
}

export function SchemaInputs({ schema, hints = {} }: SchemaInputsProps) {
  const resource = useResourceContext();
  const translate = useTranslate();
  const specs = useMemo(() => inputsOf(schema), [schema]);
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 880 }}>
      {specs.map((spec) => {
        const hint = hints[spec.source] ?? {};
        const label = translate(`resources.${resource}.fields.${spec.source}`, {
          _: spec.title ?? spec.source,
        });
        const common = {
          source: spec.source,
          validate: validatorsOf(spec, label),
          helperText: spec.description ?? false,
          fullWidth: true,
        };
        let input;
        switch (spec.kind) {
          case 'boolean':
            input = <BooleanInput {...common} defaultValue={spec.defaultValue ?? false} />;
            break;
          case 'number':
            input = (
              <NumberInput
                {...common}
                defaultValue={spec.defaultValue}
                step={spec.integer ? 1 : 'any'}
                min={spec.minimum}
                max={spec.maximum}
              />
            );
            break;
          case 'select':
            input = (
              <SelectInput
                {...common}
                defaultValue={spec.defaultValue}
                choices={(spec.choices ?? []).map((c) => ({ id: c, name: String(c) }))}
                emptyText={spec.required ? undefined : ''}
              />
            );
            break;
          default:
            input = (
              <TextInput
                {...common}
                defaultValue={spec.defaultValue}
                parse={parseText(spec)}
                type={hint.inputType ?? 'text'}
                multiline={hint.multiline}
                autoComplete={hint.autoComplete ?? 'off'}
                slotProps={{ htmlInput: { maxLength: spec.maxLength } }}
              />
            );
        }
        return (
          <Grid key={spec.source} size={{ xs: 12, sm: hint.width ?? 12 }}>
            {input}
          </Grid>
        );
      })}
    </Grid>
  );
}

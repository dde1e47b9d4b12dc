// A field of a react-admin form edited with react-jsonschema-form: the nested editors (a commission rule's
// conditions) whose shape rjsf renders better than flat inputs. The schema comes from
// src/shared/forms/form-schemas.ts and its validator is precompiled (no code generated at run time, so a
// strict Content-Security-Policy holds); rjsf renders as a <div>, inside react-admin's own <form>.
import { useMemo } from 'react';
import Form from '@rjsf/mui';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { Box, Typography } from '@mui/material';
import { useInput } from 'react-admin';

export interface RjsfFieldProps {
  source: string;
  label: string;
  help?: string;
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  /** The compiled validator module of `schema` (src/shell/forms/validators/<name>.js). */
  validators: ValidatorFunctions;
}

export function RjsfField({ source, label, help, schema, uiSchema, validators }: RjsfFieldProps) {
  const validator = useMemo(() => createPrecompiledValidator(validators, schema), [validators, schema]);
  const { field } = useInput({ source, defaultValue: [] });
  return (
    <Box sx={{ width: '100%', maxWidth: 880, mt: 1, mb: 2 }} data-testid={`rjsf-${source}`}>
      <Typography variant="h6" component="h2">
        {label}
      </Typography>
      {help ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {help}
        </Typography>
      ) : null}
      <Form
        tagName="div"
        schema={schema}
        uiSchema={{ ...uiSchema, 'ui:submitButtonOptions': { norender: true } }}
        formData={field.value ?? []}
        validator={validator}
        liveValidate
        showErrorList={false}
        onChange={(e) => field.onChange(e.formData)}
      />
    </Box>
  );
}

// One onboarding step's form (store and vendor alike), rendered with react-jsonschema-form from the step's
// schema (src/shared/forms/form-schemas.ts) and checked by its precompiled validator (no code generated at
// run time, so the strict Content-Security-Policy holds). The server checks again: its field errors are shown
// on the inputs and its message above the form; nothing is kept when it refuses.
import { useMemo, useState } from 'react';
import Form from '@rjsf/mui';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import type { ApiError } from '../../shared/errors.ts';
import { errorSchemaOf } from '../forms/error-schema.ts';

export interface StepFormProps<T> {
  schema: RJSFSchema;
  validators: ValidatorFunctions;
  uiSchema?: UiSchema;
  initial?: Partial<T>;
  /** Controlled: the form shows this (the page derives fields, e.g. a slug from a name). */
  value?: Partial<T>;
  submitLabel: string;
  /** Sends the data; returns the server's error to show, or null when it is done. */
  onSubmit(data: T): Promise<ApiError | null>;
  onChange?(data: Partial<T>): void;
  /** The white-label's button class (the vendor app's pages follow the white-label). */
  buttonClassName?: string;
}

export function StepForm<T>(props: StepFormProps<T>) {
  const { schema, validators, uiSchema, initial, value, submitLabel, onSubmit, onChange } = props;
  const validator = useMemo(() => createPrecompiledValidator(validators, schema), [validators, schema]);
  const [data, setData] = useState<Partial<T>>(initial ?? {});
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Stack spacing={2} sx={{ '& .MuiInputBase-root': { minHeight: 48 } }}>
      <Box aria-live="assertive">
        {error ? (
          <Alert severity="error" role="alert">
            {error.message}
          </Alert>
        ) : null}
      </Box>
      <Form
        schema={schema}
        uiSchema={{ ...uiSchema, 'ui:submitButtonOptions': { norender: true } }}
        formData={value ?? data}
        validator={validator}
        extraErrors={errorSchemaOf(error)}
        showErrorList={false}
        noHtml5Validate
        onChange={(e) => {
          setData(e.formData as Partial<T>);
          onChange?.(e.formData as Partial<T>);
        }}
        onSubmit={async (e) => {
          setBusy(true);
          setError(null);
          const failure = await onSubmit(e.formData as T);
          setBusy(false);
          setError(failure);
        }}
      >
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          className={props.buttonClassName}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : null}
          sx={{ mt: 2, minHeight: 48 }}
        >
          {submitLabel}
        </Button>
      </Form>
    </Stack>
  );
}

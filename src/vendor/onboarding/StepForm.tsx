// One onboarding step's form, rendered with react-jsonschema-form from the step's schema
// (src/shared/forms/form-schemas.ts) and checked by its precompiled validator (no code generated at run
// time, so the strict Content-Security-Policy holds). The server checks again: its field errors are shown
// on the inputs and its message above the button; nothing is kept when it refuses.
import { useMemo, useState } from 'react';
import Form from '@rjsf/mui';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { Alert, Box, Button } from '@mui/material';
import type { ApiResult } from '../../client/api.ts';

interface Props<T> {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  validators: ValidatorFunctions;
  initial?: Partial<T>;
  submitLabel: string;
  submit: (data: T) => Promise<ApiResult<unknown>>;
  onDone: () => void;
}

export function StepForm<T extends object>(props: Props<T>) {
  const { schema, uiSchema, validators, initial, submitLabel, submit, onDone } = props;
  const validator = useMemo(() => createPrecompiledValidator(validators, schema), [validators, schema]);
  const [data, setData] = useState<Partial<T>>(initial ?? {});
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<ErrorSchema | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  return (
    <Box
      sx={{
        '& .MuiInputBase-root': { minHeight: 52 },
        '& .MuiGrid-item': { pt: 1 },
      }}
    >
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={data}
        validator={validator}
        showErrorList={false}
        noHtml5Validate
        extraErrors={fieldErrors}
        onChange={(e) => setData(e.formData as Partial<T>)}
        onSubmit={async (e) => {
          setBusy(true);
          setFailure(null);
          setFieldErrors(undefined);
          const result = await submit(e.formData as T);
          setBusy(false);
          if (result.ok) return onDone();
          setFailure(result.error.message);
          setFieldErrors(
            Object.fromEntries(
              (result.error.fields ?? []).map((f) => [f.field, { __errors: [f.message] }]),
            ) as ErrorSchema,
          );
        }}
      >
        <Box aria-live="assertive">
          {failure ? (
            <Alert severity="error" role="alert" sx={{ my: 2 }}>
              {failure}
            </Alert>
          ) : null}
        </Box>
        {/* rjsf renders its children instead of its own submit button. */}
        <Button
          type="submit"
          variant="contained"
          size="large"
          className="wl-button"
          fullWidth
          disabled={busy}
          sx={{ mt: 2, minHeight: 52 }}
        >
          {busy ? 'Saving…' : submitLabel}
        </Button>
      </Form>
    </Box>
  );
}

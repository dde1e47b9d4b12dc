// The frame both profile pages share: load the record from its route, show loading and error states, and
// render a react-admin form of inputs derived from the route's update schema; saving PUTs the changed
// fields and shows the server's field errors at their inputs.
import { Alert, Box, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import {
  ResourceContextProvider,
  SaveButton,
  SimpleForm,
  Title,
  Toolbar,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { ApiResult } from '../../client/api.ts';
import type { RecordSchema } from '../../shared/resource-schema.ts';
import type { FormHints } from '../../shared/declarations/declare.ts';
import { SchemaInputs } from '../schema-form/SchemaInputs.tsx';

type Row = Record<string, unknown>;

export interface ProfileFormProps {
  /** Whose words its field labels are: resources.<page>.fields.<field> (src/portal/i18n/profile-en.ts). */
  page: string;
  title: string;
  intro: ReactNode;
  load: () => Promise<ApiResult<Row>>;
  save: (changes: Row) => Promise<ApiResult<Row>>;
  schema: RecordSchema;
  hints?: FormHints;
  /** Turns the form's values into the request body (drop empty password fields …). */
  toBody?: (values: Row, record: Row) => Row;
  /** What the form starts with beside the record (empty password fields). */
  blank?: Row;
}

/** Only the fields that changed, so an unchanged field never trips a rule it already broke. */
function changed(values: Row, record: Row): Row {
  return Object.fromEntries(Object.entries(values).filter(([k, v]) => (record[k] ?? '') !== (v ?? '')));
}

export function ProfileForm({
  page,
  title,
  intro,
  load,
  save,
  schema,
  hints,
  toBody,
  blank = {},
}: ProfileFormProps) {
  const notify = useNotify();
  const translate = useTranslate();
  const [record, setRecord] = useState<Row | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    load().then((result) => {
      if (!live) return;
      if (result.ok) setRecord(result.data);
      else setError(result.error.message);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function submit(values: Row) {
    const body = toBody ? toBody(values, record!) : changed(values, record!);
    const keys = Object.keys(schema.properties ?? {});
    const sent = Object.fromEntries(Object.entries(body).filter(([k]) => keys.includes(k)));
    if (!Object.keys(sent).length) {
      notify(translate('portal.profile.nothing_changed'), { type: 'info' });
      return undefined;
    }
    const result = await save(sent);
    if (result.ok) {
      setRecord(result.data);
      setVersion((v) => v + 1);
      notify(translate('portal.profile.saved'), { type: 'success' });
      return undefined;
    }
    notify(result.error.message, { type: 'error' });
    // react-admin shows these at their inputs.
    return Object.fromEntries((result.error.fields ?? []).map((f) => [f.field, f.message]));
  }

  return (
    <Box sx={{ mt: 2, maxWidth: 880 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : !record ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <Typography>{translate('portal.profile.loading')}</Typography>
        </Stack>
      ) : (
        <Card>
          <CardContent sx={{ p: 0 }}>
            <ResourceContextProvider value={page}>
              <SimpleForm
                key={version}
                record={{ ...record, ...blank }}
                onSubmit={submit}
                toolbar={
                  <Toolbar>
                    <SaveButton alwaysEnable />
                  </Toolbar>
                }
              >
                <SchemaInputs schema={schema} hints={hints} />
              </SimpleForm>
            </ResourceContextProvider>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}

// The signed-in user's own vendor record, a part of it at a time (the profile; the invoice settings): the
// vendor owner edits it through the vendors resource (PUT /vendors/:id, which RLS keeps to their own
// vendor), vendor staff read it. Inputs derived from the vendor schema, like every portal form.
import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { AccessDenied, Edit, SaveButton, SimpleForm, Title, Toolbar, useGetOne } from 'react-admin';
import { vendorSchema } from '../../../../schemas/vendor.schema.ts';
import type { FormHints } from '../../../shared/declarations/declare.ts';
import type { RecordSchema } from '../../../shared/resource-schema.ts';
import { formSchemaOf } from '../../resources/ResourceForm.tsx';
import { useSectionAccess } from '../../resources/portal-kind.ts';
import { FormUnsavedChangesBar } from '../../forms/FormUnsavedChangesBar.tsx';
import { SchemaInputs } from '../../schema-form/SchemaInputs.tsx';
import { Section } from '../../orders/Section.tsx';
import { useSession } from '../../use-session.ts';

/** The vendor schema's form, cut to some fields. */
function partOf(fields: readonly string[]): RecordSchema {
  const full = formSchemaOf(vendorSchema as unknown as RecordSchema, 'edit');
  const properties = Object.fromEntries(
    Object.entries(full.properties).filter(([name]) => fields.includes(name)),
  );
  return { ...full, properties, required: (full.required ?? []).filter((f) => fields.includes(f)) };
}

export function VendorRecordForm(props: {
  title: string;
  intro: string;
  fields: readonly string[];
  hints?: FormHints;
  testId: string;
}) {
  const { title, intro, fields, hints, testId } = props;
  const vendorId = useSession()?.user.vendor?.id;
  const may = useSectionAccess();
  const schema = useMemo(() => partOf(fields), [fields]);
  if (!vendorId) return <AccessDenied />;
  const pick = (data: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(data).filter(([k]) => fields.includes(k)));
  return (
    <Box sx={{ mt: 2, maxWidth: 880 }} data-testid={testId}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      {may('vendors', 'edit') ? (
        <Edit
          resource="vendors"
          id={vendorId}
          mutationMode="pessimistic"
          redirect={false}
          transform={pick}
          title=" "
        >
          <SimpleForm
            warnWhenUnsavedChanges
            toolbar={
              <Toolbar>
                <SaveButton />
              </Toolbar>
            }
          >
            <FormUnsavedChangesBar />
            <SchemaInputs schema={schema} hints={hints} />
          </SimpleForm>
        </Edit>
      ) : (
        <ReadOnly vendorId={vendorId} schema={schema} title={title} />
      )}
    </Box>
  );
}

/** Vendor staff: the same fields, read only (docs/product.md#roles-vendor-staff lets them view the vendor profile). */
function ReadOnly({ vendorId, schema, title }: { vendorId: number; schema: RecordSchema; title: string }) {
  const { data, isPending, error } = useGetOne('vendors', { id: vendorId });
  return (
    <Section title={title} loading={isPending} error={error ? (error as Error).message : null}>
      <Box component="dl" sx={{ m: 0 }}>
        {Object.entries(schema.properties).map(([name, p]) => (
          <Box key={name} sx={{ mb: 1.5 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {String(p.title ?? name)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
              {String((data as Record<string, unknown> | undefined)?.[name] ?? '') || '—'}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}

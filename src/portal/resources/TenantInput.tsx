// The super admin works above every store: creating a store's record, they choose the store by name.
import { Alert, Box } from '@mui/material';
import { AutocompleteInput, ReferenceInput, required, useTranslate, type RaRecord } from 'react-admin';
import { referenceText } from './reference-text.ts';
import { referenceResource } from './registry.ts';
import { usePortalKind } from './portal-kind.ts';

const mustChoose = [required()];

export function TenantInput({ tenancy }: { tenancy: 'store' | 'vendor' }) {
  const kind = usePortalKind();
  const translate = useTranslate();
  const source = tenancy === 'store' ? 'store_id' : 'vendor_id';
  return (
    <Box sx={{ maxWidth: 880, width: '100%' }}>
      <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
        {translate(`portal.tenant.${tenancy}_hint`)}
      </Alert>
      <ReferenceInput
        source={source}
        reference={referenceResource(tenancy === 'store' ? 'stores' : 'vendors', kind).resource}
      >
        <AutocompleteInput
          label={translate(`portal.tenant.${tenancy}`)}
          validate={mustChoose}
          optionText={(r: RaRecord) => referenceText(r)}
          filterToQuery={(q: string) => ({ q })}
          sx={{ maxWidth: 420 }}
        />
      </ReferenceInput>
    </Box>
  );
}

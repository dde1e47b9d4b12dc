// The one inputs component of the location create and edit forms. The inputs are derived from the declared
// schema (schemas/location.schema.ts → createSchemaOf), so a property added there appears here; a super
// admin creating a location also names the store it belongs to.
import { Alert, Box } from '@mui/material';
import { minValue, NumberInput, required, useRecordContext, useTranslate } from 'react-admin';
import { Role } from '../../shared/roles.ts';
import { SchemaInputs } from '../schema-form/SchemaInputs.tsx';
import { useSession } from '../use-session.ts';
import { locationFormHints, locationFormSchema, locationResource } from './locations.ui.ts';

const storeValidators = [required(), minValue(1)];

function StoreInput() {
  const translate = useTranslate();
  return (
    <Box sx={{ maxWidth: 880, width: '100%' }}>
      <Alert severity="info" variant="outlined" sx={{ mb: 1 }}>
        {translate(`resources.${locationResource}.store_hint`)}
      </Alert>
      <NumberInput
        source="store_id"
        validate={storeValidators}
        step={1}
        min={1}
        helperText={translate(`resources.${locationResource}.store_id_helper`)}
        sx={{ maxWidth: 280 }}
      />
    </Box>
  );
}

export function LocationInputs() {
  const session = useSession();
  const record = useRecordContext();
  const creating = record?.id == null;
  return (
    <>
      {creating && session?.role.role_id === Role.superAdmin ? <StoreInput /> : null}
      <SchemaInputs schema={locationFormSchema} hints={locationFormHints} />
    </>
  );
}

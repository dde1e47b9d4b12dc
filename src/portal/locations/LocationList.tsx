// The locations list: search, active filter, sort by name (the default), pagination; a Store column for
// the super admin, who sees every store; an Edit button per row for those allowed; a designed empty state
// offering Create to those allowed.
import { Box, Typography } from '@mui/material';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import {
  BooleanField,
  BulkDeleteButton,
  CreateButton,
  Datagrid,
  EditButton,
  List,
  NumberField,
  TextField,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { Role } from '../../shared/roles.ts';
import { searchAndStatusFilters } from '../layout/list-filters.tsx';
import { useSession } from '../use-session.ts';
import { locationListColumns, locationResource, locationUnsortable } from './locations.ui.ts';

function LocationEmpty() {
  const translate = useTranslate();
  const { canAccess: canCreate } = useCanAccess({ resource: locationResource, action: 'create' });
  return (
    <Box sx={{ textAlign: 'center', mx: 'auto', mt: 8, maxWidth: 480 }} data-testid="locations-empty">
      <Box
        aria-hidden
        sx={{
          width: 64,
          height: 64,
          mx: 'auto',
          mb: 2,
          borderRadius: '50%',
          bgcolor: '#e8efee',
          color: 'primary.main',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <PlaceOutlined fontSize="large" />
      </Box>
      <Typography variant="h5" component="p" gutterBottom>
        {translate(`resources.${locationResource}.empty`)}
      </Typography>
      {canCreate ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {translate(`resources.${locationResource}.invite`)}
          </Typography>
          <CreateButton variant="contained" />
        </>
      ) : null}
    </Box>
  );
}

export function LocationList() {
  const session = useSession();
  const { canAccess: canDelete } = useCanAccess({ resource: locationResource, action: 'delete' });
  const isSuperAdmin = session?.role.role_id === Role.superAdmin;
  return (
    <List
      filters={searchAndStatusFilters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      empty={<LocationEmpty />}
    >
      <Datagrid bulkActionButtons={canDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : false}>
        {locationListColumns.map((source) =>
          source === 'is_active' ? (
            <BooleanField key={source} source={source} sortable={!locationUnsortable.has(source)} />
          ) : (
            <TextField key={source} source={source} sortable={!locationUnsortable.has(source)} />
          ),
        )}
        {isSuperAdmin ? <NumberField source="store_id" sortable={false} /> : null}
        {/* Rows open on click; this button makes editing keyboard-reachable (hidden without edit rights). */}
        <EditButton />
      </Datagrid>
    </List>
  );
}

// /portal/store-services: the store's services (the `services` collection) — search, active filter, sort,
// pagination; a row opens the service in the editor. The super admin sees every store's services.
import { Box, Typography } from '@mui/material';
import HandymanOutlined from '@mui/icons-material/HandymanOutlined';
import { BooleanField, Datagrid, DateField, EditButton, List, NumberField, TextField } from 'react-admin';
import { Role } from '../../shared/roles.ts';
import { searchAndStatusFilters } from '../layout/list-filters.tsx';
import { useSession } from '../use-session.ts';

function ServicesEmpty() {
  return (
    <Box sx={{ textAlign: 'center', mx: 'auto', mt: 8, maxWidth: 480 }} data-testid="services-empty">
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
        <HandymanOutlined fontSize="large" />
      </Box>
      <Typography variant="h5" component="p" gutterBottom>
        No services yet
      </Typography>
      <Typography color="text.secondary">
        The services your customers can order will be listed here.
      </Typography>
    </Box>
  );
}

export function ServiceList() {
  const session = useSession();
  const isSuperAdmin = session?.role.role_id === Role.superAdmin;
  return (
    <List
      filters={searchAndStatusFilters}
      sort={{ field: 'sequence', order: 'ASC' }}
      perPage={25}
      empty={<ServicesEmpty />}
      exporter={false}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <NumberField source="price" options={{ style: 'currency', currency: 'USD' }} />
        <BooleanField source="is_active" />
        {isSuperAdmin ? <NumberField source="store_id" sortable={false} /> : null}
        <DateField source="updated_at" showTime />
        {/* Rows open on click; this button makes the editor keyboard-reachable. */}
        <EditButton label="Open" />
      </Datagrid>
    </List>
  );
}

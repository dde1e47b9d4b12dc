// The filters every portal list of active/inactive records shares: a search box (the API's `q`) and a
// status filter on is_active.
import { NullableBooleanInput, SearchInput } from 'react-admin';

export const searchAndStatusFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput
    key="is_active"
    source="is_active"
    alwaysOn
    label="portal.filters.status"
    trueLabel="portal.filters.active"
    falseLabel="portal.filters.inactive"
    sx={{ minWidth: 160 }}
  />,
];

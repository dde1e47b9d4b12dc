// The location resource of the portal, spread into <Resource name="location" …/> (the portal URL
// /portal/location; the API collection is locations — see providers/data-provider.ts).
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { LocationCreate } from './LocationCreate.tsx';
import { LocationEdit } from './LocationEdit.tsx';
import { LocationList } from './LocationList.tsx';

export default {
  list: LocationList,
  create: LocationCreate,
  edit: LocationEdit,
  icon: PlaceOutlined,
  recordRepresentation: 'name',
};

// The services resource of the portal, spread into <Resource name="store-services" …/> (the portal URL
// /portal/store-services; the API collection is services — see providers/data-provider.ts). A service
// opens in the option editor; services with their options are written through the editor's one save.
import HandymanOutlined from '@mui/icons-material/HandymanOutlined';
import { ServiceEditPage } from './ServiceEditPage.tsx';
import { ServiceList } from './ServiceList.tsx';

export default {
  list: ServiceList,
  edit: ServiceEditPage,
  icon: HandymanOutlined,
  recordRepresentation: 'name',
};

// /portal/setting/integrations: the vendor's integrations — its webhook endpoints and their deliveries
// (the resources the declarations place in this area).
import { AreaPage } from '../../pages/AreaPage.tsx';

export function IntegrationsPage() {
  return <AreaPage area="setting/integrations" title="Integrations" />;
}

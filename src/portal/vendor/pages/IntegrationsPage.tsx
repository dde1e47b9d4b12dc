// /portal/setting/integrations: the vendor's integrations — its webhook endpoints and their deliveries
// (the resources the declarations place in this area).
import { useTranslate } from 'react-admin';
import { AreaPage } from '../../pages/AreaPage.tsx';

export function IntegrationsPage() {
  const translate = useTranslate();
  return <AreaPage area="setting/integrations" title={translate('vendor_app.integrations.title')} />;
}

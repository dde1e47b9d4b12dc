// /portal/settings: the owner's Settings area — a tile for each resource and page the declarations place in
// it (addresses, price lists, insurance, commission rules, vendor invitations; the vendor's addresses,
// invoice settings, integrations, plan), shown to those who may open it.
import { AccessDenied, useTranslate } from 'react-admin';
import { useSectionAccess } from '../resources/portal-kind.ts';
import { AreaPage } from './AreaPage.tsx';

export function SettingsPage() {
  const translate = useTranslate();
  const may = useSectionAccess();
  if (!may('settings', 'list')) return <AccessDenied />;
  return <AreaPage area="settings" title={translate('portal.menu.settings')} />;
}

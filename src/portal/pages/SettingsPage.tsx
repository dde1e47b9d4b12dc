// /portal/settings: the owner's Settings — in the store portal, the store's own settings first (white-label
// look with a live preview, shipping, order tracking; src/portal/settings), for those who may edit them;
// then a tile for each resource and page the declarations place in the area (addresses, price lists,
// insurance, commission rules, vendor invitations; the vendor's addresses, invoice settings, integrations,
// plan), shown to those who may open it.
import { AccessDenied, Title, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { usePortalKind, useSectionAccess } from '../resources/portal-kind.ts';
import { StoreSettingsEditor } from '../settings/StoreSettingsEditor.tsx';
import { useSession } from '../use-session.ts';
import { AreaPage } from './AreaPage.tsx';
import { isPlatform } from '../../shared/permission-registry.ts';

export function SettingsPage() {
  const translate = useTranslate();
  const may = useSectionAccess();
  const kind = usePortalKind();
  const session = useSession();
  if (!may('settings', 'list')) return <AccessDenied />;
  // The super admin has no store of their own: they change a store's settings acting as its owner.
  const storeId =
    kind === 'store' && !isPlatform(session?.role.role_id) ? (session?.store?.id ?? null) : null;
  const editor = storeId !== null && may('store-settings', 'edit');
  if (!editor) return <AreaPage area="settings" title={translate('portal.menu.settings')} />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('portal.menu.settings')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('portal.menu.settings')}
      </Typography>
      <StoreSettingsEditor storeId={storeId} />
      <Box sx={{ mt: 2 }}>
        <AreaPage area="settings" title={translate('portal.settings.more')} section />
      </Box>
    </Box>
  );
}

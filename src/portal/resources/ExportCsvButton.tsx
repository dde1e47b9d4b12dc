// Export of every record the list's filter matches, as CSV: the server streams it (GET /<resource>/export,
// no page cap), the browser saves it. While it downloads the button shows how much has arrived.
import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useListContext, useNotify, useResourceContext, useTranslate } from 'react-admin';
import { downloadFile } from '../../shell/data/download.ts';
import { exportUrlOf } from '../providers/data-provider.ts';
import { apiName } from './registry.ts';
import { usePortalKind } from './portal-kind.ts';
import type { PortalKind } from '../../shared/declarations/declare.ts';

/** The export's URL: the list's filter and sort, the super admin's store as the list sends it. */
export function exportUrl(
  resource: string,
  filter: Record<string, unknown>,
  sort: { field: string; order: string },
  kind: PortalKind = 'store',
) {
  const { store_id: storeId, vendor_id: vendorId, ...rest } = filter;
  const query = new URLSearchParams({
    filter: JSON.stringify(rest),
    sort: JSON.stringify([sort.field, sort.order]),
  });
  if (storeId !== undefined && storeId !== null && storeId !== '') query.set('store_id', String(storeId));
  if (vendorId !== undefined && vendorId !== null && vendorId !== '')
    query.set('vendor_id', String(vendorId));
  return exportUrlOf(apiName(resource, kind), query);
}

export function ExportCsvButton() {
  const resource = useResourceContext()!;
  const kind = usePortalKind();
  const { filterValues, sort, total } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [received, setReceived] = useState<number | null>(null);

  const download = async () => {
    setReceived(0);
    try {
      await downloadFile(
        exportUrl(resource, filterValues, sort, kind),
        // Vendor segments carry a slash (setting/address).
        `${resource.replace(/\//g, '-')}-${new Date().toISOString().slice(0, 10)}.csv`,
        setReceived,
      );
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setReceived(null);
    }
  };

  const busy = received !== null;
  return (
    <Button
      size="small"
      onClick={() => void download()}
      disabled={busy || total === 0}
      startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <DownloadOutlined />}
      aria-live="polite"
    >
      {busy
        ? translate('portal.export.progress', { size: `${Math.round((received ?? 0) / 1024)} KB` })
        : translate('ra.action.export')}
    </Button>
  );
}

// /portal/store-services/:id — one service in the editor. The service with its options comes from
// stores/:store/services/:id (the store: the user's own; for the super admin, the service's), with loading,
// failure (and retry) and not-found states. Users who may only view the service see it read-only.
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Box, Breadcrumbs, Button, CircularProgress, Link, Typography } from '@mui/material';
import { AccessDenied, Title, useCanAccess, useTranslate } from 'react-admin';
import { isPortalRole } from '../access.ts';
import { useSession } from '../use-session.ts';
import type { EditorService } from './editor-model.ts';
import { loadService, loadStoreId } from './service-api.ts';
import { ServiceEditor } from './ServiceEditor.tsx';
import { isPlatform } from '../../shared/permission-registry.ts';
// The portal segment of services, from its declaration (/portal/store-services).
const serviceResource = 'store-services';

type LoadState =
  | { status: 'loading'; key: string }
  | { status: 'failed'; key: string; message: string; notFound: boolean }
  | { status: 'ready'; key: string; service: EditorService };

export function ServiceEditPage(_props: { resource?: unknown } = {}) {
  const { id } = useParams();
  const translate = useTranslate();
  const words = (key: string, values?: object) => translate(`portal.editor.page.${key}`, values);
  const session = useSession();
  const serviceId = Number(id);
  const { canAccess: canView, isPending: viewPending } = useCanAccess({
    resource: serviceResource,
    action: 'list',
  });
  const { canAccess: canEdit } = useCanAccess({ resource: serviceResource, action: 'edit' });
  const [attempt, setAttempt] = useState(0);
  const key = `${serviceId}|${attempt}`;
  const [state, setState] = useState<LoadState | null>(null);
  const ownStore = isPlatform(session?.role.role_id) ? null : (session?.store?.id ?? null);

  useEffect(() => {
    if (!Number.isInteger(serviceId) || serviceId < 1) return;
    let live = true;
    void (async () => {
      const store = ownStore !== null ? { ok: true as const, data: ownStore } : await loadStoreId(serviceId);
      const result = store.ok ? await loadService(store.data, serviceId) : store;
      if (!live) return;
      setState(
        result.ok
          ? { status: 'ready', key, service: result.data }
          : { status: 'failed', key, message: result.error.message, notFound: result.status === 404 },
      );
    })();
    return () => {
      live = false;
    };
  }, [serviceId, ownStore, key]);

  if (!viewPending && !canView) return <AccessDenied />;
  const current: LoadState = state?.key === key ? state : { status: 'loading', key };
  const name = current.status === 'ready' ? current.service.name : words('service_n', { id: id ?? '' });

  return (
    <Box sx={{ mt: 1 }}>
      <Title title={name} />
      <Breadcrumbs aria-label={words('breadcrumb')} sx={{ mb: 1.5 }}>
        <Link component={RouterLink} to={`/portal/${serviceResource}`} underline="hover" color="inherit">
          {words('services')}
        </Link>
        <Typography color="text.primary">{name}</Typography>
      </Breadcrumbs>
      {!Number.isInteger(serviceId) || serviceId < 1 ? (
        <Alert severity="error">{words('missing')}</Alert>
      ) : current.status === 'loading' ? (
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}
          role="status"
        >
          <CircularProgress size={28} aria-hidden />
          <Typography>{words('loading')}</Typography>
        </Box>
      ) : current.status === 'failed' ? (
        <Alert
          severity="error"
          role="alert"
          action={
            current.notFound ? (
              <Button color="inherit" size="small" component={RouterLink} to={`/portal/${serviceResource}`}>
                {words('back')}
              </Button>
            ) : (
              <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
                {words('retry')}
              </Button>
            )
          }
        >
          {current.notFound ? words('missing') : words('failed', { message: current.message })}
        </Alert>
      ) : (
        <ServiceEditor
          key={`${current.service.id}|${attempt}`}
          initial={current.service}
          readOnly={!canEdit}
          sidebarAllowed={isPortalRole(session?.role.role_id)}
        />
      )}
    </Box>
  );
}

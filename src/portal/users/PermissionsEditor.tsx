// What a staff member may do, as a clear grid: modules (rows) × view, create, edit, delete (columns), for
// one scope at a time — Everywhere, or one location (tabs). A box the signed-in user could not grant
// themselves is disabled: nobody hands out more than they hold (the server refuses it anyway).
import { useState } from 'react';
import {
  Box,
  Checkbox,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { useGetList, useInput, useTranslate } from 'react-admin';
import { hasPermission } from '../../shared/permissions.ts';
import { useSession } from '../use-session.ts';
import {
  grantedModules,
  gridActions,
  gridModules,
  isGranted,
  toggle,
  type GrantedPermission,
} from './permission-grid.ts';

export function PermissionsEditor({ source }: { source: string }) {
  const translate = useTranslate();
  const session = useSession();
  const { field } = useInput({ source, defaultValue: [] });
  const list = (field.value as GrantedPermission[] | undefined) ?? [];
  const [scope, setScope] = useState<number | null>(null);
  const { data: locations = [], isPending } = useGetList('location', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const scopes: { id: number | null; name: string }[] = [
    { id: null, name: translate('portal.permissions.everywhere') },
    ...locations.map((l) => ({ id: l.id as number, name: String(l.name) })),
  ];
  const mayGrant = (module: number, action: number) =>
    hasPermission(session?.role, module as never, action as never, scope ?? undefined);

  return (
    <Box sx={{ width: '100%', maxWidth: 880, mt: 2 }} data-testid="permissions-editor">
      <Typography variant="h6" component="h2">
        {translate('portal.permissions.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('portal.permissions.help')}
      </Typography>
      <Tabs
        value={scopes.findIndex((s) => s.id === scope)}
        onChange={(_e, i: number) => setScope(scopes[i]?.id ?? null)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={translate('portal.permissions.scope')}
      >
        {scopes.map((s) => {
          const n = grantedModules(list, s.id);
          return (
            <Tab
              key={s.id ?? 'all'}
              label={n ? `${s.name} (${n})` : s.name}
              disabled={isPending && s.id !== null}
            />
          );
        })}
      </Tabs>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mt: 1 }}>
        <Table size="small" aria-label={translate('portal.permissions.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('portal.permissions.module')}</TableCell>
              {gridActions.map((a) => (
                <TableCell key={a.id} align="center">
                  {a.name}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {gridModules.map((m) => (
              <TableRow key={m.id} hover>
                <TableCell component="th" scope="row">
                  {m.name}
                </TableCell>
                {gridActions.map((a) => (
                  <TableCell key={a.id} align="center" padding="checkbox">
                    <Checkbox
                      checked={isGranted(list, scope, m.id, a.id)}
                      disabled={!mayGrant(m.id, a.id) && !isGranted(list, scope, m.id, a.id)}
                      onChange={() => field.onChange(toggle(list, scope, m.id, a.id))}
                      slotProps={{
                        input: {
                          'aria-label': `${m.name}: ${a.name}`,
                          // @ts-expect-error data attributes pass through to the input element
                          'data-cell': `${scope ?? 'all'}-${m.id}-${a.id}`,
                        },
                      }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

// Links from a list to the resources the declarations place in its area (the Services list's categories).
import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename } from 'react-admin';
import { useSession } from '../use-session.ts';
import { iconOf } from './icons.tsx';
import { areaResources, canAccessSection, type PortalResource } from './registry.ts';

/** The list page that hosts each area (the Settings area has a page of its own). */
const areaHost = { services: 'store-services', users: 'users' } as const;

export function AreaLinks({ resource }: { resource: PortalResource }) {
  const session = useSession();
  const basename = useBasename();
  const area = (Object.keys(areaHost) as (keyof typeof areaHost)[]).find(
    (a) => areaHost[a] === resource.segment,
  );
  if (!area) return null;
  const links = areaResources('store', area).filter((r) =>
    canAccessSection(session?.role, r.segment, 'list'),
  );
  if (!links.length) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
      {links.map((r) => (
        <Button
          key={r.segment}
          component={RouterLink}
          to={`${basename}/${r.segment}`}
          size="small"
          variant="outlined"
          startIcon={iconOf(r.view.icon)}
        >
          {r.view.label.many}
        </Button>
      ))}
    </Stack>
  );
}

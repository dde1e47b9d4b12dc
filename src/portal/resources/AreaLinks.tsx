// Links from a list to the resources the declarations place in its area (the Services list's categories,
// the Vendors list's invitations).
import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename } from 'react-admin';
import { iconOf } from './icons.tsx';
import { usePortalKind, useSectionAccess } from './portal-kind.ts';
import { areaResources, type PortalResource } from './registry.ts';

export function AreaLinks({ resource }: { resource: PortalResource }) {
  const may = useSectionAccess();
  const basename = useBasename();
  const links = areaResources(usePortalKind(), resource.segment).filter((r) => may(r.segment, 'list'));
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

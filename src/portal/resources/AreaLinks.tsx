// Links from a list to the resources the declarations place in its area (the Services list's categories,
// the Vendors list's invitations) and to the declared pages that ask for a tile there (the vendor's sales
// orders: many at once).
import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';
import { iconOf } from './icons.tsx';
import { usePortalKind, useSectionAccess } from './portal-kind.ts';
import { areaResources, pagesOf, type PortalResource } from './registry.ts';

export function AreaLinks({ resource }: { resource: PortalResource }) {
  const kind = usePortalKind();
  const may = useSectionAccess();
  const basename = useBasename();
  const translate = useTranslate();
  const links = [
    ...areaResources(kind, resource.segment).map((r) => ({
      segment: r.segment,
      label: r.view.label.many,
      icon: r.view.icon,
    })),
    ...pagesOf(kind).flatMap((p) =>
      p.tile?.area === resource.segment
        ? [{ segment: p.segment, label: p.label, icon: p.icon ?? 'settings' }]
        : [],
    ),
  ].filter((l) => may(l.segment, 'list'));
  if (!links.length) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
      {links.map((l) => (
        <Button
          key={l.segment}
          component={RouterLink}
          to={`${basename}/${l.segment}`}
          size="small"
          variant="outlined"
          startIcon={iconOf(l.icon)}
        >
          {translate(`resources.${l.segment}.name`, { smart_count: 2, _: l.label })}
        </Button>
      ))}
    </Stack>
  );
}

// An area page (/portal/settings, the vendor's /portal/setting/integrations): a tile for each resource the
// declarations place in the area and each declared page that asks for a tile there, shown to those who
// may open it — in either portal.
import { Box, Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useBasename } from 'react-admin';
import { iconOf } from '../resources/icons.tsx';
import { usePortalKind, useSectionAccess } from '../resources/portal-kind.ts';
import { areaResources, pagesOf } from '../resources/registry.ts';

interface Tile {
  segment: string;
  label: string;
  purpose: string;
  icon: string;
}

/** `section`: the tiles sit under another page's heading (Settings' editor), as a section with an h2. */
export function AreaPage({
  area,
  title,
  section = false,
}: {
  area: string;
  title: string;
  section?: boolean;
}) {
  const kind = usePortalKind();
  const may = useSectionAccess();
  const basename = useBasename();
  const tiles: Tile[] = [
    ...areaResources(kind, area).map((r) => ({
      segment: r.segment,
      label: r.view.label.many,
      purpose: r.view.purpose,
      icon: r.view.icon,
    })),
    ...pagesOf(kind).flatMap((p) =>
      p.tile?.area === area
        ? [{ segment: p.segment, label: p.label, purpose: p.tile.purpose, icon: p.icon ?? 'settings' }]
        : [],
    ),
  ].filter((tile) => may(tile.segment, 'list'));
  return (
    <Box sx={{ mt: 2 }}>
      {section ? null : <Title title={title} />}
      <Typography variant={section ? 'h6' : 'h5'} component={section ? 'h2' : 'h1'} sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Grid container spacing={2} data-testid="settings-tiles">
        {tiles.map((r) => (
          <Grid key={r.segment} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={`${basename}/${r.segment}`} sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                  <Box sx={{ color: 'primary.main', mt: 0.25 }}>{iconOf(r.icon)}</Box>
                  <Box>
                    <Typography sx={{ fontWeight: 600 }}>{r.label}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {r.purpose}
                    </Typography>
                  </Box>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

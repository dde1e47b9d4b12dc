// A designed stand-in for a portal page that a later issue brings: it takes its place in the layout, titles
// the app bar, and is guarded by its section's module like the real page will be.
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { useParams } from 'react-router-dom';
import { AccessDenied, Title, useTranslate } from 'react-admin';
import { canAccessSection } from '../access.ts';
import { useSession } from '../use-session.ts';

export interface SectionPlaceholderProps {
  /** The section (access.ts) guarding the page; none for pages every portal user has, like the profile. */
  section?: string;
  title?: string;
  what: string;
}

export function SectionPlaceholder({ section, title, what }: SectionPlaceholderProps) {
  const session = useSession();
  const translate = useTranslate();
  const { id } = useParams();
  const label = translate(`portal.menu.${section ?? ''}`, { _: title ?? '' });
  const heading = id ? `${label} ${id}` : label;
  if (section && !canAccessSection(session?.role, section, 'list')) return <AccessDenied />;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={heading} />
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack
            direction="row"
            spacing={2.5}
            sx={{ alignItems: 'flex-start' }}
            data-testid="section-placeholder"
          >
            <Box
              aria-hidden
              sx={{
                width: 48,
                height: 48,
                flexShrink: 0,
                borderRadius: '50%',
                bgcolor: '#e8efee',
                color: 'primary.main',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <ConstructionOutlined />
            </Box>
            <Box>
              <Typography variant="h5" component="h1" gutterBottom>
                {heading}
              </Typography>
              <Typography color="text.secondary">
                {translate('portal.placeholder.later', { what })}
              </Typography>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

// The storefront's bottom bar: the store's privacy policy and terms links (when set) and its name.
import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';

export function StorefrontFooter() {
  const { settings, name } = useWhiteLabel();
  const links = [
    { label: 'Privacy policy', href: settings?.privacy_policy_link },
    { label: 'Terms and conditions', href: settings?.terms_conditions_link },
  ].filter((link): link is { label: string; href: string } => Boolean(link.href?.trim()));
  return (
    <Box component="footer" sx={{ borderTop: '1px solid var(--wl-border)', py: 3, mt: 4 }}>
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          justifyContent: 'space-between',
          alignItems: 'center',
        }}
      >
        <Typography variant="body2" color="text.secondary">
          © {new Date().getFullYear()} {name}
        </Typography>
        {links.length > 0 && (
          <Stack component="nav" aria-label="Legal" direction="row" spacing={2}>
            {links.map((link) => (
              <Link
                key={link.label}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                variant="body2"
              >
                {link.label}
              </Link>
            ))}
          </Stack>
        )}
      </Container>
    </Box>
  );
}

// Every colour pair of the white-label where text sits on a colour, with its WCAG ratio next to it; the pairs
// under 4.5:1 carry a warning saying what customers would see instead (the storefront swaps in black or
// white there, so the text stays readable but not in the chosen colour).
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contrastPairs, type ColourChoice } from '../../shell/white-label/contrast-warnings.ts';
import { MIN_TEXT_CONTRAST } from '../../shell/white-label/contrast.ts';

const Swatch = ({ text, on, sample }: { text: string; on: string; sample: string }) => (
  <Box
    aria-hidden
    sx={{
      width: 40,
      height: 28,
      borderRadius: 0.5,
      border: 1,
      borderColor: 'divider',
      bgcolor: on,
      color: text,
      display: 'grid',
      placeItems: 'center',
      fontWeight: 700,
      flexShrink: 0,
    }}
  >
    {sample}
  </Box>
);

export function ContrastPanel({ choice }: { choice: ColourChoice }) {
  const translate = useTranslate();
  const pairs = contrastPairs(choice);
  if (pairs.length === 0) return null;
  return (
    <Stack spacing={1} component="section" aria-label={translate('portal.settings.contrast.title')}>
      <Typography variant="subtitle2" component="h3">
        {translate('portal.settings.contrast.title')}
      </Typography>
      {pairs.map((p) => (
        <Box key={`${p.text}-${p.on}`} data-testid={`contrast-${p.text}-${p.on}`}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Swatch text={p.textColor} on={p.onColor} sample={translate('portal.settings.contrast.sample')} />
            <Typography variant="body2" sx={{ flex: 1 }}>
              {translate(`portal.settings.contrast.pairs.${p.text}_on_${p.on}`, { _: p.label })}
            </Typography>
            <Typography
              variant="body2"
              sx={{ fontWeight: 600, color: p.readable ? 'success.main' : 'error.main' }}
            >
              {p.ratio.toFixed(2)}:1
            </Typography>
          </Stack>
          {p.readable ? null : (
            <Alert severity="warning" sx={{ mt: 0.5 }} data-testid="contrast-warning">
              {translate('portal.settings.contrast.unreadable', {
                ratio: p.ratio.toFixed(2),
                minimum: MIN_TEXT_CONTRAST,
                replacement: translate(
                  p.replacement === '#ffffff'
                    ? 'portal.settings.contrast.white'
                    : 'portal.settings.contrast.black',
                ),
              })}
            </Alert>
          )}
        </Box>
      ))}
    </Stack>
  );
}

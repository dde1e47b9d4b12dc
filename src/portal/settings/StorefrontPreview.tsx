// A live preview of the storefront with the settings as they are being edited (saved or not): the top bar
// and its text, the logo and title, text on the background, a bordered service card, the button and its
// hover (hover or focus it to see), the font, and the footer's privacy and terms links. Colours go through
// the storefront's own theme function (whiteLabelValues), so what shows here is what customers will see —
// including the black or white text it swaps in where a chosen colour would be unreadable.
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { whiteLabelValues, type StoreSettings } from '../../shell/white-label/theme-values.ts';
import { WhiteLabelFontFaces } from './WhiteLabelFontFaces.tsx';
import { phraseParts } from '../i18n/phrase-parts.ts';

export type LookDraft = Record<string, string | boolean | number | undefined>;

export function StorefrontPreview({ draft, storeName }: { draft: LookDraft; storeName: string }) {
  const translate = useTranslate();
  const words = (key: string) => translate(`portal.settings.storefront_preview.${key}`);
  const v = whiteLabelValues(draft as unknown as StoreSettings);
  const title = (typeof draft.title === 'string' && draft.title) || storeName;
  const logo = typeof draft.logo === 'string' && draft.logo ? draft.logo : null;
  return (
    <Box
      role="region"
      aria-label={translate('portal.settings.preview')}
      data-testid="storefront-preview"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: v.background,
        color: v.font,
        fontFamily: v.typeface.family,
      }}
    >
      <WhiteLabelFontFaces typeface={v.typeface} />
      {draft.top_bar_text ? (
        <Box
          data-testid="preview-top-bar"
          sx={{ bgcolor: v.topBar, color: v.topBarText, px: 2, py: 0.75, fontSize: 13, textAlign: 'center' }}
        >
          {String(draft.top_bar_text)}
        </Box>
      ) : null}
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: v.border }}
      >
        {logo ? <Box component="img" src={logo} alt="" sx={{ height: 32, maxWidth: 120 }} /> : null}
        <Typography sx={{ fontFamily: 'inherit', fontWeight: 700, color: 'inherit' }}>{title}</Typography>
        <Box sx={{ flex: 1 }} />
        <Typography sx={{ fontFamily: 'inherit', fontSize: 14, color: v.link }}>{words('cart')}</Typography>
      </Stack>
      <Box sx={{ p: 2 }}>
        <Typography sx={{ fontFamily: 'inherit', color: 'inherit', fontSize: 20, fontWeight: 700 }}>
          {words('service')}
        </Typography>
        <Typography sx={{ fontFamily: 'inherit', color: v.fontSecondary, fontSize: 14, mb: 1.5 }}>
          {words('service_text')}
        </Typography>
        <Box sx={{ border: 1, borderColor: v.border, borderRadius: 1, p: 1.5, mb: 1.5 }}>
          <Typography sx={{ fontFamily: 'inherit', color: 'inherit', fontSize: 14 }}>
            {phraseParts(translate, 'portal.settings.storefront_preview.sizes', {
              current: <b key="current">6</b>,
              desired: <b key="desired">7</b>,
            })}
          </Typography>
        </Box>
        <Box
          component="button"
          type="button"
          data-testid="preview-button"
          sx={{
            fontFamily: 'inherit',
            fontSize: 15,
            fontWeight: 600,
            border: 0,
            borderRadius: 1,
            px: 2.5,
            py: 1,
            cursor: 'pointer',
            bgcolor: v.button,
            color: v.buttonText,
            '&:hover, &:focus-visible': { bgcolor: v.buttonHover, color: v.buttonHoverText },
            '&:focus-visible': { outline: `3px solid ${v.focus}`, outlineOffset: 2 },
          }}
        >
          {words('add')}
        </Box>
      </Box>
      <Stack
        direction="row"
        spacing={2}
        sx={{ px: 2, py: 1, borderTop: 1, borderColor: v.border, fontSize: 13 }}
      >
        {draft.privacy_policy_link ? <Box sx={{ color: v.link }}>{words('privacy')}</Box> : null}
        {draft.terms_conditions_link ? <Box sx={{ color: v.link }}>{words('terms')}</Box> : null}
      </Stack>
    </Box>
  );
}

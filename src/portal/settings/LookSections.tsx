// The white-label form's layout: its flat fields in the sections an owner looks for (brand, colours, font,
// links and scripts, order tracking), colours two to a row. Hidden fields (a font choice that does not
// apply) take no room.
import { Box, Grid, Typography } from '@mui/material';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { useTranslate } from 'react-admin';

const sections: { key: string; fields: string[]; half?: boolean }[] = [
  { key: 'brand', fields: ['logo', 'favicon', 'title', 'top_bar_text'] },
  {
    key: 'colours',
    half: true,
    fields: [
      'background_color',
      'font_color',
      'border_color',
      'top_bar_color',
      'button_color',
      'button_hover_color',
      'button_hover_font_color',
    ],
  },
  {
    key: 'font',
    fields: [
      'is_custom_font_style',
      'is_own_font',
      'font_style',
      'regular_font_family_url',
      'bold_font_family_url',
      'italic_font_family_url',
    ],
  },
  {
    key: 'links',
    fields: [
      'privacy_policy_link',
      'terms_conditions_link',
      'ada_script',
      'google_analytics_script',
      'google_tag_script',
    ],
  },
  { key: 'language', fields: ['language', 'currency'] },
  { key: 'tracking', fields: ['is_order_tracking_enabled'] },
  {
    key: 'paper',
    fields: ['paper_size', 'store_terms', 'document_legal_lines', 'pickup_requires_signature'],
  },
  { key: 'deposit', fields: ['deposit_rule', 'deposit_amount', 'deposit_percent', 'deposit_refundable'] },
  { key: 'texts', fields: ['sms_sender'] },
];

export function LookSections({ properties, uiSchema }: ObjectFieldTemplateProps) {
  const translate = useTranslate();
  const byName = new Map(properties.map((p) => [p.name, p]));
  const isHidden = (name: string) =>
    (uiSchema?.[name] as Record<string, unknown> | undefined)?.['ui:widget'] === 'hidden';
  return (
    <Box>
      {sections.map((section) => (
        <Box key={section.key} component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {translate(`portal.settings.sections.${section.key}`)}
          </Typography>
          <Grid container spacing={2}>
            {section.fields.map((name) => {
              const property = byName.get(name);
              if (!property) return null;
              if (isHidden(name))
                return (
                  <Box key={name} sx={{ display: 'none' }}>
                    {property.content}
                  </Box>
                );
              return (
                <Grid key={name} size={{ xs: 12, sm: section.half ? 6 : 12 }}>
                  {property.content}
                </Grid>
              );
            })}
          </Grid>
        </Box>
      ))}
    </Box>
  );
}

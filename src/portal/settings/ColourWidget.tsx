// rjsf widget for a store colour: a text field taking '#rrggbb' (what is stored) beside the browser's colour
// picker, both labelled, so the colour can be typed, pasted or picked with the keyboard or the mouse.
import { Box, Stack, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import { parseColor } from '../../shell/white-label/contrast.ts';

export function ColourWidget({
  id,
  label,
  value,
  onChange,
  onBlur,
  rawErrors,
  disabled,
  readonly,
}: WidgetProps) {
  const translate = useTranslate();
  const text = typeof value === 'string' ? value : '';
  const picked = parseColor(text);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        id={id}
        label={label}
        value={text}
        size="small"
        fullWidth
        placeholder={translate('portal.settings.colour.placeholder')}
        disabled={disabled || readonly}
        error={Boolean(rawErrors?.length)}
        helperText={rawErrors?.[0]}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={() => onBlur(id, text)}
        slotProps={{ htmlInput: { 'data-testid': `colour-${id}`, spellCheck: false } }}
      />
      <Box
        component="input"
        type="color"
        aria-label={translate('portal.settings.colour.pick', { label })}
        value={picked ?? '#ffffff'}
        disabled={disabled || readonly}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
        sx={{
          width: 44,
          height: 40,
          p: 0.25,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          flexShrink: 0,
        }}
      />
    </Stack>
  );
}

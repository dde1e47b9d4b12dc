// The settings panel of the right sidebar: the option settings toggles of
// docs/product.md#options-settings-toggles — Required,
// Option cost, Metal Type (dropdowns only), Instructions, Info tooltip, Add choice images, 'Other' Option
// and Validation (size, insurance and warranty only), which opens the validation rules side panel.
import { Box, Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useTranslate } from 'react-admin';
import { OptionType, type ServiceOption, type ToggleKey } from '../../shared/rules/index.ts';
import { supportsValidation } from './editor-model.ts';

/** A toggle's words are portal.editor.toggles.<key>.label, .help and (when it carries one) .text. */
interface ToggleSpec {
  key: ToggleKey;
  /** The toggle carries a text (instructions, tooltip). */
  text?: true;
  shownFor?: (option: ServiceOption) => boolean;
}

export const TOGGLES: readonly ToggleSpec[] = [
  { key: 'is_required' },
  { key: 'is_option_cost' },
  { key: 'is_metal_type', shownFor: (o) => o.type === OptionType.dropdown },
  { key: 'instructions', text: true },
  { key: 'infoTooltip', text: true },
  { key: 'image' },
  { key: 'otherOption' },
  { key: 'validation', shownFor: supportsValidation },
];

interface Props {
  option: ServiceOption;
  onChange: (option: ServiceOption) => void;
  onOpenValidation: () => void;
  readOnly?: boolean;
}

export function SettingsPanel({ option, onChange, onOpenValidation, readOnly }: Props) {
  const translate = useTranslate();
  const words = (key: ToggleKey, part: 'label' | 'help' | 'text') =>
    translate(`portal.editor.toggles.${key}.${part}`);
  const setToggle = (key: ToggleKey, active: boolean) => {
    const next: ServiceOption = {
      ...option,
      toggles: { ...option.toggles, [key]: { ...option.toggles[key], active } },
    };
    // The Validation toggle and is_validation are one setting (docs/rules-engine.md).
    if (key === 'validation')
      next.advance_option_meta_data = { ...option.advance_option_meta_data, is_validation: active };
    onChange(next);
  };
  const setText = (key: ToggleKey, value: string) =>
    onChange({ ...option, toggles: { ...option.toggles, [key]: { ...option.toggles[key], value } } });

  const validationOn = option.toggles.validation.active || option.advance_option_meta_data.is_validation;
  return (
    <Stack spacing={1} data-testid="settings-panel">
      {TOGGLES.filter((t) => !t.shownFor || t.shownFor(option)).map((t) => {
        const toggle = option.toggles[t.key];
        const active = t.key === 'validation' ? validationOn : toggle.active;
        return (
          <Box key={t.key} sx={{ borderBottom: '1px solid', borderColor: 'divider', pb: 1 }}>
            <FormControlLabel
              disabled={readOnly}
              control={<Switch checked={active} onChange={(e) => setToggle(t.key, e.target.checked)} />}
              label={
                <Box>
                  <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                    {words(t.key, 'label')}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {words(t.key, 'help')}
                  </Typography>
                </Box>
              }
              sx={{ alignItems: 'flex-start', m: 0, '& .MuiSwitch-root': { mt: -0.5 } }}
            />
            {t.text && active ? (
              <TextField
                label={words(t.key, 'text')}
                value={toggle.value === null || toggle.value === undefined ? '' : String(toggle.value)}
                onChange={(e) => setText(t.key, e.target.value)}
                disabled={readOnly}
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
            ) : null}
            {t.key === 'validation' && active ? (
              <Button endIcon={<ChevronRight />} onClick={onOpenValidation} sx={{ mt: 0.5 }}>
                {translate('portal.editor.validation_rules_count', {
                  count: option.advance_option_meta_data.validations_rules.length,
                })}
              </Button>
            ) : null}
          </Box>
        );
      })}
    </Stack>
  );
}

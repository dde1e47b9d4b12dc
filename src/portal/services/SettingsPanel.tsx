// The settings panel of the right sidebar: the option settings toggles of
// docs/product.md#options-settings-toggles — Required,
// Option cost, Metal Type (dropdowns only), Instructions, Info tooltip, Add choice images, 'Other' Option
// and Validation (size, insurance and warranty only), which opens the validation rules side panel.
import { Box, Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { OptionType, type ServiceOption, type ToggleKey } from '../../shared/rules/index.ts';
import { supportsValidation } from './editor-model.ts';

interface ToggleSpec {
  key: ToggleKey;
  label: string;
  help: string;
  /** A text the toggle carries (instructions, tooltip). */
  text?: string;
  shownFor?: (option: ServiceOption) => boolean;
}

export const TOGGLES: readonly ToggleSpec[] = [
  { key: 'is_required', label: 'Required', help: 'The customer must answer this option.' },
  { key: 'is_option_cost', label: 'Option cost', help: 'Choices can add to the price.' },
  {
    key: 'is_metal_type',
    label: 'Metal Type',
    help: 'The choices are metals.',
    shownFor: (o) => o.type === OptionType.dropdown,
  },
  {
    key: 'instructions',
    label: 'Instructions',
    help: 'A line of guidance under the label.',
    text: 'Instructions text',
  },
  {
    key: 'infoTooltip',
    label: 'Info tooltip',
    help: 'More detail behind an info icon.',
    text: 'Tooltip text',
  },
  { key: 'image', label: 'Add choice images', help: 'Each choice can show a picture.' },
  { key: 'otherOption', label: "'Other' Option", help: 'Customers can answer Other and describe it.' },
  {
    key: 'validation',
    label: 'Validation',
    help: 'Rules that check the numbers the customer enters.',
    shownFor: supportsValidation,
  },
];

interface Props {
  option: ServiceOption;
  onChange: (option: ServiceOption) => void;
  onOpenValidation: () => void;
  readOnly?: boolean;
}

export function SettingsPanel({ option, onChange, onOpenValidation, readOnly }: Props) {
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
                    {t.label}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {t.help}
                  </Typography>
                </Box>
              }
              sx={{ alignItems: 'flex-start', m: 0, '& .MuiSwitch-root': { mt: -0.5 } }}
            />
            {t.text && active ? (
              <TextField
                label={t.text}
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
                Validation rules ({option.advance_option_meta_data.validations_rules.length})
              </Button>
            ) : null}
          </Box>
        );
      })}
    </Stack>
  );
}

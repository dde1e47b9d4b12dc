// The frame around one option of the form: its label (a legend for grouped inputs), the required mark, the
// info tooltip, the instructions and the messages of the rules module, announced when they change.
import type { ReactNode } from 'react';
import { Box, FormHelperText, IconButton, Tooltip, Typography } from '@mui/material';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import type { ServiceOption } from '../../shared/rules/index.ts';
import { toggleText } from '../service-model.ts';
import { fieldIds } from './field-props.ts';

interface Props {
  option: ServiceOption;
  idBase: string;
  required: boolean;
  messages: string[];
  /** Grouped inputs (radios, size, warranty) get a fieldset and legend; a single input a label. */
  group: boolean;
  children: ReactNode;
}

export function OptionFrame({ option, idBase, required, messages, group, children }: Props) {
  const ids = fieldIds(idBase);
  const instructions = toggleText(option, 'instructions');
  const tooltip = toggleText(option, 'infoTooltip');
  const labelText = option.label.value || 'Untitled option';
  const label = (
    <>
      {labelText}
      {required ? (
        <Box component="span" aria-hidden sx={{ color: 'error.main', ml: 0.5 }}>
          *
        </Box>
      ) : null}
      {required ? (
        <Box component="span" sx={visuallyHidden}>
          {' '}
          (required)
        </Box>
      ) : null}
    </>
  );
  const tip = tooltip ? (
    <Tooltip title={tooltip} describeChild>
      <IconButton size="small" aria-label={`About ${labelText}`} sx={{ p: 0.25 }}>
        <InfoOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  ) : null;
  // A group's legend must be the fieldset's first child to name it; a single input gets a label.
  const heading = group ? (
    <Box component="legend" sx={{ ...headingSx, p: 0 }}>
      <Typography component="span" id={ids.label} sx={labelSx}>
        {label}
      </Typography>
      {tip}
    </Box>
  ) : (
    <Box sx={headingSx}>
      <Typography component="label" id={ids.label} htmlFor={ids.input} sx={labelSx}>
        {label}
      </Typography>
      {tip}
    </Box>
  );
  const body = (
    <>
      {heading}
      {instructions ? (
        <Typography id={ids.help} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {instructions}
        </Typography>
      ) : null}
      {children}
      <Box id={ids.messages} aria-live="polite">
        {messages.map((m) => (
          <FormHelperText key={m} error sx={{ mx: 0, fontSize: '0.85rem' }}>
            {m}
          </FormHelperText>
        ))}
      </Box>
    </>
  );
  return (
    <Box
      data-testid="option-field"
      data-option-id={String(option.id)}
      sx={{ animation: 'optionFormAppear 180ms ease-out', '@keyframes optionFormAppear': appear }}
    >
      {group ? (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          {body}
        </Box>
      ) : (
        body
      )}
    </Box>
  );
}

const labelSx = { fontWeight: 600, fontSize: '0.95rem', color: 'text.primary', p: 0 } as const;
const headingSx = { display: 'flex', alignItems: 'center', gap: 0.5, mb: 0.75 } as const;

const appear = { from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1, transform: 'none' } };

// Pixel strings: in sx a bare 1 would mean 100% for width and 8px for margin.
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

// Short text (1), long text (2) and number (3) options: one input each.
import { TextField } from '@mui/material';
import { toNumber } from '../../shared/rules/index.ts';
import { toggleText } from '../service-model.ts';
import { describedBy, fieldIds, type OptionFieldProps } from './field-props.ts';
import { OptionFrame } from './OptionFrame.tsx';

const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

export function TextOptionField(props: OptionFieldProps & { multiline?: boolean }) {
  const { option, value, onChange, messages, required, idBase, multiline, disabled } = props;
  const ids = fieldIds(idBase);
  const hasHelp = toggleText(option, 'instructions') !== '';
  return (
    <OptionFrame option={option} idBase={idBase} required={required} messages={messages} group={false}>
      <TextField
        id={ids.input}
        value={textOf(value)}
        onChange={(e) => onChange(e.target.value)}
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
        fullWidth
        size="small"
        margin="none"
        disabled={disabled}
        error={messages.length > 0}
        slotProps={{
          htmlInput: {
            maxLength: multiline ? 2000 : 200,
            'aria-required': required || undefined,
            'aria-describedby': describedBy(idBase, hasHelp, messages.length > 0),
          },
        }}
      />
    </OptionFrame>
  );
}

export function NumberOptionField(props: OptionFieldProps) {
  const { option, value, onChange, messages, required, idBase, disabled } = props;
  const ids = fieldIds(idBase);
  const hasHelp = toggleText(option, 'instructions') !== '';
  return (
    <OptionFrame option={option} idBase={idBase} required={required} messages={messages} group={false}>
      <NumberInput
        id={ids.input}
        value={value}
        onChange={onChange}
        disabled={disabled}
        error={messages.length > 0}
        required={required}
        describedBy={describedBy(idBase, hasHelp, messages.length > 0)}
      />
    </OptionFrame>
  );
}

interface NumberInputProps {
  id: string;
  value: unknown;
  onChange: (value: number | null) => void;
  label?: string;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  describedBy?: string;
}

/** A number input answering a number, or null when empty. */
export function NumberInput({
  id,
  value,
  onChange,
  label,
  error,
  required,
  disabled,
  describedBy,
}: NumberInputProps) {
  const n = toNumber(value);
  return (
    <TextField
      id={id}
      type="number"
      label={label}
      value={n === undefined ? '' : String(n)}
      onChange={(e) => onChange(e.target.value === '' ? null : (toNumber(e.target.value) ?? null))}
      size="small"
      margin="none"
      fullWidth
      disabled={disabled}
      error={error}
      slotProps={{
        htmlInput: {
          inputMode: 'decimal',
          step: 'any',
          'aria-required': required || undefined,
          'aria-describedby': describedBy,
        },
      }}
    />
  );
}

// Short text (1), long text (2) and number (3) options: one input each.
import { toNumber } from '../../shared/rules/index.ts';
import { toggleText } from '../service-model.ts';
import { describedBy, fieldIds, type OptionFieldProps } from './field-props.ts';
import { OptionFrame } from './OptionFrame.tsx';

const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

export function TextOptionField(props: OptionFieldProps & { multiline?: boolean }) {
  const { option, value, onChange, messages, required, idBase, multiline, disabled } = props;
  const common = {
    id: fieldIds(idBase).input,
    value: textOf(value),
    disabled,
    'aria-invalid': messages.length > 0,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(idBase, toggleText(option, 'instructions') !== '', messages.length > 0),
  };
  return (
    <OptionFrame option={option} idBase={idBase} required={required} messages={messages} group={false}>
      {multiline ? (
        <textarea {...common} rows={3} maxLength={2000} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type="text" maxLength={200} onChange={(e) => onChange(e.target.value)} />
      )}
    </OptionFrame>
  );
}

export function NumberOptionField(props: OptionFieldProps) {
  const { option, value, onChange, messages, required, idBase, disabled } = props;
  return (
    <OptionFrame option={option} idBase={idBase} required={required} messages={messages} group={false}>
      <NumberInput
        id={fieldIds(idBase).input}
        value={value}
        onChange={onChange}
        disabled={disabled}
        error={messages.length > 0}
        required={required}
        describedBy={describedBy(idBase, toggleText(option, 'instructions') !== '', messages.length > 0)}
      />
    </OptionFrame>
  );
}

interface NumberInputProps {
  id: string;
  value: unknown;
  onChange: (value: number | null) => void;
  /** A label of its own, for one of several inputs of an option (current and desired size). */
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
  const input = (
    <input
      id={id}
      type="number"
      inputMode="decimal"
      step="any"
      value={n === undefined ? '' : String(n)}
      onChange={(e) => onChange(e.target.value === '' ? null : (toNumber(e.target.value) ?? null))}
      disabled={disabled}
      aria-invalid={error || undefined}
      aria-required={required || undefined}
      aria-describedby={describedBy}
    />
  );
  if (!label) return input;
  return (
    <div className="of-sub">
      <label htmlFor={id}>{label}</label>
      {input}
    </div>
  );
}

/** A labelled text or date input of one of several inputs of an option (warranty's fields). */
export function SubInput({
  id,
  label,
  type,
  value,
  onChange,
  error,
  required,
  disabled,
  describedBy,
}: {
  id: string;
  label: string;
  type: 'text' | 'date';
  value: string;
  onChange: (value: string | null) => void;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
    <div className="of-sub">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        maxLength={type === 'text' ? 200 : undefined}
        onChange={(e) => onChange(e.target.value || null)}
        disabled={disabled}
        aria-invalid={error || undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
      />
    </div>
  );
}

// The storefront's radio group, hand-built (no styling library): radio buttons in a fieldset whose legend
// names it (arrow keys move within the group, Tab leaves it). An error below the group is announced and
// linked by aria-describedby; each option may carry a second line (an address). A checkbox: Field.tsx.
import { useId, type ReactNode } from 'react';
import './choice.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A second, quieter line under the label (a location's address). */
  detail?: ReactNode;
}

export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  quiet,
  testId,
}: {
  legend: string;
  /** The radios' shared name (unique on the page). */
  name: string;
  options: RadioOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** A legend in the body's weight (a group under a section's own heading). */
  quiet?: boolean;
  testId?: string;
}) {
  const id = useId();
  return (
    <fieldset
      className={`sf-choices${error ? ' sf-choices--error' : ''}`}
      aria-describedby={error ? `${id}-note` : undefined}
      data-testid={testId}
    >
      <legend className={quiet ? 'sf-choices__legend sf-choices__legend--quiet' : 'sf-choices__legend'}>
        {legend}
      </legend>
      {options.map((o) => (
        <label key={o.value} className="sf-choice">
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
          />
          <span className="sf-choice__text">
            <span>{o.label}</span>
            {o.detail ? <span className="sf-choice__detail">{o.detail}</span> : null}
          </span>
        </label>
      ))}
      {error ? (
        <p id={`${id}-note`} className="sf-input__note sf-input__note--error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

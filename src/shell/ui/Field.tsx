// The storefront's labelled form fields, hand-built (no styling library): a visible label tied to its
// control, a hint or an error below it (announced, and linked by aria-describedby), aria-invalid on error.
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import './ui.css';

interface Common {
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

function Frame({
  id,
  label,
  error,
  hint,
  required,
  children,
}: Common & { id: string; required?: boolean; children: ReactNode }) {
  return (
    <div className={`sf-input${error ? ' sf-input--error' : ''}`}>
      <label htmlFor={id} className="sf-field__label">
        {label}
        {required ? <span aria-hidden> *</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-note`} className="sf-input__note sf-input__note--error">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-note`} className="sf-input__note">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

const described = (id: string, c: Common) => (c.error || c.hint ? `${id}-note` : undefined);

export function TextInput({ label, error, hint, ...rest }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint} required={rest.required}>
      <input
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={described(id, { label, error, hint })}
        {...rest}
      />
    </Frame>
  );
}

export function TextArea({
  label,
  error,
  hint,
  ...rest
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint} required={rest.required}>
      <textarea
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={described(id, { label, error, hint })}
        {...rest}
      />
    </Frame>
  );
}

export function SelectInput({
  label,
  error,
  hint,
  children,
  ...rest
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint} required={rest.required}>
      <select
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={described(id, { label, error, hint })}
        {...rest}
      >
        {children}
      </select>
    </Frame>
  );
}

/** A checkbox with its label beside it (the label is the click target too). */
export function CheckboxInput({
  label,
  hint,
  ...rest
}: { label: ReactNode; hint?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const id = useId();
  return (
    <div className="sf-check">
      <input id={id} type="checkbox" aria-describedby={hint ? `${id}-note` : undefined} {...rest} />
      <label htmlFor={id}>
        {label}
        {hint ? (
          <span id={`${id}-note`} className="sf-input__note sf-check__note">
            {hint}
          </span>
        ) : null}
      </label>
    </div>
  );
}

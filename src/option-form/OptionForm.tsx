// The customer-side option form: every visible option of a service, in order, each by its type, with its
// required mark and the messages the rules module gives for the current answers. Visibility and messages
// follow the answers live (useOptionForm). Used by the storefront's service page, the portal editor's live
// preview and the counter's service picker: plain elements (option-form.css), so the preview shows the
// storefront's very look and the storefront page loads no styling library.
import { useId } from 'react';
import type { OptionFieldProps, OptionFormServices } from './fields/field-props.ts';
import { OptionField } from './OptionField.tsx';
import type { OptionFormApi } from './use-option-form.ts';
import './option-form.css';

interface Props {
  form: OptionFormApi;
  services?: OptionFormServices;
  disabled?: boolean;
  /** Shown when the service has no options. */
  emptyText?: string;
}

const noServices: OptionFormServices = {};

export function OptionForm({ form, services = noServices, disabled, emptyText }: Props) {
  const idPrefix = useId();
  const visible = form.options.filter((o) => form.isVisible(o.id));
  if (form.options.length === 0)
    return emptyText ? (
      <p className="of-empty" data-testid="option-form-empty">
        {emptyText}
      </p>
    ) : null;
  return (
    <div data-testid="option-form" className="of-form">
      {visible.map((option) => {
        const key = String(option.id);
        const i = form.options.indexOf(option);
        const props: OptionFieldProps = {
          option,
          value: form.answers[key],
          onChange: (value) => form.set(option.id, value),
          messages: form.messagesFor(option),
          required: option.toggles.is_required.active,
          idBase: `${idPrefix}o${i}-${key.replace(/[^A-Za-z0-9_-]/g, '')}`,
          services,
          disabled,
        };
        return <OptionField key={key} {...props} />;
      })}
    </div>
  );
}

// The customer-side option form: every visible option of a service, in order, each by its type, with its
// required mark and the messages the rules module gives for the current answers. Visibility and messages
// follow the answers live (useOptionForm). Used by the storefront's service page and by the portal editor's
// live preview.
import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import type { OptionFieldProps, OptionFormServices } from './fields/field-props.ts';
import { OptionField } from './OptionField.tsx';
import type { OptionFormApi } from './use-option-form.ts';

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
      <Typography color="text.secondary" data-testid="option-form-empty">
        {emptyText}
      </Typography>
    ) : null;
  return (
    <Box data-testid="option-form" sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
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
    </Box>
  );
}

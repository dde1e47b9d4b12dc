// rjsf widget for the logo and favicon: the portal's one image upload control (progress, 8 MiB limit).
import type { WidgetProps } from '@rjsf/utils';
import { ImageUploadControl } from '../resources/ImageUploadInput.tsx';

export function ImageWidget({ id, label, value, onChange, rawErrors }: WidgetProps) {
  return (
    <ImageUploadControl
      id={id}
      label={label}
      value={typeof value === 'string' && value ? value : null}
      onChange={(v) => onChange(v ?? undefined)}
      fieldError={rawErrors?.[0]}
    />
  );
}

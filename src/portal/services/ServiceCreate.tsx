// A new service: its name, price, categories and description from the declared schema; it is created with
// no options or images (store/services), then opens in the option editor to build its form.
import { ResourceCreate } from '../resources/ResourceForm.tsx';
import type { ScreenProps } from '../resources/screen-types.ts';

const withEmptyTree = (data: Record<string, unknown>) => ({ ...data, images: [], options: [] });

export function ServiceCreate({ resource }: ScreenProps) {
  return <ResourceCreate resource={resource} transform={withEmptyTree} redirect="edit" />;
}

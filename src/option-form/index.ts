// The customer-side option form for all thirteen option types, driven by the rules module
// (src/shared/rules): shared by the storefront's service page and the portal editor's live preview.
export { OptionForm } from './OptionForm.tsx';
export { useOptionForm } from './use-option-form.ts';
export { toServiceOptions } from './service-model.ts';
export { answerCost } from './choices.ts';
export type { OptionFormServices } from './fields/field-props.ts';

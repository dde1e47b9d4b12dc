// The customer-side option form for all thirteen option types, driven by the rules module
// (src/shared/rules): shared by the storefront's service page and the portal editor's live preview.
export { OptionForm } from './OptionForm.tsx';
export { OptionField } from './OptionField.tsx';
export { useOptionForm, type OptionFormApi } from './use-option-form.ts';
export { toServiceOptions, toggleText, type OptionRecord, type ChoiceRecord } from './service-model.ts';
export { answerCost, choiceText, offersOther, OTHER_VALUE } from './choices.ts';
export type { OptionFormServices, ValuesPage } from './fields/field-props.ts';
export { IMAGE_TOO_LARGE } from './fields/ImageUploadField.tsx';

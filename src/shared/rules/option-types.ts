// docs/product.md#catalogue-option-types's table of service option types (ids 1–13) with the tag each type
// carries. The tags are
// chosen so that the five tags docs/product.md#options-logic-eligible-fields allows in logic rules (date,
// radio-button, single-select-item,
// single-select-text, number) land on the option types they describe; see docs/rules-engine.md.

export const OPTION_TYPES = [
  { id: 1, name: 'Short text', tag: 'short-text', advanced: false },
  { id: 2, name: 'Long text', tag: 'long-text', advanced: false },
  { id: 3, name: 'Number', tag: 'number', advanced: false },
  { id: 4, name: 'Current/Desired size', tag: 'size', advanced: true },
  { id: 5, name: 'Dropdown', tag: 'dropdown', advanced: false },
  { id: 6, name: 'Multiselect radio', tag: 'radio-button', advanced: false },
  { id: 7, name: 'Checkbox Yes/No', tag: 'checkbox', advanced: false },
  { id: 8, name: 'Image upload', tag: 'image-upload', advanced: false },
  { id: 9, name: 'Insurance', tag: 'insurance', advanced: true },
  { id: 10, name: 'Single select text', tag: 'single-select-text', advanced: false },
  { id: 11, name: 'Single select image', tag: 'single-select-item', advanced: false },
  { id: 12, name: 'Warranty', tag: 'date', advanced: true },
  { id: 13, name: 'Mass Dropdown', tag: 'mass-dropdown', advanced: true },
] as const;

export type OptionTypeInfo = (typeof OPTION_TYPES)[number];
export type OptionTypeId = OptionTypeInfo['id'];
export type OptionTag = OptionTypeInfo['tag'];

/** Named ids for the types the rules code treats specially. */
export const OptionType = {
  shortText: 1,
  longText: 2,
  number: 3,
  size: 4,
  dropdown: 5,
  multiselectRadio: 6,
  checkbox: 7,
  imageUpload: 8,
  insurance: 9,
  singleSelectText: 10,
  singleSelectImage: 11,
  warranty: 12,
  massDropdown: 13,
} as const satisfies Record<string, OptionTypeId>;

/** Option types whose answer is a choice among the option's values (choices editor, SKU import target). */
export const CHOICE_TYPES: readonly number[] = [
  OptionType.dropdown,
  OptionType.multiselectRadio,
  OptionType.singleSelectText,
  OptionType.singleSelectImage,
  OptionType.massDropdown,
];

/** docs/product.md#options-logic-eligible-fields: only options with these tags may be compared in a logic rule. */
export const ELIGIBLE_COMPARE_TAGS: readonly OptionTag[] = [
  'date',
  'radio-button',
  'single-select-item',
  'single-select-text',
  'number',
];

/** Option types that carry validation rules (the Validation toggle: size, insurance and warranty only). */
export const VALIDATION_OPTION_TYPES: readonly OptionTypeId[] = [
  OptionType.size,
  OptionType.insurance,
  OptionType.warranty,
];

export function optionTypeInfo(id: number): OptionTypeInfo | undefined {
  return OPTION_TYPES.find((t) => t.id === id);
}

/** The tag an option of this type carries; undefined for an unknown type id. */
export function tagForType(id: number): OptionTag | undefined {
  return optionTypeInfo(id)?.tag;
}

export function isEligibleCompareTag(tag: string): boolean {
  return (ELIGIBLE_COMPARE_TAGS as readonly string[]).includes(tag);
}

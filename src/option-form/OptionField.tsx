// One option of the form, rendered by its type (docs/product.md#catalogue-option-types's thirteen types).
import { OptionType } from '../shared/rules/index.ts';
import type { OptionFieldProps } from './fields/field-props.ts';
import { InsuranceOptionField, SizeOptionField, WarrantyOptionField } from './fields/AdvancedFields.tsx';
import {
  DropdownOptionField,
  MultiselectOptionField,
  SingleSelectOptionField,
  YesNoOptionField,
} from './fields/ChoiceFields.tsx';
import { ImageUploadField } from './fields/ImageUploadField.tsx';
import { MassDropdownField } from './fields/MassDropdownField.tsx';
import { NumberOptionField, TextOptionField } from './fields/TextFields.tsx';

export function OptionField(props: OptionFieldProps) {
  switch (props.option.type) {
    case OptionType.shortText:
      return <TextOptionField {...props} />;
    case OptionType.longText:
      return <TextOptionField {...props} multiline />;
    case OptionType.number:
      return <NumberOptionField {...props} />;
    case OptionType.size:
      return <SizeOptionField {...props} />;
    case OptionType.dropdown:
      return <DropdownOptionField {...props} />;
    case OptionType.multiselectRadio:
      return <MultiselectOptionField {...props} />;
    case OptionType.checkbox:
      return <YesNoOptionField {...props} />;
    case OptionType.imageUpload:
      return <ImageUploadField {...props} />;
    case OptionType.insurance:
      return <InsuranceOptionField {...props} />;
    case OptionType.singleSelectText:
      return <SingleSelectOptionField {...props} withImages={false} />;
    case OptionType.singleSelectImage:
      return <SingleSelectOptionField {...props} withImages />;
    case OptionType.warranty:
      return <WarrantyOptionField {...props} />;
    case OptionType.massDropdown:
      return <MassDropdownField {...props} />;
    default:
      return null;
  }
}
